import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, readBody, type Caller } from '../http.ts'
import type { Branding } from '../print/branding.ts'
import { renderOffersPdf } from '../print/offers-pdf.ts'
import { policyPdf } from '../payments/policies.ts'
import { printablePolicyNumber } from '../payments/policy-access.ts'
import { quoteCodes } from '../quotes/codes.ts'
import { quoteLines } from '../quotes/lines.ts'
import { offersByIds, offersOfQuote, parseOfferIds, quoteByHeaderGuid } from '../quotes/store.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { compareRows } from './offers.ts'

type Env = { Variables: { caller: Caller } }

const invalid = { StatusCode: quoteCodes.validasyon_hatasi }

/** The print-PDF service: the offer list, a comparison or an issued policy as a branded PDF. */
export function printService(db: AgencyDb, branding: Branding) {
  return new Hono<Env>().post('/print/Print/GetPdf', async (c) => {
    const body = await readBody(c)
    const language = (body.Language ?? 'tr').toLowerCase()
    if (!['tr', 'tr-tr'].includes(language)) {
      return fail(c, 400, 'Belge yalnızca Türkçe hazırlanabilir.', invalid)
    }
    const type = body.Type ?? 'offers'
    if (type === 'policy') {
      const policyNumber = await printablePolicyNumber(db, body, c.get('caller'))
      const printed = policyNumber ? await policyPdf(db, policyNumber, branding) : null
      if (!printed) return fail(c, 404, 'Poliçe bulunamadı.', invalid)
      return c.body(new Uint8Array(printed.pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="police-${printed.document.policyNumber}.pdf"`,
        'Cache-Control': 'no-store',
      })
    }
    if (type !== 'offers' && type !== 'compare')
      return fail(c, 400, 'Belge türü geçersiz.', invalid)
    const quote = await quoteByHeaderGuid(db, body.HeaderGuid)
    if (!quote) return fail(c, 404, 'Teklif bulunamadı.', invalid)
    const ids = parseOfferIds(body.OfferIds)
    const offers =
      ids.length > 0 ? await offersByIds(db, ids) : await offersOfQuote(db, quote.header_guid)
    if (offers.length === 0 || offers.some((o) => o.HeaderGuid !== quote.header_guid)) {
      return fail(c, 404, 'Yazdırılacak teklif bulunamadı.', invalid)
    }
    if (type === 'compare' && (offers.length < 2 || offers.length > 3)) {
      return fail(c, 400, 'Karşılaştırmak için iki ya da üç teklif seçiniz.', invalid)
    }
    const line = quoteLines[quote.query_type]
    const pdf = await renderOffersPdf({
      type,
      lineName: line?.title ?? quote.query_type,
      subject: line ? line.subject(quote.details) : null,
      offers: type === 'offers' ? [...offers].sort((a, b) => a.Premium - b.Premium) : offers,
      compareRows: type === 'compare' ? compareRows(offers) : [],
      cover: line ? line.period(quote.details, todayInTurkey()) : null,
      today: todayInTurkey(),
      branding,
    })
    const name = type === 'compare' ? 'teklif-karsilastirma' : 'teklifler'
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${quote.query_type}.pdf"`,
      'Cache-Control': 'no-store',
    })
  })
}
