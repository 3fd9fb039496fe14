import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agencyForFile, startAgency, type RunningAgency } from '../support/agency.ts'
import { pdfText } from '../support/pdf.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// The storefront's upstream modules against the real built-in backend over HTTP.
await agencyForFile()
const vehicle = await import('~/upstream/vehicle.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const print = await import('~/upstream/print.server.ts')
const context = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }

const daysFromToday = (iso: string) =>
  Math.round((Date.parse(iso) - Date.parse(isoDayInTurkey(0))) / 86_400_000)

/** The demo owner's vehicle by plate and one of its documents (registration or ASBIS number). */
const ownersVehicle = (
  plate: string,
  document: { LicensePermitNumber: string } | { AsbisNumber: string },
) =>
  vehicle.queryVehicle(
    vehicle.vehicleQuery({
      NationalNumber: owner.NationalNumber,
      LicensePlateNumber: plate,
      ...document,
    }),
    context,
  )

async function quoteWithOffers(queryType: 'kasko' | 'trafik', plate: string) {
  const { HeaderGuid, firms } = await quoteWithFirms(
    {
      QueryType: queryType,
      ...owner,
      LicensePlateNumber: plate,
      ...(queryType === 'kasko'
        ? { RadioPrice: 15000, NavigationPrice: 0, SteelWheelPrice: 0, OtherAccessoryPrice: 0 }
        : {}),
    },
    context,
  )
  const answers = await Promise.all(
    firms.map((firm) =>
      offers.getFirmOffers({ HeaderGuid, InsuranceFirm: firm.Id, QueryType: queryType }, context),
    ),
  )
  return { HeaderGuid, firms, answers }
}

