import { describe, expect, it } from 'vitest'
import type { VerifiedDraft } from '../draft.ts'
import { addressRecord, insuredAddress } from '../steps/address/record.server.ts'
import { petRecord } from '../steps/pet/record.server.ts'
import { vehicleRecord } from '../steps/vehicle/record.server.ts'

// A step's record is read back from the draft store as JSON, which an older version of the site
// (or a hand in the database) may have written: data that does not fit the step's schema is no
// record, so the step asks again instead of answering 500.

/** A verified draft whose step `segment` saved `data`. */
const draftWith = (segment: string, data: unknown): VerifiedDraft => ({
  id: 'taslak',
  owner: 'oturum',
  product: 'kasko',
  updatedAt: '2026-12-01T09:00:00.000Z',
  data: {
    stage: 'stepped',
    product: 'kasko',
    customer: {
      Name: 'Ayşe',
      Surname: 'Yılmaz',
      CityCode: 66,
      CountyCode: null,
      City: 'Yozgat',
      County: '',
      Phone: '5321234567',
    },
    step: segment,
    entry: {
      NationalNumber: '10000000146',
      Phone: '5321234567',
      PrivacyPolicy: true,
      OpenDataAgreement: true,
      AdvertisementAgreement: false,
    },
    verification: { status: 'verified', sentAt: null, resendAvailableAt: '' },
    steps: { [segment]: { data, subject: 'eski', header: { Plate: '66ABC123' } } },
  },
})

const garbage: [string, unknown][] = [
  ['empty', ''],
  ['a number', 42],
  ['null', null],
  ['a list', []],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['text with a NUL', 'ad\u0000soyad'],
  ['an object of other fields', { vehicle: 'çöp' }],
]

describe('a step record read back from the draft', () => {
  it.each(garbage)('is no record when its data is %s', (_, data) => {
    expect(vehicleRecord(draftWith('arac', data))).toEqual({})
    expect(addressRecord(draftWith('adres', data))).toEqual({ chain: {} })
    expect(insuredAddress(draftWith('adres', data))).toBeUndefined()
    expect(petRecord(draftWith('hayvan', data))).toBeUndefined()
  })

  it('is no record when one field of it is of another type', () => {
    const query = { LicensePlateNumber: '66 ABC 123', RegistrationKind: 'belge' }
    expect(vehicleRecord(draftWith('arac', { query, notFound: 7 }))).toEqual({})
    expect(vehicleRecord(draftWith('arac', { query: { LicensePlateNumber: 66 } }))).toEqual({})
  })

  it('is the step’s data as it saved it, when it fits', () => {
    const query = { LicensePlateNumber: '66 ABC 123', RegistrationKind: 'belge' }
    expect(vehicleRecord(draftWith('arac', { query, notFound: 'Bulunamadı.' }))).toEqual({
      query,
      notFound: 'Bulunamadı.',
    })
    const chain = { CityCode: '66', CountyId: '1234' }
    expect(addressRecord(draftWith('adres', { chain }))).toEqual({ chain })
  })
})
