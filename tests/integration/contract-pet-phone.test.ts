import { describe, expect, it } from 'vitest'
import type { QuoteDraft } from '~/quote/draft.ts'
import { addDays, todayInTurkey } from '~/quote/rules/calendar.ts'
import { isMicrochipNumber } from '~/quote/steps/pet/microchip.ts'
import { isImei } from '~/quote/steps/phone/imei.ts'
import { formatDate } from '~/utils/format.ts'
import { agencyForFile } from '../support/agency.ts'
import { phoneOffer as phoneOfferFields } from '../support/spec-payloads.ts'

// The storefront's own client modules against the real backend over HTTP (docs/backend-contract.md,
// "Keeping the two sides in step"). This one: the pet and phone lists, quotes and offer calls.
await agencyForFile()
const lists = await import('~/upstream/lists.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const phone = await import('~/upstream/phone.server.ts')
const phoneOffer = await import('~/quote/steps/phone/offer-call.server.ts')
const visitor = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }
const day = (days: number) => formatDate(addDays(todayInTurkey(), days))

async function openQuote(fields: Record<string, string>) {
  const header = await offers.createQuoteHeader({ ...owner, ...fields } as never, visitor)
  if (!header.ok) return header
  const HeaderGuid = header.body.Data!.HeaderGuid
  const firms = await offers.getQuoteFirms(
    {
      QueryType: fields.QueryType!,
      Gsm: owner.Phone,
      NationalNumber: owner.NationalNumber,
      HeaderGuid,
    },
    visitor,
  )
  return { ok: true as const, HeaderGuid, firms: firms.ok ? firms.body.Results! : [] }
}

describe('the pet line', () => {
  const pet = {
    QueryType: 'petsaglik',
    HayvanTuru: 'kopek',
    HayvanIrki: 'golden-retriever',
    HayvanDogumTarihi: day(-900),
    HayvanCinsiyeti: 'disi',
    Kisir: 'evet',
    MikrocipNo: '792001234567890',
    OnHastalik: 'hayir',
    OnHastalikAciklama: '',
  }

  it('lists species, each species breeds and the sexes with get-list', async () => {
    const texts = async (group: string) => {
      const list = await lists.getList(group, visitor)
      return list.ok ? list.body.Results!.map((i) => i.Text) : []
    }
    expect(await texts('EvcilHayvanTuru')).toEqual(['Kedi', 'Köpek'])
    expect(await texts('KediIrki')).toContain('Van Kedisi')
    expect(await texts('KopekIrki')).toContain('Kangal Çoban Köpeği')
    expect(await texts('HayvanCinsiyeti')).toEqual(['Dişi', 'Erkek'])
  })

  it('gets both packages from an insurer that sells both', async () => {
    const quote = await openQuote(pet)
    if (!quote.ok) throw new Error(quote.message)
    expect(quote.firms.length).toBeGreaterThanOrEqual(3)
    const answer = await offers.getFirmOffers(
      { HeaderGuid: quote.HeaderGuid, InsuranceFirm: quote.firms[0]!.Id, QueryType: 'petsaglik' },
      visitor,
    )
    expect(answer.ok && answer.body.Results!.map((o) => o.PackageName)).toEqual([
      'Tedavi',
      'Tedavi + Sorumluluk',
    ])
  })

  it.each([
    '792001234567890',
    '985141000123456',
    '001000000000000',
    '998999999999999',
    '000123456789012',
    '999123456789012',
    '79200123456789',
    '79200123456789A',
  ])('microchip %s: the storefront and the backend agree', async (MikrocipNo) => {
    const quote = await openQuote({ ...pet, MikrocipNo })
    expect(quote.ok).toBe(isMicrochipNumber(MikrocipNo))
  })

  it('refuses a pet older than the insurers take, and a chip that is no chip', async () => {
    const old = await openQuote({ ...pet, HayvanDogumTarihi: day(-10 * 366) })
    expect(old).toMatchObject({ ok: false, status: 409 })
    const chip = await openQuote({ ...pet, MikrocipNo: '999123456789012' })
    expect(chip).toMatchObject({ ok: false, status: 400, message: 'Mikroçip numarası geçersiz.' })
  })
})

