/** T.C. kimlik numarası checksum; the backend checks it itself rather than trusting the storefront. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  return (
    d[9] === (((odd * 7 - even) % 10) + 10) % 10 &&
    d[10] === d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  )
}
