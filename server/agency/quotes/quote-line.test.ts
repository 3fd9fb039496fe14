import { describe, expect, it } from 'vitest'
import { storedCoverages, storedDetail } from './quote-line.ts'

// A quote's details and an offer's coverages are JSON text in the database, written by the back
// office itself; what does not read as they were written (a hand in the database, an older
// version) is no value, never a 500 of the calls that read them.

const garbage: [string, string][] = [
  ['empty', ''],
  ['a number', '42'],
  ['null', 'null'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['text with a NUL', '"ad\u0000soyad"'],
  ['half a JSON document', '{"address":{"UAVTNumber":'],
]

describe('a stored offer’s coverages', () => {
  const coverage = { Code: 'EKRAN', Name: 'Ekran kırılması', Value: 'Var', Key: true }

  it('read back as they were stored', () => {
    expect(storedCoverages(JSON.stringify([coverage]))).toEqual([coverage])
  })

  it.each([
    ...garbage,
    ['a coverage of another shape', JSON.stringify([{ ...coverage, Key: 'evet' }])],
  ])('are none when the text is %s', (_, text) => {
    expect(storedCoverages(text)).toEqual([])
  })
})

describe('one value of a quote’s stored details', () => {
  type Details = { address: { UAVTNumber: string }; insured: string }
  const stored = JSON.stringify({ address: { UAVTNumber: '1234567890' }, insured: 'kisi' })

  it('is read by its path', () => {
    expect(storedDetail<Details>(stored, 'address', 'UAVTNumber')).toBe('1234567890')
    expect(storedDetail<Details>(stored, 'insured')).toBe('kisi')
  })

  it.each([
    ...garbage,
    ['details of another line', JSON.stringify({ vehicle: { plate: '66ABC123' } })],
    ['a path through text', JSON.stringify({ address: '1234567890' })],
    ['an address without its code', JSON.stringify({ address: {} })],
  ])('is undefined when the text is %s', (_, text) => {
    expect(storedDetail<Details>(text, 'address', 'UAVTNumber')).toBeUndefined()
  })
})
