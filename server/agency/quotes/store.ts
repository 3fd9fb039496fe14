import type { Insertable } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { storedCoverages, type Coverage } from './quote-line.ts'

// The quotes' data: each quote header, its insurers' offers and the phone line's requests.

export const quoteByHeaderGuid = (db: AgencyDb, headerGuid: string | undefined) =>
  db
    .selectFrom('quotes')
    .selectAll()
    .where('header_guid', '=', headerGuid ?? '')
    .executeTakeFirst()

export const insertQuote = (db: AgencyDb, quote: Insertable<AgencyDatabase['quotes']>) =>
  db.insertInto('quotes').values(quote).execute()

/** A phone offer's request kept as evidence: the device and the visitor who asked for it. */
export const recordPhoneOfferRequest = (
  db: AgencyDb,
  request: Omit<Insertable<AgencyDatabase['phone_offer_requests']>, 'created_at'>,
) =>
  db
    .insertInto('phone_offer_requests')
    .values({ ...request, created_at: new Date().toISOString() })
    .execute()

/** An offer in the provider's field names, as NewListOffer, compare-package and print use it. */
export interface OfferData {
  OfferId: string
  HeaderGuid: string
  InsuranceFirm: number
  InsurerCode: string
  InsurerName: string
  InsurerShortName: string
  PackageCode: string
  PackageName: string
  Premium: number
  MaxInstallments: number
  Coverages: Coverage[]
  ValidUntil: string
}

function offersQuery(db: AgencyDb) {
  return db
    .selectFrom('offers')
    .innerJoin('insurers', 'insurers.id', 'offers.insurer_id')
    .select([
      'offers.id',
      'offers.header_guid',
      'offers.insurer_id',
      'offers.package_code',
      'offers.package_name',
      'offers.premium_kurus',
      'offers.max_installments',
      'offers.coverages',
      'offers.valid_until',
      'insurers.code as insurer_code',
      'insurers.name as insurer_name',
      'insurers.short_name as insurer_short_name',
    ])
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offersQuery>['execute']>>[number]

const toOfferData = (r: OfferRow): OfferData => ({
  OfferId: r.id,
  HeaderGuid: r.header_guid,
  InsuranceFirm: r.insurer_id,
  InsurerCode: r.insurer_code,
  InsurerName: r.insurer_name,
  InsurerShortName: r.insurer_short_name,
  PackageCode: r.package_code,
  PackageName: r.package_name,
  Premium: r.premium_kurus / 100,
  MaxInstallments: r.max_installments,
  Coverages: storedCoverages(r.coverages),
  ValidUntil: r.valid_until,
})

const byPremium = (a: OfferData, b: OfferData) => a.Premium - b.Premium

export async function offersOfInsurer(db: AgencyDb, headerGuid: string, insurerId: number) {
  const rows = await offersQuery(db)
    .where('offers.header_guid', '=', headerGuid)
    .where('offers.insurer_id', '=', insurerId)
    .execute()
  return rows.map(toOfferData).sort(byPremium)
}

export async function offersOfQuote(db: AgencyDb, headerGuid: string) {
  const rows = await offersQuery(db).where('offers.header_guid', '=', headerGuid).execute()
  return rows.map(toOfferData).sort(byPremium)
}

/** The offers with these ids, in the order asked for. */
export async function offersByIds(db: AgencyDb, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await offersQuery(db).where('offers.id', 'in', ids).execute()
  const found = rows.map(toOfferData)
  return ids.flatMap((id) => found.filter((o) => o.OfferId === id))
}

/** OfferIds arrive as a JSON array (the upstream client's encoding) or comma-separated. */
export function parseOfferIds(text: string | undefined): string[] {
  if (!text) return []
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed)) return [...new Set(parsed.map(String).filter(Boolean))]
  } catch {
    // not JSON: comma-separated below
  }
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}