describe('vehicle calls', () => {
  it('finds the kasko-eligible demo plate with its registration document', async () => {
    const result = await ownersVehicle('66 abc 123', { LicensePermitNumber: 'AB123456' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const found = result.body.Data!
    expect(result.body.StatusCode).toBe(1010)
    expect(found).toMatchObject({
      LicensePlateNumber: '66ABC123',
      BrandName: 'Renault',
      ModelName: 'Clio',
      ModelYear: 2022,
    })
    expect(found.FrameNumber).toMatch(/^VF1[A-Z0-9]{14}$/)
    expect(found.CascoValue).toBeGreaterThan(500_000)
    expect(daysFromToday(found.PolicyEndDate!)).toBe(120)
  })

  it('also answers by ASBIS number, and tells the demo plate that ends in 10 days', async () => {
    const result = await ownersVehicle('06BZK10', { AsbisNumber: '1234567890123456789' })
    expect(result.ok && daysFromToday(result.body.Data!.PolicyEndDate!)).toBe(10)
  })

  it('says so in Turkish when the plate is not registered', async () => {
    const result = await ownersVehicle('34YOK404', { LicensePermitNumber: 'AB123456' })
    expect(result.ok).toBe(false)
    if (result.ok || result.kind !== 'http') return
    expect(result.status).toBe(404)
    expect(result.body?.StatusCode).toBe(1007)
    expect(result.message).toMatch(/bulunamadı/)
  })

  it('rejects a malformed registration document', async () => {
    const result = await ownersVehicle('66ABC123', { LicensePermitNumber: 'A1234' })
    expect(!result.ok && result.message).toMatch(/belge seri/)
  })

  it('lists brands with models and years, and vehicle, usage and fuel types', async () => {
    const brands = await vehicle.getVehicleBrandsWithModels('kasko', context)
    expect(brands.ok).toBe(true)
    if (!brands.ok) return
    const names = brands.body.Results!.map((b) => b.BrandName)
    expect(names).toEqual(
      expect.arrayContaining(['Renault', 'Fiat', 'Toyota', 'Togg', 'Mercedes-Benz']),
    )
    const togg = brands.body.Results!.find((b) => b.BrandName === 'Togg')!
    expect(togg.Models[0]!.ModelYears[0]).toMatchObject({ ModelYear: 2026 })
    const types = await vehicle.getVehicleTypes('trafik', context)
    expect(types.ok && types.body.Results!.map((t) => t.Text)).toEqual(
      expect.arrayContaining(['Otomobil', 'Kamyonet', 'Minibüs', 'Motosiklet']),
    )
    expect(types.ok && types.body.Data!.FuelTypes.length).toBeGreaterThanOrEqual(4)
  })

  it('saves the owner’s correction for a plate the registry does not know', async () => {
    const correctUnknownPlate = (FuelType: string) =>
      vehicle.updateVehicle(
        vehicle.vehicleQuery({
          NationalNumber: owner.NationalNumber,
          LicensePlateNumber: '34YOK404',
          BrandCodeFull: '012001',
          ModelYear: 2024,
          UsingType: 'hususi',
          FuelType,
        }),
        context,
      )
    const saved = await correctUnknownPlate('elektrik')
    expect(saved.ok && saved.body.Data).toMatchObject({
      BrandName: 'Togg',
      ModelYear: 2024,
      IsCorrected: true,
    })
    const again = await ownersVehicle('34YOK404', { LicensePermitNumber: 'AB123456' })
    expect(again.ok && again.body.Data!.ModelName).toMatch(/T10X/)
    const wrongFuel = await correctUnknownPlate('dizel')
    expect(!wrongFuel.ok && wrongFuel.message).toMatch(/yakıt/)
  })
})

describe('quotes, offers and comparison', () => {
  it('refuses a quote for a policy ending in 10 days with the first quote date', async () => {
    const header = await offers.createQuoteHeader(
      { QueryType: 'trafik', ...owner, LicensePlateNumber: '06BZK10' },
      context,
    )
    expect(header.ok).toBe(false)
    if (header.ok) return
    expect(header.kind === 'http' && header.body?.StatusCode).toBe(1007)
    expect(header.message).toMatch(
      /sona eriyor; yeni teklif \d{2}\.\d{2}\.\d{4} tarihinden itibaren/,
    )
  })

  it('gets at least five insurers with kasko offers priced in TL', async () => {
    const { firms, answers } = await quoteWithOffers('kasko', '66ABC123')
    expect(firms.length).toBeGreaterThanOrEqual(5)
    for (const answer of answers) {
      expect(answer.ok).toBe(true)
      if (!answer.ok) continue
      for (const offer of answer.body.Results!) {
        expect(offer.Premium).toBeGreaterThan(5_000)
        expect(Math.round(offer.Premium * 100) / 100).toBe(offer.Premium)
        expect(offer.MaxInstallments).toBeGreaterThan(1)
        expect(offer.Coverages.some((c) => c.Key)).toBe(true)
      }
    }
    const premiums = answers.flatMap((a) => (a.ok ? a.body.Results!.map((o) => o.Premium) : []))
    expect(new Set(premiums).size).toBeGreaterThan(10)
  })

  it('answers the same offer ids when an insurer is asked again', async () => {
    const { HeaderGuid, firms, answers } = await quoteWithOffers('trafik', '66ABC123')
    const again = await offers.getFirmOffers(
      { HeaderGuid, InsuranceFirm: firms[0]!.Id, QueryType: 'trafik' },
      context,
    )
    const ids = (r: (typeof answers)[number]) => (r.ok ? r.body.Results!.map((o) => o.OfferId) : [])
    expect(ids(again)).toEqual(ids(answers[0]!))
    const all = await offers.getQuoteOffers(HeaderGuid, context)
    expect(all.ok && all.body.Results!.length).toBe(firms.length * 2)
  })

  it('compares two or three offers side by side', async () => {
    const { answers } = await quoteWithOffers('kasko', '66ABC123')
    const picked = answers.slice(0, 3).map((a) => (a.ok ? a.body.Results![0]!.OfferId : ''))
    const comparison = await offers.comparePackages(picked, context)
    expect(comparison.ok).toBe(true)
    if (!comparison.ok) return
    const data = comparison.body.Data!
    expect(data.Offers.map((o) => o.OfferId)).toEqual(picked)
    const glass = data.Coverages.find((c) => c.Code === 'CAM')!
    expect(glass.Values).toHaveLength(3)
    const tooMany = await offers.comparePackages(picked.slice(0, 1), context)
    expect(!tooMany.ok && tooMany.message).toMatch(/iki ya da üç/)
  })
})

describe('print service', () => {
  it('prints the offer list with insurer names, premiums and intact Turkish letters', async () => {
    const { HeaderGuid, answers } = await quoteWithOffers('kasko', '66ABC123')
    const pdf = await print.getPdf({ Type: 'offers', HeaderGuid }, context)
    expect(pdf.ok).toBe(true)
    if (!pdf.ok) return
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(pdf.body)
    const first = answers[0]!.ok ? answers[0]!.body.Results![0]! : null
    expect(text).toContain(first!.InsurerName)
    expect(text).toContain('Çamlıbel Sigorta A.Ş.')
    expect(text).toContain('Kızılırmak Hayat ve Emeklilik ve Sigorta A.Ş.')
    const premium = new Intl.NumberFormat('tr-TR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(first!.Premium)
    expect(text).toContain(`${premium} TL`)
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} TL X \d+ Taksit/)
    for (const letters of ['ğ', 'ş', 'İ', 'ı', 'Ş', 'ç', 'ö', 'ü']) expect(text).toContain(letters)
    expect(text).toContain('Bozok Sigorta')
    expect(text).toContain('Yozgat')
    expect(text).toContain('Araç: 66 ABC 123 · Renault Clio 2022')
  })

  it('prints a comparison of chosen offers', async () => {
    const { HeaderGuid, answers } = await quoteWithOffers('trafik', '66ABC123')
    const picked = answers.slice(0, 2).map((a) => (a.ok ? a.body.Results![1]!.OfferId : ''))
    const pdf = await print.getPdf({ Type: 'compare', HeaderGuid, OfferIds: picked }, context)
    expect(pdf.ok).toBe(true)
    if (!pdf.ok) return
    const text = await pdfText(pdf.body)
    expect(text).toContain('Zorunlu Trafik Sigortası Teklif Karşılaştırması')
    expect(text).toContain('İhtiyari mali mesuliyet')
    expect(text).toContain('Kalkanlı Sigorta A.Ş.')
  })

  it('answers a Turkish message for an unknown quote', async () => {
    const pdf = await print.getPdf({ Type: 'offers', HeaderGuid: 'yok' }, context)
    expect(!pdf.ok && pdf.message).toBe('Teklif bulunamadı.')
  })
})

describe('collecting offers from a slow and a failing insurer', () => {
  let slowAgency: RunningAgency
  beforeAll(async () => {
    slowAgency = await startAgency({
      insurerSimulation: {
        perInsurer: { MUNZUR: { latencyMs: [4000, 4000] }, ILGAZ: { failureRate: 1 } },
      },
    })
  })
  afterAll(() => slowAgency.stop())

  it('lists the answering insurers first and turns the silent and the failing one into rows', async () => {
    // The upstream modules read their base URL once per process (the first agency), so this
    // second backend is asked over plain HTTP with the same headers.
    const { collectOffers } = await import('~/quote/rules/collect-offers.ts')
    {
      const base = `${slowAgency.url}/offers`
      const post = async (path: string, body: Record<string, string>) =>
        (await fetch(base + path, {
          method: 'POST',
          headers: { SiteId: '36', Authorization: `Bearer ${slowAgency.siteCredential}` },
          body: new URLSearchParams(body),
        }).then((r) => r.json())) as {
          Data?: { HeaderGuid: string }
          Results?: { Id: number; Code: string }[]
          Messages: string[]
          Success: boolean
        }
      const header = await post('/list/Offers/create-header', {
        QueryType: 'trafik',
        ...owner,
        LicensePlateNumber: '66ABC123',
      })
      const HeaderGuid = header.Data!.HeaderGuid
      const firms = await post('/firm/firma/firmalar', {
        QueryType: 'trafik',
        Gsm: owner.Phone,
        NationalNumber: owner.NationalNumber,
        HeaderGuid,
      })
      const started = Date.now()
      const rows = []
      for await (const row of collectOffers(
        firms.Results!,
        async (firm) => {
          const answer = await post('/list/Offers/NewListOffer', {
            HeaderGuid,
            InsuranceFirm: String(firm.Id),
            QueryType: 'trafik',
          })
          return answer.Success
            ? { ok: true as const, offers: answer.Results ?? [] }
            : { ok: false as const, message: answer.Messages[0] }
        },
        { perInsurerTimeoutMs: 1000 },
      )) {
        rows.push({ code: row.firm.Code, status: row.status, at: Date.now() - started, row })
      }
      expect(Date.now() - started).toBeLessThan(3000)
      expect(rows).toHaveLength(firms.Results!.length)
      expect(rows.at(-1)).toMatchObject({ code: 'MUNZUR', status: 'unavailable' })
      expect(rows.find((r) => r.code === 'ILGAZ')!.row).toMatchObject({
        status: 'unavailable',
        reason: 'error',
        detail: 'Ilgaz Güvence şu anda teklif veremiyor.',
      })
      expect(rows.filter((r) => r.status === 'ok').length).toBeGreaterThanOrEqual(5)
      // Streamed: the first answer is listed before the silent insurer's timeout has run out.
      expect(rows[0]!.at).toBeLessThan(1000)
    }
  })
})
