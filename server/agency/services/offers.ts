import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { allInsurers, quotesLine } from '../catalogue/store.ts'
import type { AgencyDb } from '../db/database.ts'
import { digits, fail, ok, readBody, type Body, type Caller } from '../http.ts'
import { quoteCodes } from '../quotes/codes.ts'
import { quoteLines, tariffOf } from '../quotes/lines.ts'
import { answerAsInsurer } from '../quotes/insurer-answer.ts'
import type { InsurerSimulation } from '../quotes/simulation.ts'
import {
  insertQuote,
  offersByIds,
  offersOfQuote,
  parseOfferIds,
  quoteByHeaderGuid,
} from '../quotes/store.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { isPassportNumber, passportLines } from '../rules/identity.ts'
import { lineOfQueryType } from '../rules/product-lines.ts'

type Env = { Variables: { caller: Caller } }

const invalid = { StatusCode: quoteCodes.validasyon_hatasi }

/** Who asks is kept in the quote's own columns; the rest is what a renewal carries over. */
const identityFields = new Set(['QueryType', 'NationalNumber', 'Phone', 'Gsm'])
const headerFieldsOf = (body: Body) =>
  Object.fromEntries(Object.entries(body).filter(([name]) => !identityFields.has(name)))

/**
 * The offers service: a quote header from the wizard's data, the insurers quoting the line, each
 * insurer's offers (priced by its tariff, answered with its own latency and failure rate, stored
 * with stable ids) and the side-by-side comparison of two or three offers.
 */
export function offersService(db: AgencyDb, simulation: InsurerSimulation) {
  return new Hono<Env>()
    .post('/list/Offers/create-header', async (c) => {
      const body = await readBody(c)
      const queryType = lineOfQueryType(body.QueryType) ?? ''
      const line = quoteLines[queryType]
      if (!line) return fail(c, 400, 'Bu ürün için çevrimiçi teklif verilmiyor.', invalid)
      const nationalNumber = body.NationalNumber?.trim() ?? ''
      const phone = digits(body.Phone ?? body.Gsm).replace(/^(90|0)(?=5\d{9}$)/, '')
      // Spec §5: a passport number replaces the national number on seyahat and yabancı.
      const byPassport = passportLines.has(queryType) && isPassportNumber(nationalNumber)
      if (!byPassport && !/^\d{10,11}$/.test(nationalNumber)) {
        return fail(c, 400, 'Kimlik numarası geçersiz.', invalid)
      }
      if (!/^5\d{9}$/.test(phone)) return fail(c, 400, 'Cep telefonu numarası geçersiz.', invalid)
      const prepared = await line.prepare(body, { db, nationalNumber, today: todayInTurkey() })
      if ('error' in prepared) {
        return prepared.code === 'validation'
          ? fail(c, 400, prepared.error, invalid)
          : fail(c, 409, prepared.error, { StatusCode: quoteCodes.gonderilen_bilgiler_yanlis })
      }
      const headerGuid = randomUUID()
      const createdAt = new Date().toISOString()
      await insertQuote(db, {
        header_guid: headerGuid,
        query_type: queryType,
        national_number: nationalNumber,
        phone,
        details: prepared.details,
        header_fields: JSON.stringify(headerFieldsOf(body)),
        created_at: createdAt,
      })
      return ok(c, {
        StatusCode: quoteCodes.islem_basarili,
        Data: { HeaderGuid: headerGuid, QueryType: body.QueryType, CreatedAt: createdAt },
      })
    })
    .post('/firm/firma/firmalar', async (c) => {
      const body = await readBody(c)
      const quote = await quoteByHeaderGuid(db, body.HeaderGuid)
      if (!quote) return fail(c, 404, 'Teklif bulunamadı. Lütfen yeniden başlayın.', invalid)
      if (
        lineOfQueryType(body.QueryType) !== quote.query_type ||
        body.NationalNumber?.trim() !== quote.national_number
      ) {
        return fail(c, 400, 'Teklif bilgileri eşleşmiyor.', {
          StatusCode: quoteCodes.gonderilen_bilgiler_yanlis,
        })
      }
      const insurers = await allInsurers(db)
      const quoting = insurers.filter((r) => quotesLine(r, quote.query_type) && tariffOf(r.code))
      return ok(c, {
        StatusCode: quoteCodes.islem_basarili,
        Results: quoting.map((r) => ({
          Id: r.id,
          Code: r.code,
          Name: r.name,
          ShortName: r.short_name,
        })),
      })
    })
    .post('/list/Offers/NewListOffer', async (c) => {
      const body = await readBody(c)
      const quote = await quoteByHeaderGuid(db, body.HeaderGuid)
      if (!quote) return fail(c, 404, 'Teklif bulunamadı. Lütfen yeniden başlayın.', invalid)
      if (body.QueryType && lineOfQueryType(body.QueryType) !== quote.query_type) {
        return fail(c, 400, 'Teklif bilgileri eşleşmiyor.', {
          StatusCode: quoteCodes.gonderilen_bilgiler_yanlis,
        })
      }
      // The phone line's insurers are asked with the visitor's details (spec §7).
      if (quote.query_type === 'telefon') {
        return fail(c, 400, 'Cep telefonu teklifleri /mobilephone/teklif ile alınır.', invalid)
      }
      const answer = await answerAsInsurer(db, simulation, quote, body.InsuranceFirm ?? '')
      return answer.ok
        ? ok(c, { StatusCode: quoteCodes.islem_basarili, Results: answer.offers })
        : fail(c, answer.status, answer.message, { StatusCode: answer.code })
    })
    .post('/list/Offers/get-offers', async (c) => {
      const quote = await quoteByHeaderGuid(db, (await readBody(c)).HeaderGuid)
      if (!quote) return fail(c, 404, 'Teklif bulunamadı. Lütfen yeniden başlayın.', invalid)
      return ok(c, {
        StatusCode: quoteCodes.islem_basarili,
        Results: await offersOfQuote(db, quote.header_guid),
      })
    })
    .post('/api/teklif/teklifler-filtre', async (c) => {
      const body = await readBody(c)
      const quote = await quoteByHeaderGuid(db, body.HeaderGuid)
      if (!quote) return fail(c, 404, 'Teklif bulunamadı. Lütfen yeniden başlayın.', invalid)
      const filter = parseOfferFilter(body)
      if ('error' in filter) return fail(c, 400, filter.error, invalid)
      const offers = await offersOfQuote(db, quote.header_guid)
      return ok(c, {
        StatusCode: quoteCodes.islem_basarili,
        Results: offers.filter((o) => matchesFilter(o, filter)),
      })
    })
    .post('/firm/Packages/compare-package', async (c) => {
      const ids = parseOfferIds((await readBody(c)).OfferIds)
      if (ids.length < 2 || ids.length > 3) {
        return fail(c, 400, 'Karşılaştırmak için iki ya da üç teklif seçiniz.', invalid)
      }
      const offers = await offersByIds(db, ids)
      if (offers.length !== ids.length) return fail(c, 404, 'Seçilen teklif bulunamadı.', invalid)
      if (new Set(offers.map((o) => o.HeaderGuid)).size !== 1) {
        return fail(
          c,
          400,
          'Yalnızca aynı teklif çalışmasındaki teklifler karşılaştırılabilir.',
          invalid,
        )
      }
      return ok(c, {
        StatusCode: quoteCodes.islem_basarili,
        Data: { HeaderGuid: offers[0]!.HeaderGuid, Offers: offers, Coverages: compareRows(offers) },
      })
    })
}

