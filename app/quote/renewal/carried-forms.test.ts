import { describe, expect, it } from 'vitest'
import { demoCustomer, demoEntry } from '../../../tests/support/quote-requests.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { formatDate } from '~/utils/format.ts'
import { definitions } from '../definitions.ts'
import { lineDefinitionOf } from '../definitions.server.ts'
import { stepRenewalOf } from './step-renewals.server.ts'
import type { QuoteEntry } from '../entry-schema.ts'
import { offersStep } from '../offers/step.ts'
import type { ProductKey } from '../product-lines.ts'
import { addDays, addMonths, todayInTurkey } from '../rules/calendar.ts'
import { carriedFormData } from '../wizard/step-renewal.server.ts'

// Each step declares what it carries of a renewed policy (decision 073): every form it declares,
// filled from the header the old quote was sent with (a year ago), must pass that step's own
// schema, with what a renewal changes changed.
const today = todayInTurkey()
const start = formatDate(addDays(today, 20))
const lastYear = formatDate(addMonths(today, -11))

function renewing(product: ProductKey, entry: Partial<QuoteEntry> = {}) {
  const now = new Date().toISOString()
  return {
    definition: lineDefinitionOf(product),
    draft: {
      id: 'taslak',
      owner: 'ziyaretci',
      product,
      updatedAt: now,
      data: {
        stage: 'verified' as const,
        step: 'bilgiler',
        product,
        entry: { ...demoEntry, ...entry },
        verification: { status: 'verified' as const, sentAt: now, resendAvailableAt: now },
        customer: demoCustomer,
      },
    },
  }
}

/** Each form `segment` declares, filled from `header`, as the step's own schema reads it. */
function carried(
  product: ProductKey,
  segment: string,
  header: Record<string, string>,
  entry?: Partial<QuoteEntry>,
) {
  const wizard = renewing(product, entry)
  return stepRenewalOf(segment)!.forms.map((form) => {
    const posted = carriedFormData(form, { fields: header, start }, wizard)
    const submission = parsePostedForm(posted, form.schema(wizard))
    expect(submission.status === 'success' ? null : submission.error).toBeNull()
    return submission.status === 'success' ? (submission.value as Record<string, unknown>) : {}
  })
}

