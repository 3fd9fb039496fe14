import { describe, expect, it } from 'vitest'
import { healthInsurers } from '../../pricing/health-insurers.ts'
import { anyoneInsurable, insuredBirthDates } from './insurable-ages.ts'

// Decision 083: whether an insurer would price at least one carried person of a health policy
// on the day of its renewal, by the age limits the prices apply.
const all = Object.keys(healthInsurers)
const header = (fields: Record<string, string>) => (name: string) => fields[name]

describe('insured persons a health renewal carries', () => {
  it('are the policyholder and each family row, for tamamlayıcı and bireysel', () => {
    const fields = header({
      Birthdate: '14.03.1950',
      'fam[0].Name': 'Ali Yılmaz',
      'fam[0].NationalNumber': '10000000078',
      'fam[0].Birthdate': '01.02.1980',
      'fam[1].Name': 'Can Yılmaz',
      'fam[1].Birthdate': '29.02.2012',
      'fam[3].Birthdate': '01.01.2000',
    })
    const people = ['1950-03-14', '1980-02-01', '2012-02-29']
    expect(insuredBirthDates('bireysel', fields)).toEqual(people)
    expect(insuredBirthDates('tamamlayici', fields)).toEqual(people)
    // Yabancı insures the applicant alone; other lines carry no insured persons' ages.
    expect(insuredBirthDates('yabanci', fields)).toEqual(['1950-03-14'])
    expect(insuredBirthDates('seyahat', fields)).toBeNull()
    expect(insuredBirthDates('constructor', fields)).toBeNull()
  })

  it('are unknown when a date is missing or unreadable', () => {
    expect(insuredBirthDates('bireysel', header({}))).toBeNull()
    const badRow = header({ Birthdate: '14.03.1950', 'fam[0].Name': 'Ali', 'fam[0].Birthdate': '' })
    expect(insuredBirthDates('bireysel', badRow)).toBeNull()
    expect(insuredBirthDates('yabanci', header({ Birthdate: '31.02.1950' }))).toBeNull()
  })
})

describe('anyone insurable on the day', () => {
  it('holds while one person is within one insurer’s limit, in whole years on the day', () => {
    // The oldest health limit is 75 (KIZILIRMAK): 75 the day before the 76th birthday.
    expect(anyoneInsurable('bireysel', ['1951-11-20'], all, '2027-11-19')).toBe(true)
    expect(anyoneInsurable('bireysel', ['1951-11-20'], all, '2027-11-20')).toBe(false)
    expect(anyoneInsurable('tamamlayici', ['1951-11-20'], all, '2027-11-20')).toBe(false)
    expect(anyoneInsurable('bireysel', ['1951-11-20', '1990-01-01'], all, '2027-11-20')).toBe(true)
    // Yabancı's oldest limit is 80.
    expect(anyoneInsurable('yabanci', ['1946-11-20'], all, '2027-11-19')).toBe(true)
    expect(anyoneInsurable('yabanci', ['1946-11-20'], all, '2027-11-20')).toBe(false)
  })

  it('counts only the insurers the line asks, and leaves other lines alone', () => {
    expect(anyoneInsurable('bireysel', ['1960-01-01'], ['KALKAN', 'MUNZUR'], '2027-11-20')).toBe(
      false,
    )
    expect(anyoneInsurable('bireysel', ['1960-01-01'], ['ILGAZ'], '2027-11-20')).toBe(true)
    // No insurer with a health tariff: not a matter of age.
    expect(anyoneInsurable('bireysel', ['1900-01-01'], ['YOK'], '2027-11-20')).toBe(true)
    expect(anyoneInsurable('dask', ['1900-01-01'], all, '2027-11-20')).toBe(true)
  })

  it('agrees with the prices: the oldest limits are 75 and 80', () => {
    const oldest = (tariff: 'health' | 'foreigner') =>
      Math.max(...Object.values(healthInsurers).map((t) => t[tariff].maxAge))
    expect(oldest('health')).toBe(75)
    expect(oldest('foreigner')).toBe(80)
  })
})
