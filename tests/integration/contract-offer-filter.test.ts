import { beforeAll, describe, expect, it } from 'vitest'
import type { Offer, OfferFilterRequest } from '~/upstream/offers.server.ts'
import { resultCodes } from '~/upstream/result-codes.ts'
import { agencyForFile } from '../support/agency.ts'
import { rawCall } from '../support/contract.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'

// The storefront and the built-in backend share no code (the lint rule in eslint.config.js).
// This suite: the offers page's filter, POST /api/teklif/teklifler-filtre (spec §7), through the
// storefront's own client against the real backend over HTTP.
const agency = await agencyForFile()
const offers = await import('~/upstream/offers.server.ts')
const visitor = { member: null }
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }
let HeaderGuid = ''
let all: Offer[] = []

beforeAll(async () => {
  // README demo plate: a Renault Clio 2022 whose policy ends in 120 days.
  const quote = await quoteWithFirms(
    { QueryType: 'trafik', ...owner, LicensePlateNumber: '66ABC123' },
    visitor,
  )
  HeaderGuid = quote.HeaderGuid
  for (const firm of quote.firms) {
    await offers.getFirmOffers({ HeaderGuid, InsuranceFirm: firm.Id, QueryType: 'trafik' }, visitor)
  }
  const stored = await offers.getQuoteOffers(HeaderGuid, visitor)
  all = stored.ok ? (stored.body.Results ?? []) : []
}, 60_000)

async function filtered(criteria: Omit<OfferFilterRequest, 'HeaderGuid'>) {
  const answer = await offers.filterQuoteOffers({ HeaderGuid, ...criteria }, visitor)
  if (!answer.ok) throw new Error(answer.message)
  expect(answer.body.StatusCode).toBe(resultCodes.islem_basarili)
  return answer.body.Results ?? []
}

const ids = (list: Offer[]) => list.map((o) => o.OfferId).sort()

describe('teklifler-filtre', () => {
  it('without criteria answers every stored offer of the quote, cheapest first', async () => {
    expect(all.length).toBeGreaterThan(4)
    const every = await filtered({})
    expect(ids(every)).toEqual(ids(all))
    expect(every.map((o) => o.Premium)).toEqual(
      [...every.map((o) => o.Premium)].sort((a, b) => a - b),
    )
  })

  it('by insurer, package and least installment count, each alone and together', async () => {
    const firm = all[0]!.InsuranceFirm
    expect(ids(await filtered({ InsuranceFirm: firm }))).toEqual(
      ids(all.filter((o) => o.InsuranceFirm === firm)),
    )
    const packageCode = all.at(-1)!.PackageCode
    expect(ids(await filtered({ PackageCode: packageCode }))).toEqual(
      ids(all.filter((o) => o.PackageCode === packageCode)),
    )
    const counts = [...new Set(all.map((o) => o.MaxInstallments))].sort((a, b) => a - b)
    // The demo insurers differ in installments, so a middle count leaves some offers out.
    expect(counts.length).toBeGreaterThan(1)
    const least = counts[1]!
    const withInstallments = await filtered({ InstallmentCount: least })
    expect(ids(withInstallments)).toEqual(ids(all.filter((o) => o.MaxInstallments >= least)))
    expect(withInstallments.length).toBeLessThan(all.length)
    expect(
      ids(await filtered({ InsuranceFirm: firm, PackageCode: packageCode, InstallmentCount: 1 })),
    ).toEqual(ids(all.filter((o) => o.InsuranceFirm === firm && o.PackageCode === packageCode)))
  })

  it('answers an empty list when nothing matches, and refuses what it cannot read', async () => {
    expect(await filtered({ PackageCode: 'yok' })).toEqual([])
    const unknown = await rawCall(agency, '/offers/api/teklif/teklifler-filtre', {
      HeaderGuid: '00000000-0000-0000-0000-000000000000',
    })
    expect(unknown).toMatchObject({
      status: 404,
      body: { StatusCode: resultCodes.validasyon_hatasi },
    })
    for (const body of [{ InstallmentCount: 13 }, { InsuranceFirm: 'KALKAN' }]) {
      const refused = await rawCall(agency, '/offers/api/teklif/teklifler-filtre', {
        HeaderGuid,
        ...body,
      })
      expect(refused.status).toBe(400)
      expect(refused.body.StatusCode).toBe(resultCodes.validasyon_hatasi)
    }
  })
})
