import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Selectable } from 'kysely'
import { quotesLine } from '../catalogue/store.ts'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { roundLira } from '../pricing/money.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { quoteCodes } from './codes.ts'
import { quoteLines, tariffOf } from './lines.ts'
import { behaviourOf, drawLatency, type InsurerSimulation } from './simulation.ts'
import { offersOfInsurer, type OfferData } from './store.ts'

/**
 * Hours an offer can be bought: the storefront keeps a quote's draft a day after its last change
 * (DRAFT_RETENTION_MS in app/quote/draft-store.server.ts, Tekliflerim's rule) and the offers PDF
 * says so; an offer's ValidUntil is the Turkish day that day ends on.
 */
export const OFFER_KEPT_HOURS = 24

export type QuoteRow = Selectable<AgencyDatabase['quotes']>

export type InsurerAnswer =
  | { ok: true; offers: OfferData[] }
  | { ok: false; status: 400 | 404 | 409 | 500; message: string; code: number }

/**
 * One insurer's offers for a quote, as every offer call of the offers service answers them:
 * priced by the insurer's tariff after its latency, failing at its rate, stored with stable ids.
 * An insurer that already answered the quote answers the same offers again, at once; one that
 * takes none of the insured (an age limit, a health declaration) says why, as the offers page
 * shows it in the insurer's row.
 */
export async function answerAsInsurer(
  db: AgencyDb,
  simulation: InsurerSimulation,
  quote: QuoteRow,
  firm: string,
): Promise<InsurerAnswer> {
  const insurer = await db
    .selectFrom('insurers')
    .selectAll()
    // An id past PostgreSQL's integer would fail the query; it names no insurer either way.
    .where((eb) => (/^\d{1,9}$/.test(firm) ? eb('id', '=', Number(firm)) : eb('code', '=', firm)))
    .executeTakeFirst()
  const tariff = insurer && tariffOf(insurer.code)
  if (!insurer || !tariff || !quotesLine(insurer, quote.query_type)) {
    return {
      ok: false,
      status: 404,
      message: 'Bu sigorta şirketi bu ürün için teklif vermiyor.',
      code: quoteCodes.validasyon_hatasi,
    }
  }
  const stored = await offersOfInsurer(db, quote.header_guid, insurer.id)
  if (stored.length > 0) return { ok: true, offers: stored }

  const behaviour = behaviourOf(simulation, insurer.code)
  await sleep(drawLatency(behaviour.latencyMs))
  if (Math.random() < behaviour.failureRate) {
    return {
      ok: false,
      status: 500,
      message: `${insurer.short_name} şu anda teklif veremiyor.`,
      code: quoteCodes.final_step_hata,
    }
  }
  const line = quoteLines[quote.query_type]
  if (!line) {
    return {
      ok: false,
      status: 400,
      message: 'Bu ürün için çevrimiçi teklif verilmiyor.',
      code: quoteCodes.validasyon_hatasi,
    }
  }
  const packages = line.price(quote.details, tariff, insurer.code)
  if (packages.length === 0) {
    return {
      ok: false,
      status: 409,
      message:
        'Teklif alınamadı: sigortalanan, şirketin kabul koşullarına (yaş sınırı, sağlık beyanı) uymuyor.',
      code: quoteCodes.gonderilen_bilgiler_yanlis,
    }
  }
  const createdAt = new Date().toISOString()
  await db
    .insertInto('offers')
    .values(
      packages.map((p) => ({
        id: randomUUID(),
        header_guid: quote.header_guid,
        insurer_id: insurer.id,
        package_code: p.code,
        package_name: p.name,
        premium_kurus: Math.round(roundLira(p.premium) * 100),
        max_installments: p.maxInstallments,
        coverages: JSON.stringify(p.coverages),
        valid_until: todayInTurkey(new Date(Date.now() + OFFER_KEPT_HOURS * 3_600_000)),
        created_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.columns(['header_guid', 'insurer_id', 'package_code']).doNothing())
    .execute()
  return { ok: true, offers: await offersOfInsurer(db, quote.header_guid, insurer.id) }
}
