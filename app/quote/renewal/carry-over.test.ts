import { describe, expect, it } from 'vitest'
import { demoEntry } from '../../../tests/support/quote-requests.ts'
import { renewalEntry, renewalStart } from './carry-over.ts'

const now = new Date('2027-10-02T09:00:00Z')
const endsOn = '2027-11-01'
const source = (QuoteFields: Record<string, string> | null) => ({
  ProductKey: 'kasko',
  NationalNumber: '10000000146',
  Phone: '5321234567',
  EndsOn: endsOn,
  QuoteFields,
})

describe('renewal carry-over', () => {
  it('starts the new policy where the old one ends, or today once that day has passed', () => {
    expect(renewalStart(endsOn, now)).toBe('01.11.2027')
    expect(renewalStart('2027-09-20', now)).toBe('02.10.2027')
    // 23:30 UTC is already the next day in Türkiye.
    expect(renewalStart('2027-10-02', new Date('2027-10-02T23:30:00Z'))).toBe('03.10.2027')
  })

  it('enters as the policy’s owner, with the plate and birth date the policy was quoted with', () => {
    expect(renewalEntry('kasko', source({ LicensePlateNumber: '66ABC123' }))).toEqual(demoEntry)
    expect(renewalEntry('trafik', source({ LicensePlateNumber: '66YK' })).PlateStatus).toBe('2')
    expect(renewalEntry('bireysel', source({ Birthdate: '01.02.1980' })).Birthdate).toBe(
      '01.02.1980',
    )
    const passport = renewalEntry('yabanci', { ...source({}), NationalNumber: 'U1234567' })
    expect(passport).toMatchObject({ IdType: '2', PassportNumber: 'U1234567' })
    expect(renewalEntry('seyahat', source({}))).toMatchObject({ IdType: '1' })
    expect(renewalEntry('dask', source({ LicensePlateNumber: '66ABC123' }))).not.toHaveProperty(
      'LicensePlateNumber',
    )
  })
})
