import { describe, expect, it } from 'vitest'
import { isValidPlate, normalizePlate, normalizeProvinceCode, unregisteredPlate } from './plate.ts'

describe('plate', () => {
  it.each([
    ['66 abc 123', '66ABC123'],
    ['06 a 1234', '06A1234'],
    ['34 ık 456', '34IK456'],
    ['34 İK 456', '34IK456'],
    ['34 ik 456', '34IK456'],
    ['  81 ZZ 99 ', '81ZZ99'],
  ])('normalizes %s to %s', (input, expected) => expect(normalizePlate(input)).toBe(expected))

  it('never yields the dotted capital İ', () => {
    expect(normalizePlate('06 iİı 12')).toBe('06III12')
    expect(normalizePlate('06 iİı 12')).not.toMatch(/İ/)
  })

  it.each(['66ABC123', '06A1234', '34 ık 456', '81 zz 9999', '01 A 1234', '35AB123'])(
    'accepts %s',
    (v) => expect(isValidPlate(v)).toBe(true),
  )

  it.each([
    ['00ABC12', 'province 00'],
    ['82ABC12', 'province 82'],
    ['99A1234', 'province 99'],
    ['66ABCD12', 'four letters'],
    ['66ABC12345', 'five digits, too long'],
    ['66A1', 'too short'],
    ['6AB1234', 'one-digit province'],
    ['66ÇAB12', 'Turkish letter Ç'],
    ['34QA123', 'Q, not a Turkish letter'],
    ['34AW123', 'W, not a Turkish letter'],
    ['34XY12', 'X, not a Turkish letter'],
    ['34AŞ123', 'Turkish letter Ş'],
    ['66AB1C2', 'letters after digits'],
    ['01AB12', 'six characters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (v) => expect(isValidPlate(v)).toBe(false))

  it('reads province codes for unregistered vehicles', () => {
    expect(normalizeProvinceCode('66')).toBe('66')
    expect(normalizeProvinceCode('6')).toBe('06')
    expect(normalizeProvinceCode('66yk')).toBe('66')
    expect(normalizeProvinceCode('00')).toBeNull()
    expect(normalizeProvinceCode('82')).toBeNull()
    expect(normalizeProvinceCode('6a')).toBeNull()
    expect(unregisteredPlate('66')).toBe('66YK')
  })
})