describe('each step’s renewal', () => {
  it('is declared by every step a line asks before its offers', () => {
    for (const line of definitions) {
      for (const step of line.steps.filter((s) => s !== offersStep)) {
        expect(stepRenewalOf(step.segment)?.step, `${line.key} ${step.segment}`).toBe(step)
      }
    }
    expect(stepRenewalOf(offersStep.segment)).toBeUndefined()
  })

  it('information: the identity check’s values, the old quote’s e-mail when it gave none', () => {
    expect(carried('telefon', 'bilgiler', { EMail: 'ayse@ornek.com.tr' })).toEqual([
      {
        Name: 'Ayşe',
        Surname: 'Yılmaz',
        CityCode: 66,
        CountyCode: 1,
        Email: 'ayse@ornek.com.tr',
      },
    ])
  })

  it('kasko and trafik: the plate queried with its document, then confirmed from the new start', () => {
    const [query, confirm] = carried('kasko', 'arac', {
      LicensePlateNumber: '66ABC123',
      LicensePermitNumber: 'AB123456',
      AsbisNumber: '',
      RadioPrice: '1000',
      NavigationPrice: '0',
      SteelWheelPrice: '0',
      OtherAccessoryPrice: '0',
      IsOriginalLpg: 'true',
      ProfessionCode: '12',
      PolicyStart: lastYear,
    })
    expect(query).toEqual({
      RegistrationKind: 'belge',
      LicensePlateNumber: '66ABC123',
      LicensePermitSerial: 'AB',
      LicensePermitNumber: '123456',
    })
    expect(confirm).toMatchObject({
      RadioPrice: 1000,
      IsOriginalLpg: true,
      ProfessionCode: '12',
      PolicyStart: start,
    })
    const [asbis, trafik] = carried('trafik', 'arac', {
      LicensePlateNumber: '66ABC123',
      AsbisNumber: '1234567890',
    })
    expect(asbis).toMatchObject({ RegistrationKind: 'asbis', AsbisNumber: '1234567890' })
    expect(trafik).toEqual({ PolicyStart: start })
  })

  it('dask: the home by its UAVT code, the building as declared, sent as a renewal', () => {
    const header = {
      UAVTNumber: '4403156956',
      DaskInsaYili: '2000-2006',
      DaskInsaTarzi: 'betonarme',
      DaskKullanimSekli: 'mesken',
      FloorCount: '5',
      GrossArea: '120',
      DaskHasarDurumu: 'hasarsiz',
      IsRenewal: 'false',
      PolicyStart: lastYear,
    }
    expect(carried('dask', 'adres', header)).toEqual([{ UAVTNumber: '4403156956' }])
    expect(carried('dask', 'bina', header)).toEqual([
      {
        DaskInsaYili: '2000-2006',
        DaskInsaTarzi: 'betonarme',
        DaskInsaTarziDiger: undefined,
        DaskKullanimSekli: 'mesken',
        FloorCount: 5,
        GrossArea: 120,
        DaskHasarDurumu: 'hasarsiz',
        IsRenewal: true,
        PolicyStart: start,
      },
    ])
  })

  it('konut: the home and its sums from the new start', () => {
    const [home] = carried('konut', 'ev', {
      UAVTNumber: '4403156956',
      EvTipi: 'apartman',
      KonutCatiTipi: 'betonarme',
      KonutInsaYili: '2005',
      KonutBulunduguKat: '3',
      PoliceTipi: 'ev-sahibi',
      BuildingSum: '1500000',
      ContentsSum: '200000',
      PolicyStart: lastYear,
    })
    expect(home).toMatchObject({ BuildingSum: 1_500_000, ContentsSum: 200_000, PolicyStart: start })
  })

  it('petsaglik: the pet and its microchip from the new start', () => {
    const [pet] = carried('petsaglik', 'hayvan', {
      HayvanTuru: 'kedi',
      HayvanIrki: 'tekir',
      HayvanDogumTarihi: '01.03.2022',
      HayvanCinsiyeti: 'disi',
      Kisir: 'evet',
      MikrocipNo: '792123456789012',
      OnHastalik: 'hayir',
      OnHastalikAciklama: '',
      PolicyStart: lastYear,
    })
    expect(pet).toMatchObject({ MikrocipNo: '792123456789012', PolicyStart: start })
  })

  it('telefon: the device and its IMEI from the new start', () => {
    const [phone] = carried('telefon', 'cihaz', {
      CepMarkaId: '1',
      CepModelId: '7',
      ImeiNo: '356938035643809',
      SatinAlmaTarihi: formatDate(addMonths(today, -2)),
      PolicyStart: lastYear,
      EMail: 'ayse@ornek.com.tr',
    })
    expect(phone).toMatchObject({ ImeiNo: '356938035643809', PolicyStart: start })
  })

  it.each(['tamamlayici', 'bireysel'] as const)(
    '%s: the declaration and the insured family from the new start',
    (line) => {
      const [people] = carried(line, 'sigortalilar', {
        InsuredName: 'Ayşe Yılmaz',
        Gender: 'K',
        Height: '170',
        Weight: '65',
        ChronicIllness: 'false',
        ChronicIllnessDetail: '',
        OngoingTreatment: 'false',
        OngoingTreatmentDetail: '',
        SgkActive: 'true',
        HospitalNetwork: 'genis',
        PolicyStart: lastYear,
        'fam[0].Relation': 'cocuk',
        'fam[0].Name': 'Can Yılmaz',
        'fam[0].NationalNumber': '10000000078',
        'fam[0].Birthdate': '01.02.2015',
        'fam[0].Gender': 'E',
        'fam[0].Individual': '1',
      })
      expect(people).toMatchObject({ Height: 170, PolicyStart: start })
      expect(people!.fam).toEqual([expect.objectContaining({ Name: 'Can Yılmaz' })])
    },
  )

  it('yabancı: a passport holder’s name and permit as last insured', () => {
    const [residence] = carried(
      'yabanci',
      'ikamet',
      {
        IdType: '2',
        Name: 'Anna',
        Surname: 'Schmidt',
        Birthdate: '01.02.1990',
        PassportNumber: 'U1234567',
        Nationality: 'DE',
        PermitYears: '2',
      },
      { IdType: '2', NationalNumber: 'U1234567' },
    )
    expect(residence).toMatchObject({ Name: 'Anna', Nationality: 'DE', PermitYears: '2' })
  })

  it('seyahat: nothing; a new trip’s places and dates are asked', () => {
    expect(stepRenewalOf('seyahat')!.forms).toEqual([])
  })
})
