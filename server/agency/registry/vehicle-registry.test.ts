import { describe, expect, it } from 'vitest'
import { daysBetween, renewalRefusal } from './dates.ts'
import { cleanPlate, isPlate, isRegisteredPlate as isValidPlate } from '../rules/plate.ts'
import { demoPlates, lookUpPlate } from './vehicle-registry.ts'

const today = '2026-05-04'

describe('built-in vehicle registry', () => {
  it('answers the same vehicle for the same plate', () => {
    expect(lookUpPlate('35KLM4821', today)).toEqual(lookUpPlate('35KLM4821', today))
  })

  it('knows the documented demo plates', () => {
    const eligible = lookUpPlate(demoPlates.eligible, today)!
    expect(eligible.entry.model.name).toBe('Clio')
    expect(renewalRefusal('kasko', eligible.policyEndDate, today)).toBeNull()
    const soon = lookUpPlate(demoPlates.endsSoon, today)!
    expect(daysBetween(today, soon.policyEndDate!)).toBe(10)
    expect(renewalRefusal('trafik', soon.policyEndDate, today)).toEqual({
      firstQuoteDate: soon.policyEndDate,
    })
    expect(lookUpPlate(demoPlates.notFound, today)).toBeNull()
    const uninsured = lookUpPlate(demoPlates.withoutPolicy, today)!
    expect(uninsured.entry.model.name).toBe('Corolla')
    expect(uninsured.policyEndDate).toBeNull()
  })

  it('spreads plates over many models, with a VIN of 17 characters and a no-claims step', () => {
    const plates = Array.from({ length: 200 }, (_, i) => `66AB${String(100 + i)}`)
    const found = plates.map((p) => lookUpPlate(p, today)).filter((v) => v !== null)
    expect(found.length).toBeGreaterThan(170)
    expect(new Set(found.map((v) => v.entry.brandCodeFull)).size).toBeGreaterThan(20)
    for (const v of found) {
      expect(v.frameNumber).toMatch(/^[A-Z0-9]{17}$/)
      expect(v.noClaimStep).toBeGreaterThanOrEqual(0)
      expect(v.noClaimStep).toBeLessThanOrEqual(8)
      expect(v.modelYear).toBeGreaterThanOrEqual(v.entry.model.firstYear)
    }
    const nearEnd = found.filter((v) => daysBetween(today, v.policyEndDate!) <= 14)
    expect(nearEnd.length).toBeGreaterThan(0)
    expect(nearEnd.length).toBeLessThan(found.length / 4)
  })

  it('cleans and checks plates as spec §5 says', () => {
    expect(cleanPlate(' 66 abc 123 ')).toBe('66ABC123')
    expect(isValidPlate('66ABC123')).toBe(true)
    expect(isValidPlate('66A1234')).toBe(true)
    expect(isValidPlate('00ABC123')).toBe(false)
    expect(isValidPlate('66ABCD12')).toBe(false)
    expect(isValidPlate('66AB1')).toBe(false)
  })

  it('folds Turkish lower case, refuses letters no Turkish plate has, and knows status 2', () => {
    expect(cleanPlate('34 abı 12')).toBe('34ABI12')
    expect(cleanPlate('34 abi 12')).toBe('34ABI12')
    for (const plate of ['34QA123', '34WA123', '34AX123', '34ÇA123', '34AŞ123', '34ÖÜ12']) {
      expect(isPlate(plate)).toBe(false)
    }
    expect(isPlate('06YK')).toBe(true)
    expect(isPlate('82YK')).toBe(false)
    expect(lookUpPlate('06YK', '2026-01-01')).toBeNull()
  })
})
