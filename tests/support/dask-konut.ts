import { expect } from 'vitest'
import type { RunningAgency } from './agency.ts'

export interface ChainItem {
  Id: string
  Text: string
  [extra: string]: unknown
}
export interface PropertyOffer {
  OfferId: string
  InsurerCode: string
  PackageCode: string
  PackageName: string
  Premium: number
  MaxInstallments: number
  Coverages: { Code: string; Name: string; Value: string; Key: boolean }[]
}

// Demo addresses of the README ("Demo addresses (DASK and konut)").
export const liseCaddesi12Flat3 = '4403156956'
export const ataturkBulvari45Flat5 = '2194693880'
export const bagdatCaddesi318Flat7 = '5941225861'
/** The building at Lise Caddesi 12 as the storefront's DASK step declares it. */
export const liseCaddesi12Building = {
  DaskInsaTarzi: 'betonarme',
  DaskInsaYili: '2000-2006',
  DaskKullanimSekli: 'mesken',
  FloorCount: '5',
  GrossArea: '120',
  DaskHasarDurumu: 'hasarsiz',
}
export const owner = { NationalNumber: '10000000146', Phone: '5321234567' }
export const company = '1234567890'

/** The backend's DASK and konut calls as a site posts them (form fields, site credential). */
export function propertyCalls(agency: RunningAgency) {
  const post = (path: string, body: Record<string, string> = {}) =>
    fetch(agency.url + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        SiteId: '36',
        Authorization: `Bearer ${agency.siteCredential}`,
      },
      body: new URLSearchParams(body),
    })
  const results = async (path: string, body: Record<string, string> = {}) => {
    const response = await post(path, body)
    expect(response.status).toBe(200)
    return ((await response.json()) as { Results: ChainItem[] }).Results
  }
  const pick = (items: ChainItem[], text: string) => {
    const found = items.find((i) => i.Text === text || i.Text.startsWith(text))
    if (!found) throw new Error(`${text} yok: ${items.map((i) => i.Text).join(', ')}`)
    return found.Id
  }

  /** A quote header for `who`, then every insurer's offers for it. */
  async function offersFor(queryType: string, details: Record<string, string>, who = owner) {
    const header = await post('/offers/list/Offers/create-header', {
      QueryType: queryType,
      ...who,
      ...details,
    })
    const headerBody = await header.json()
    if (header.status !== 200) throw new Error(headerBody.Messages[0])
    const HeaderGuid = headerBody.Data.HeaderGuid as string
    const firms = await results('/offers/firm/firma/firmalar', {
      QueryType: queryType,
      Gsm: who.Phone,
      NationalNumber: who.NationalNumber,
      HeaderGuid,
    })
    const answers = await Promise.all(
      firms.map(async (firm) => {
        const response = await post('/offers/list/Offers/NewListOffer', {
          HeaderGuid,
          InsuranceFirm: firm.Id,
          QueryType: queryType,
        })
        expect(response.status).toBe(200)
        return ((await response.json()) as { Results: PropertyOffer[] }).Results
      }),
    )
    return { HeaderGuid, firms, offers: answers.flat() }
  }

  return { post, results, pick, offersFor }
}