describe('the phone line', () => {
  const device = {
    QueryType: 'telefon',
    CepMarkaId: '1',
    CepModelId: '104',
    ImeiNo: '490154203237518',
    SatinAlmaTarihi: day(-40),
    PolicyStart: day(1),
    EMail: 'ayse@example.com',
  }

  it('lists brands (Title, Key) and a brand models by BrandId', async () => {
    const brands = await phone.getPhoneBrands(visitor)
    expect(brands.ok && brands.body.Results).toContainEqual({ Title: 'Apple', Key: '1' })
    const models = await phone.getPhoneModels('1', visitor)
    expect(models.ok && models.body.Results).toContainEqual({
      Id: '104',
      Title: 'iPhone 17',
      BrandId: '1',
      ListPrice: 69_999,
    })
  })

  const draftOf = (ip: string): QuoteDraft =>
    ({
      data: {
        entry: owner,
        steps: {
          cihaz: {
            data: {
              form: device,
              brand: 'Apple',
              model: 'iPhone 17',
              visitor: { ip, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
            },
          },
        },
      },
    }) as unknown as QuoteDraft

  it('sends every field of the spec Phone offer, and /mobilephone/teklif answers with offers', async () => {
    const quote = await openQuote(device)
    if (!quote.ok) throw new Error(quote.message)
    const request = phoneOffer.phoneOfferOf(
      draftOf('203.0.113.7'),
      quote.firms[0]!.Id,
      quote.HeaderGuid,
    )
    expect(Object.keys(request).sort()).toEqual([...phoneOfferFields].sort())
    expect(request).toMatchObject({
      IPAddress: '203.0.113.7',
      CepMarka: 'Apple',
      CepModel: 'iPhone 17',
      ImeiNo: '490154203237518',
    })
    const answer = await phone.requestPhoneOffer(request, visitor)
    expect(answer.ok && answer.body.Results!.map((o) => o.PackageName)).toEqual([
      'Ekran Koruma',
      'Kaza Hasarı',
      'Kaza + Hırsızlık',
    ])
    const noVisitor = phoneOffer.phoneOfferOf(draftOf(''), quote.firms[0]!.Id, quote.HeaderGuid)
    expect(await phone.requestPhoneOffer(noVisitor, visitor)).toMatchObject({
      ok: false,
      status: 400,
    })
    const otherImei = { ...request, ImeiNo: '356938035643809' }
    expect(await phone.requestPhoneOffer(otherImei, visitor)).toMatchObject({
      ok: false,
      status: 409,
    })
    const viaNewListOffer = await offers.getFirmOffers(
      { HeaderGuid: quote.HeaderGuid, InsuranceFirm: quote.firms[0]!.Id, QueryType: 'telefon' },
      visitor,
    )
    expect(viaNewListOffer).toMatchObject({ ok: false, status: 400 })
  })

  it.each([
    '490154203237518',
    '356938035643809',
    '000000000000000',
    '490154203237519',
    '356938035643800',
    '49015420323751',
    '4901542032375180',
  ])('IMEI %s: the storefront and the backend agree', async (ImeiNo) => {
    const quote = await openQuote({ ...device, ImeiNo })
    expect(quote.ok).toBe(isImei(ImeiNo))
  })

  it('refuses a wrong IMEI, an old phone and a start too far ahead', async () => {
    expect(await openQuote({ ...device, ImeiNo: '490154203237519' })).toMatchObject({
      ok: false,
      message: 'IMEI numarası geçersiz.',
    })
    expect(await openQuote({ ...device, SatinAlmaTarihi: day(-400) })).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(await openQuote({ ...device, PolicyStart: day(31) })).toMatchObject({
      ok: false,
      status: 400,
    })
  })
})
