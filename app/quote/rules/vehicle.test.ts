import { describe, expect, it } from 'vitest'
import {
  displayPlate,
  kaskoDetailsSchema,
  toVehicleQuery,
  vehicleChoiceSchema,
  vehicleQuerySchema,
} from './vehicle.ts'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('vehicle query form', () => {
  it('cleans the plate and joins document serial and number for the provider', () => {
    const form = vehicleQuerySchema.parse({
      RegistrationKind: 'belge',
      LicensePlateNumber: '66 abc 123',
      LicensePermitSerial: 'ab',
      LicensePermitNumber: '123456',
    })
    expect(toVehicleQuery(form)).toEqual({
      LicensePlateNumber: '66ABC123',
      LicensePermitNumber: 'AB123456',
      AsbisNumber: '',
    })
  })

  it('takes an ASBIS number instead of the document', () => {
    const form = vehicleQuerySchema.parse({
      RegistrationKind: 'asbis',
      LicensePlateNumber: '06 BZK 10',
      AsbisNumber: '1234567890123456789',
    })
    expect(toVehicleQuery(form)).toEqual({
      LicensePlateNumber: '06BZK10',
      LicensePermitNumber: '',
      AsbisNumber: '1234567890123456789',
    })
  })

  it('explains each wrong field in Turkish', () => {
    expect(
      issues(
        vehicleQuerySchema.safeParse({
          RegistrationKind: 'belge',
          LicensePlateNumber: '99 A 1',
          LicensePermitSerial: 'A1',
          LicensePermitNumber: '12345',
        }),
      ),
    ).toEqual({
      LicensePlateNumber: 'Lütfen geçerli bir plaka giriniz.',
      LicensePermitSerial: 'Belge seri 2 harf olmalıdır.',
      LicensePermitNumber: 'Belge numarası 6 rakam olmalıdır.',
    })
    expect(
      issues(vehicleQuerySchema.safeParse({ RegistrationKind: 'asbis', AsbisNumber: '12ab' })),
    ).toEqual({
      LicensePlateNumber: 'Lütfen doldurun',
      AsbisNumber: 'ASBİS numarası 10 ile 20 rakamdan oluşmalıdır.',
    })
  })

  it('writes plates with spaces for people', () => {
    expect(displayPlate('66ABC123')).toBe('66 ABC 123')
  })
})

describe('manual vehicle choice', () => {
  it('needs a model of the chosen brand and a model year', () => {
    expect(
      vehicleChoiceSchema.parse({
        BrandCode: '012',
        BrandCodeFull: '012001',
        ModelYear: '2024',
        UsingType: 'hususi',
        FuelType: 'elektrik',
      }).ModelYear,
    ).toBe(2024)
    expect(
      issues(
        vehicleChoiceSchema.safeParse({
          BrandCode: '001',
          BrandCodeFull: '012001',
          ModelYear: '2024',
          UsingType: 'hususi',
          FuelType: 'benzin',
        }),
      ),
    ).toEqual({ BrandCodeFull: 'Lütfen doldurun' })
  })
})

describe('kasko details', () => {
  it('reads accessory prices with comma thousands and the LPG checkbox', () => {
    expect(
      kaskoDetailsSchema.parse({
        RadioPrice: '12,500',
        NavigationPrice: '0',
        SteelWheelPrice: '40,000',
        OtherAccessoryPrice: '0',
        IsOriginalLpg: 'on',
        ProfessionCode: '01',
      }),
    ).toEqual({
      RadioPrice: 12_500,
      NavigationPrice: 0,
      SteelWheelPrice: 40_000,
      OtherAccessoryPrice: 0,
      IsOriginalLpg: true,
      ProfessionCode: '01',
    })
  })

  it('uses the spec §5 number messages', () => {
    expect(
      issues(
        kaskoDetailsSchema.safeParse({
          NavigationPrice: '150,001',
          SteelWheelPrice: '0',
          OtherAccessoryPrice: '0',
          ProfessionCode: '01',
        }),
      ),
    ).toEqual({
      RadioPrice: 'Bir değer girilmelidir.',
      NavigationPrice: 'En fazla 150,000₺ olmalıdır.',
    })
  })
})
