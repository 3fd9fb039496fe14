import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { offerOfQuote, recordContractAcceptance } from '../payments/store.ts'

type Env = { Variables: { caller: Caller } }

/**
 * The contract acceptance on the common API: the pre-information form and the distance sales
 * contract, recorded with time, IP, user agent and a hash of the texts shown, before any payment.
 */
export function contractsService(db: AgencyDb) {
  return new Hono<Env>().post('/api/musteri/sozlesme-kontrol', async (c) => {
    const body = await readBody(c)
    const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
    if (!found) return fail(c, 404, 'Teklif bulunamadı.')
    if (body.NationalNumber !== found.quote.national_number) {
      return fail(c, 403, 'Bu teklif size ait değil.')
    }
    const contractsAccepted = (body.Contracts ?? '').split(',').filter(Boolean)
    if (
      !contractsAccepted.includes('on-bilgilendirme') ||
      !contractsAccepted.includes('mesafeli-satis-sozlesmesi')
    ) {
      return fail(c, 400, 'Sözleşmelerin ikisi de onaylanmalıdır.')
    }
    if (!/^[a-f0-9]{64}$/.test(body.TextHash ?? '')) return fail(c, 400, 'Sözleşme metni eksik.')
    const acceptedAt = new Date().toISOString()
    const ip = body.IPAddress || c.req.header('x-forwarded-for') || ''
    await recordContractAcceptance(db, {
      header_guid: found.offer.HeaderGuid,
      offer_id: found.offer.OfferId,
      national_number: found.quote.national_number,
      contracts: contractsAccepted.join(','),
      text_hash: body.TextHash!,
      ip: ip.slice(0, 64),
      user_agent: (body.UserAgent ?? c.req.header('user-agent') ?? '').slice(0, 300),
      accepted_at: acceptedAt,
    })
    return ok(c, { Data: { AcceptedAt: acceptedAt }, Messages: ['Sözleşmeler onaylandı.'] })
  })
}