interface OfferFilter {
  /** Insurer ids; empty for every insurer. */
  insurers: number[]
  packageCode: string | null
  /** At least this many installments. */
  installments: number | null
}

/**
 * teklifler-filtre's criteria, each optional: InsuranceFirm (one id, a JSON array or
 * comma-separated ids), PackageCode (the line's package, e.g. `genis`) and InstallmentCount (the
 * least number of installments the offer must allow, 1–12).
 */
function parseOfferFilter(
  body: Record<string, string | undefined>,
): OfferFilter | { error: string } {
  const insurers = parseOfferIds(body.InsuranceFirm).map(Number)
  if (insurers.some((id) => !Number.isInteger(id) || id <= 0)) {
    return { error: 'Sigorta şirketi geçersiz.' }
  }
  const packageCode = body.PackageCode?.trim() || null
  const count = body.InstallmentCount?.trim()
  const installments = count ? Number(count) : null
  if (
    installments !== null &&
    !(Number.isInteger(installments) && installments >= 1 && installments <= 12)
  ) {
    return { error: 'Taksit sayısı 1 ile 12 arasında olmalıdır.' }
  }
  return { insurers, packageCode, installments }
}

const matchesFilter = (
  offer: { InsuranceFirm: number; PackageCode: string; MaxInstallments: number },
  filter: OfferFilter,
) =>
  (filter.insurers.length === 0 || filter.insurers.includes(offer.InsuranceFirm)) &&
  (filter.packageCode === null || offer.PackageCode === filter.packageCode) &&
  (filter.installments === null || offer.MaxInstallments >= filter.installments)

/** One row per coverage, with each offer's value in the offers' order ('—' where it lacks one). */
export function compareRows(
  offers: { Coverages: { Code: string; Name: string; Value: string }[] }[],
) {
  const rows: { Code: string; Name: string; Values: string[] }[] = []
  for (const offer of offers) {
    for (const coverage of offer.Coverages) {
      if (!rows.some((r) => r.Code === coverage.Code)) {
        rows.push({ Code: coverage.Code, Name: coverage.Name, Values: [] })
      }
    }
  }
  for (const row of rows) {
    row.Values = offers.map((o) => o.Coverages.find((cv) => cv.Code === row.Code)?.Value ?? '—')
  }
  return rows
}
