import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import type { Messenger } from '../delivery/messenger.ts'
import { digits, fail, ok, readBody, type Caller } from '../http.ts'
import { bankSigner, installmentOptions } from '../payments/bank.ts'
import { sessionSealer } from '../payments/card-session.ts'
import { chargePayment } from '../payments/charge.ts'
import { paymentCodes, saleRefusal } from '../payments/sale-checks.ts'
import { failPayment, offerOfQuote, paymentById, paymentState } from '../payments/store.ts'
import type { Branding } from '../print/branding.ts'

type Env = { Variables: { caller: Caller } }

/**
 * The second payment API (spec §9 "payment method 2"): a card payment with 3D Secure on the
 * provider's own pages. The storefront opens a payment session and sends the payer's browser to
 * the card page with it (bank-acs.ts); complete takes the bank's signed result and charges the
 * card at most once. No card data ever passes through the storefront.
 */
export function cardPaymentService(
  db: AgencyDb,
  options: { siteCredential: string; branding: Branding; messenger: Messenger },
) {
  const signer = bankSigner(options.siteCredential)
  const sealer = sessionSealer(options.siteCredential)

  return new Hono<Env>()
    .post('/api/payment/session', async (c) => {
      const body = await readBody(c)
      const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      const { offer, quote } = found
      if (body.NationalNumber !== quote.national_number || digits(body.Phone) !== quote.phone) {
        return fail(c, 403, 'Bu teklif size ait değil.')
      }
      const refusal = await saleRefusal(db, found, body.TextHash ?? '')
      if (refusal) {
        return fail(c, refusal.status, refusal.message, {
          StatusCode: refusal.StatusCode,
          ...(refusal.Data ? { Data: refusal.Data } : {}),
        })
      }
      const attemptKey = body.AttemptKey ?? ''
      if (!/^[\w-]{16,64}$/.test(attemptKey)) return fail(c, 400, 'Ödeme anahtarı geçersiz.')
      const installments = Number(body.Installments)
      if (
        !Number.isInteger(installments) ||
        installments < 1 ||
        installments > offer.MaxInstallments
      ) {
        return fail(c, 400, `Bu teklif en fazla ${offer.MaxInstallments} taksitle ödenebilir.`)
      }
      const premiumKurus = Math.round(offer.Premium * 100)
      const amount = installmentOptions(premiumKurus, offer.MaxInstallments)[installments - 1]!
      // The amount the payer saw: a premium changed since the page was drawn is not charged.
      if (Math.round(Number(body.Amount) * 100) !== amount.TotalKurus) {
        return fail(
          c,
          409,
          'Teklifin tutarı değişti. Lütfen sayfayı yenileyip tutarı kontrol edin.',
        )
      }
      const returnUrl = body.ReturnUrl ?? ''
      const cancelUrl = body.CancelUrl ?? ''
      if (!/^https?:\/\//.test(returnUrl) || !/^https?:\/\//.test(cancelUrl)) {
        return fail(c, 400, 'Dönüş adresi geçersiz.')
      }
      const session = sealer.seal({
        AttemptKey: attemptKey,
        HeaderGuid: quote.header_guid,
        OfferId: offer.OfferId,
        Installments: installments,
        Email: (body.Email ?? '').trim().slice(0, 254),
        InsuredName: (body.InsuredName ?? '').trim().slice(0, 120),
        TextHash: (body.TextHash ?? '').slice(0, 128),
        ReturnUrl: returnUrl,
        CancelUrl: cancelUrl,
        ClientRef: (body.ClientRef ?? '').slice(0, 200),
      })
      return ok(c, {
        Data: {
          CardPageUrl: `${new URL(c.req.url).origin}/bank/kart`,
          CardPageFields: { Session: session },
          Amount: amount.TotalKurus / 100,
        },
      })
    })
    .post('/api/payment/3d-complete', async (c) => {
      const body = await readBody(c)
      const found = await paymentById(db, body.PaymentId ?? '')
      // Nothing posted is believed: the payment must exist, and the result must carry the bank's
      // signature over what the bank itself recorded for it.
      if (
        !found ||
        !found.md_status ||
        body.mdStatus !== found.md_status ||
        !signer.verify(found.id, found.md_status, body.Signature ?? '')
      ) {
        return fail(c, 403, 'Bankadan gelen doğrulama sonucu geçersiz.')
      }
      if (found.status === 'awaiting_3d') {
        if (found.md_status === '1')
          await chargePayment(db, options.messenger, found, options.branding)
        else if (found.md_status === '4')
          await failPayment(db, found.id, 'three_d_not_enrolled', '4')
        else await failPayment(db, found.id, 'three_d_failed', found.md_status)
      }
      const state = await paymentState(db, (await paymentById(db, found.id))!)
      return ok(c, {
        StatusCode: state.Status === 'paid' ? paymentCodes.paid : paymentCodes.failed,
        Data: state,
      })
    })
}
