import { describe, expect, it } from 'vitest'
import { demoCustomer, demoEntry } from '../../../tests/support/quote-requests.ts'
import { carriedPosts, renewalEntry, renewalStart } from './carry-over.ts'

const now = new Date('2027-10-02T09:00:00Z')
const endsOn = '2027-11-01'
const source = (QuoteFields: Record<string, string> | null) => ({
  ProductKey: 'kasko',
  NationalNumber: '10000000146',
  Phone: '5321234567',
  EndsOn: endsOn,
  QuoteFields,
})
const postsOf = (product: Parameters<typeof carriedPosts>[0], fields: Record<string, string>) =>
  carriedPosts(product, fields, endsOn, demoCustomer, now)

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

  it('posts nothing without the old quote’s fields: the visitor starts from the first step', () => {
    expect(carriedPosts('dask', null, endsOn, demoCustomer, now)).toEqual([])
  })

  it('confirms the information step as the identity check filled it', () => {
    expect(postsOf('telefon', { EMail: 'ayse@ornek.com.tr' })[0]).toEqual({
      segment: 'bilgiler',
      form: {
        Name: 'Ayşe',
        Surname: 'Yılmaz',
        CityCode: '66',
        CountyCode: '1',
        Email: 'ayse@ornek.com.tr',
      },
    })
  })

  it('kasko and trafik: the plate queried with its registration document, then confirmed', () => {
    const fields = {
      LicensePlateNumber: '66ABC123',
      LicensePermitNumber: 'AB123456',
      AsbisNumber: '',
      RadioPrice: '1000',
      IsOriginalLpg: 'true',
      ProfessionCode: '12',
      PolicyStart: '01.11.2026',
    }
    const [, query, confirm] = postsOf('kasko', fields)
    expect(query).toEqual({
      segment: 'arac',
      form: {
        intent: 'sorgula',
        LicensePlateNumber: '66ABC123',
        RegistrationKind: 'belge',
        LicensePermitSerial: 'AB',
        LicensePermitNumber: '123456',
      },
    })
    expect(confirm!.form).toMatchObject({
      intent: 'teklif-al',
      RadioPrice: '1000',
      IsOriginalLpg: 'on',
      ProfessionCode: '12',
      PolicyStart: '01.11.2027',
    })
    const asbis = postsOf('trafik', { LicensePlateNumber: '66ABC123', AsbisNumber: '1234567890' })
    expect(asbis[1]!.form).toMatchObject({ RegistrationKind: 'asbis', AsbisNumber: '1234567890' })
    expect(asbis[2]!.form.IsOriginalLpg).toBe('')
  })

  it('dask: the home by its UAVT code, the building as declared, sent as a renewal', () => {
    const fields = {
      UAVTNumber: '4403156956',
      DaskInsaTarzi: 'betonarme',
      IsRenewal: 'false',
      PolicyStart: '01.11.2026',
    }
    expect(postsOf('dask', fields).slice(1)).toEqual([
      { segment: 'adres', form: { intent: 'kod', UAVTNumber: '4403156956' } },
      { segment: 'bina', form: { ...fields, IsRenewal: 'on', PolicyStart: '01.11.2027' } },
    ])
  })

  it('konut, pet, phone, health and yabancı: their step posted with the start moved', () => {
    const fields = { UAVTNumber: '4403156956', PolicyStart: '01.11.2026' }
    expect(postsOf('konut', fields).slice(1)).toEqual([
      { segment: 'adres', form: { intent: 'kod', UAVTNumber: '4403156956' } },
      { segment: 'ev', form: { ...fields, PolicyStart: '01.11.2027' } },
    ])
    const pet = { MikrocipNo: '792123456789012', HayvanTuru: 'kedi', PolicyStart: '01.11.2026' }
    expect(postsOf('petsaglik', pet)[1]).toEqual({
      segment: 'hayvan',
      form: { ...pet, PolicyStart: '01.11.2027' },
    })
    const phone = { ImeiNo: '356938035643809', CepModelId: '7', PolicyStart: '01.11.2026' }
    expect(postsOf('telefon', phone)[1]).toEqual({
      segment: 'cihaz',
      form: { ...phone, PolicyStart: '01.11.2027' },
    })
    const family = { 'fam[0].Name': 'Can Yılmaz', 'fam[0].Relation': 'cocuk' }
    for (const line of ['tamamlayici', 'bireysel'] as const) {
      expect(postsOf(line, family)[1]).toEqual({
        segment: 'sigortalilar',
        form: { ...family, PolicyStart: '01.11.2027' },
      })
    }
    expect(postsOf('yabanci', { Nationality: 'DE' })[1]!.segment).toBe('ikamet')
  })

  it('seyahat: the information only; a new trip’s places and dates are asked', () => {
    const posts = postsOf('seyahat', { TravelStartDate: '01.07.2027', TravelPurpose: 'turizm' })
    expect(posts.map((p) => p.segment)).toEqual(['bilgiler'])
  })
})
