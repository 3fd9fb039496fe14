import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { coverStartedMessage, installmentOptions } from '../payments/bank.ts'
import { latestOfAttempt } from '../payments/card-start.ts'
import { offerOfQuote, paymentState, policyOfOffer, policyOfQuote } from '../payments/store.ts'
import { coverHasStarted, quotedPeriod } from '../payments/policies.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { paymentCodes } from '../payments/sale-checks.ts'

type Env = { Variables: { caller: Caller } }

/** The payment API: an offer's installment options, and a checkout's state. */
export function paymentService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/api/payment/payment-detail', async (c) => {
      const body = await readBody(c)
      const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      // The offer's own limit: the card's bank may allow fewer, which its card page shows.
      const max = found.offer.MaxInstallments
      const premiumKurus = Math.round(found.offer.Premium * 100)
      return ok(c, {
        Data: {
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
      // The checkout's payment: the latest card tried under its one-time key.
      const asked = body.AttemptKey ? await latestOfAttempt(db, body.AttemptKey) : undefined
      const last = asked && asked.offer_id === found.offer.OfferId ? asked : null
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
                WithdrawnOn: policy.withdrawn_at
                  ? todayInTurkey(new Date(policy.withdrawn_at))
                  : null,
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
