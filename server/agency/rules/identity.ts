// The back office's own identity rules. It stands in for the provider, so it checks what it is
// sent itself instead of trusting the storefront's validation.

export function isTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!
  const even = d[1]! + d[3]! + d[5]! + d[7]!
  return (
    d[9] === (((odd * 7 - even) % 10) + 10) % 10 &&
    d[10] === d.slice(0, 10).reduce((a, b) => a + b, 0) % 10
  )
}

export function isVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false
  const d = [...value].map(Number)
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const shifted = (d[i]! + 9 - i) % 10
    let weighted = (shifted * 2 ** (9 - i)) % 9
    if (shifted !== 0 && weighted === 0) weighted = 9
    sum += weighted
  }
  return (10 - (sum % 10)) % 10 === d[9]
}

/** 10 digits starting with 5, after dropping a leading 0 or +90 and the mask. */
export function cleanGsm(value: string | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^(90|0)(?=5\d{9}$)/, '')
  return /^5\d{9}$/.test(digits) ? digits : null
}

export const isPassportNumber = (value: string) => /^[A-Z0-9]{6,12}$/.test(value)

/** Spec §5: the lines a passport number may replace the national number on (ID type 2). */
export const passportLines = new Set(['seyahat', 'yabanci'])

/** "true", "True", "1", "on": how the agreement flags arrive, as JSON booleans or form text. */
export const isTrue = (value: string | undefined) => /^(true|1|on)$/i.test(value ?? '')

export const birthDateLines = new Set(['tamamlayici', 'bireysel', 'seyahat', 'yabanci'])
export const plateLines = new Set(['kasko', 'trafik'])
