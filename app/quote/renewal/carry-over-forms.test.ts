import { describe, expect, it } from 'vitest'
import { demoCustomer } from '../../../tests/support/quote-requests.ts'
import type { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { formatDate } from '~/utils/format.ts'
import { addDays, addMonths, todayInTurkey } from '../rules/calendar.ts'
import { vehicleQuerySchema } from '../rules/vehicle.ts'
import { daskBuildingSchema } from '../steps/dask-building/schema.ts'
import { homeSchema } from '../steps/home/schema.ts'
import { insuredPeopleSchema } from '../steps/insured-people/schema.ts'
import { petSchema } from '../steps/pet/schema.ts'
import { phoneSchema } from '../steps/phone/schema.ts'
import { confirmSchema } from '../steps/vehicle/schemas.ts'
import { carriedPosts } from './carry-over.ts'
import type { ProductKey } from '../product-lines.ts'

// The carry-over posts a header's fields under their own names: each line's header, as its step
// sends it (a year ago), must pass that step's own form schema once carried over, its start moved.
const today = todayInTurkey()
const endsOn = addDays(today, 20).toISOString().slice(0, 10)
const lastYear = formatDate(addMonths(today, -11))

/** The line's posts to `segment` (the last one, when several), parsed with `schema`. */
function carried(
  product: ProductKey,
  header: Record<string, string>,
  segment: string,
  schema: z.ZodType,
) {
  const post = carriedPosts(product, header, endsOn, demoCustomer)
    .filter((p) => p.segment === segment)
    .at(-1)!
  const form = new FormData()
  for (const [name, value] of Object.entries(post.form)) form.append(name, value)
  const submission = parsePostedForm(form, schema)
  expect(submission.status === 'success' ? null : submission.error).toBeNull()
  return submission.status === 'success' ? (submission.value as Record<string, unknown>) : {}
}

describe('a carried header passes its step’s form', () => {
  it('kasko: the registry query and the confirmation', () => {
    const header = {
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
    }
    const posts = carriedPosts('kasko', header, endsOn, demoCustomer)
    const query = new FormData()
    for (const [name, value] of Object.entries(posts[1]!.form)) query.append(name, value)
    expect(parsePostedForm(query, vehicleQuerySchema).status).toBe('success')
    const confirmed = carried('kasko', header, 'arac', confirmSchema(true, false, true))
    expect(confirmed).toMatchObject({ IsOriginalLpg: true, PolicyStart: formatDate(endsOn) })
  })

  it('dask: the building, as a renewal', () => {
    const building = carried(
      'dask',
      {
        UAVTNumber: '4403156956',
        DaskInsaYili: '2000-2006',
        DaskInsaTarzi: 'betonarme',
        DaskKullanimSekli: 'mesken',
        FloorCount: '5',
        GrossArea: '120',
        DaskHasarDurumu: 'hasarsiz',
        IsRenewal: 'false',
        PolicyStart: lastYear,
      },
      'bina',
      daskBuildingSchema,
    )
    expect(building).toMatchObject({ IsRenewal: true, GrossArea: 120 })
  })

  it('konut: the home and its sums', () => {
    const home = carried(
      'konut',
      {
        UAVTNumber: '4403156956',
        EvTipi: 'apartman',
        KonutCatiTipi: 'betonarme',
        KonutInsaYili: '2005',
        KonutBulunduguKat: '3',
        PoliceTipi: 'ev-sahibi',
        BuildingSum: '1500000',
        ContentsSum: '200000',
        PolicyStart: lastYear,
      },
      'ev',
      homeSchema,
    )
    expect(home).toMatchObject({ BuildingSum: 1_500_000, ContentsSum: 200_000 })
  })

  it('petsaglik: the pet and its microchip', () => {
    const pet = carried(
      'petsaglik',
      {
        HayvanTuru: 'kedi',
        HayvanIrki: 'tekir',
        HayvanDogumTarihi: '01.03.2022',
        HayvanCinsiyeti: 'disi',
        Kisir: 'evet',
        MikrocipNo: '792123456789012',
        OnHastalik: 'hayir',
        OnHastalikAciklama: '',
        PolicyStart: lastYear,
      },
      'hayvan',
      petSchema,
    )
    expect(pet).toMatchObject({ MikrocipNo: '792123456789012' })
  })

  it('telefon: the device and its IMEI', () => {
    const phone = carried(
      'telefon',
      {
        CepMarkaId: '1',
        CepModelId: '7',
        ImeiNo: '356938035643809',
        SatinAlmaTarihi: formatDate(addMonths(today, -2)),
        PolicyStart: lastYear,
        EMail: 'ayse@ornek.com.tr',
      },
      'cihaz',
      phoneSchema,
    )
    expect(phone).toMatchObject({ ImeiNo: '356938035643809' })
  })

  it('tamamlayıcı: the declaration and the insured family', () => {
    const people = carried(
      'tamamlayici',
      {
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
      },
      'sigortalilar',
      insuredPeopleSchema('tamamlayici', '10000000146'),
    )
    expect(people.fam).toEqual([expect.objectContaining({ Name: 'Can Yılmaz' })])
  })
})
