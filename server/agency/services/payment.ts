import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { digits, fail, ok, readBody, type Caller } from '../http.ts'
import { bankOf, coverStartedMessage, installmentOptions } from '../payments/bank.ts'
import {
  expiredIfStale,
  offerOfQuote,
  paymentById,
  paymentState,
  policyOfOffer,
  policyOfQuote,
} from '../payments/store.ts'
import { coverHasStarted, quotedPeriod } from '../payments/policies.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { paymentCodes } from './card-payment.ts'

type Env = { Variables: { caller: Caller } }

/** The payment API: an offer's installment options for a card, and a checkout's state. */
export function paymentService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/api/payment/payment-detail', async (c) => {
      const body = await readBody(c)
      const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      const bin = digits(body.Bin).slice(0, 8)
      const bank = bin.length >= 6 ? bankOf(bin) : null
      const max = Math.min(found.offer.MaxInstallments, bank?.maxInstallments ?? 12)
      const premiumKurus = Math.round(found.offer.Premium * 100)
      return ok(c, {
        Data: {
          Bank: bank?.name ?? null,
          MaxInstallments: max,
          Options: installmentOptions(premiumKurus, max).map((o) => ({
            Installments: o.Installments,
            Amount: Math.round(o.TotalKurus / o.Installments) / 100,
            Total: o.TotalKurus / 100,
          })),
        },
      })
    })
    .post('/api/payment/checkout-status', async (c) => {
      const body = await readBody(c)
      const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      const policy = await policyOfOffer(db, found.offer.OfferId)
      const asked = body.PaymentId ? await paymentById(db, body.PaymentId) : null
      const last =
        asked && asked.offer_id === found.offer.OfferId ? await expiredIfStale(db, asked) : null
      // Another offer of this quote bought: this one can no longer be (one policy per quote).
      const quotePolicy = policy ? null : await policyOfQuote(db, found.quote.header_guid)
      const today = todayInTurkey()
      if (!policy && !quotePolicy && coverHasStarted(found.quote, today)) {
        return fail(c, 409, coverStartedMessage, { StatusCode: paymentCodes.coverStarted })
      }
      // The cover shown before paying: the issued policy's, or the one a purchase today gets.
      const period = policy
        ? { startsOn: policy.starts_on, endsOn: policy.ends_on }
        : quotedPeriod(found.quote, today)
      return ok(c, {
        Data: {
          Policy: policy
            ? {
                PolicyNumber: policy.policy_number,
                Email: policy.email,
                StartsOn: policy.starts_on,
                EndsOn: policy.ends_on,
              }
            : null,
          CoverPeriod: { StartsOn: period.startsOn, EndsOn: period.endsOn },
          Payment: last ? await paymentState(db, last) : null,
          QuotePolicy: quotePolicy
            ? { PolicyNumber: quotePolicy.policy_number, OfferId: quotePolicy.offer_id }
            : null,
        },
      })
    })
}
