import { randomBytes, randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import type { Messenger } from '../delivery/messenger.ts'
import { outboxMessenger } from '../delivery/outbox.ts'
import { digits, fail, ok, readBody, type Caller } from '../http.ts'
import {
  bankOf,
  bankSigner,
  brandOf,
  coverStartedMessage,
  failureMessages,
  hashSmsCode,
  installmentOptions,
  passesLuhn,
  scenarioOf,
} from '../payments/bank.ts'
import { chargePayment } from '../payments/charge.ts'
import { coverHasStarted } from '../payments/policies.ts'
import {
  expiredIfStale,
  failPayment,
  offerOfQuote,
  paymentById,
  paymentState,
  policyOfOffer,
  policyOfQuote,
  type PaymentRow,
} from '../payments/store.ts'
import type { Branding } from '../print/branding.ts'
import { formatPremium } from '../print/document.ts'
import { todayInTurkey } from '../registry/dates.ts'

type Env = { Variables: { caller: Caller } }

/** Result codes of the payment calls; the storefront acts on them. */
export const paymentCodes = {
  paid: 3000,
  awaiting3d: 3001,
  failed: 3002,
  alreadyPaid: 3003,
  contractsMissing: 3004,
  /** Another offer of the quote has its policy: one quote buys one policy. */
  quoteInsured: 3005,
  /** The attempt key's open payment was for another card: it is ended, ask again with a new key. */
  attemptReplaced: 3006,
  /** The quote's cover would start on a day already gone (a trip begun, a chosen start passed). */
  coverStarted: 3007,
} as const

/**
 * The second payment API (spec §9 "payment method 2"): a card payment with 3D Secure. Start
 * checks the card and sends the payer to the bank's ACS page; complete takes the bank's signed
 * result and charges the card at most once.
 */
export function cardPaymentService(
  db: AgencyDb,
  options: { siteCredential: string; branding: Branding; messenger: Messenger },
) {
  const signer = bankSigner(options.siteCredential)
  // The 3D Secure code is the demo bank's own message, not the agency's: a real bank sends it
  // itself, so it stays in the outbox whatever the agency's delivery is.
  const bankOutbox = outboxMessenger(db)

  async function answerStart(c: Context, row: PaymentRow) {
    if (row.status === 'awaiting_3d') {
      return ok(c, {
        StatusCode: paymentCodes.awaiting3d,
        Data: {
          PaymentId: row.id,
          AcsUrl: `${new URL(c.req.url).origin}/bank/3d`,
          AcsFields: { PaReq: row.acs_token },
        },
      })
    }
    const state = await paymentState(db, row)
    return ok(c, {
      StatusCode: row.status === 'paid' ? paymentCodes.paid : paymentCodes.failed,
      Data: state,
    })
  }

  return new Hono<Env>()
    .post('/api/payment/3d-start', async (c) => {
      const body = await readBody(c)
      const found = await offerOfQuote(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      const { offer, quote } = found
      if (body.NationalNumber !== quote.national_number || digits(body.Phone) !== quote.phone) {
        return fail(c, 403, 'Bu teklif size ait değil.')
      }
      const existing = await policyOfOffer(db, offer.OfferId)
      if (existing) {
        return fail(c, 409, failureMessages.already_paid, {
          StatusCode: paymentCodes.alreadyPaid,
          Data: { PolicyNumber: existing.policy_number },
        })
      }
      const insured = await policyOfQuote(db, quote.header_guid)
      if (insured) {
        return fail(c, 409, failureMessages.quote_already_insured, {
          StatusCode: paymentCodes.quoteInsured,
          Data: { PolicyNumber: insured.policy_number, OfferId: insured.offer_id },
        })
      }
      if (coverHasStarted(quote, todayInTurkey())) {
        return fail(c, 409, coverStartedMessage, { StatusCode: paymentCodes.coverStarted })
      }
      const accepted = await db
        .selectFrom('contract_acceptances')
        .select('id')
        .where('offer_id', '=', offer.OfferId)
        .executeTakeFirst()
      if (!accepted) {
        return fail(
          c,
          400,
          'Ön bilgilendirme formu ve mesafeli satış sözleşmesi onaylanmadan ödeme alınamaz.',
          { StatusCode: paymentCodes.contractsMissing },
        )
      }
      const attemptKey = body.AttemptKey ?? ''
      if (!/^[\w-]{16,64}$/.test(attemptKey)) return fail(c, 400, 'Ödeme anahtarı geçersiz.')
      const card = digits(body.CardNumber)
      const brand = brandOf(card)
      const month = Number(body.ExpiryMonth)
      const year = Number(body.ExpiryYear)
      const [thisYear, thisMonth] = todayInTurkey().split('-').map(Number) as [number, number]
      const cvc = digits(body.Cvc)
      const holder = (body.CardHolderName ?? '').trim()
      if (card.length < 14 || card.length > 19 || !passesLuhn(card)) {
        return fail(c, 400, 'Kart numarası geçersiz.')
      }
      if (
        !(month >= 1 && month <= 12) ||
        year < thisYear ||
        (year === thisYear && month < thisMonth)
      ) {
        return fail(c, 400, 'Kartın son kullanma tarihi geçmiş.')
      }
      if (cvc.length !== (brand === 'Amex' ? 4 : 3)) return fail(c, 400, 'Güvenlik kodu geçersiz.')
      if (!holder) return fail(c, 400, 'Kart sahibinin adı gereklidir.')
      const bank = bankOf(card.slice(0, 8))
      const installments = Number(body.Installments)
      const max = Math.min(offer.MaxInstallments, bank.maxInstallments)
      if (!Number.isInteger(installments) || installments < 1 || installments > max) {
        return fail(c, 400, `Kartınızın bankası bu teklif için en fazla ${max} taksit yapabiliyor.`)
      }
      const option = installmentOptions(Math.round(offer.Premium * 100), max)[installments - 1]!
      const scenario = scenarioOf(card)
      const id = randomUUID()
      const acsToken = randomBytes(24).toString('base64url')
      const now = new Date().toISOString()
      try {
        await db
          .insertInto('payments')
          .values({
            id,
            attempt_key: attemptKey,
            offer_id: offer.OfferId,
            paid_offer_id: null,
            status: scenario === 'three_d_start_failed' ? 'failed' : 'awaiting_3d',
            outcome: scenario === 'three_d_start_failed' ? scenario : null,
            scenario,
            amount_kurus: option.TotalKurus,
            installments,
            bank_name: bank.name,
            card_brand: brand,
            card_last_four: card.slice(-4),
            holder_name: holder.slice(0, 80),
            email: (body.Email ?? '').trim().slice(0, 254),
            national_number: quote.national_number,
            phone: quote.phone,
            insured_name: (body.InsuredName ?? holder).trim().slice(0, 120),
            return_url: body.ReturnUrl ?? '',
            client_ref: (body.ClientRef ?? '').slice(0, 200),
            acs_token: acsToken,
            sms_code_hash: null,
            md_status: null,
            created_at: now,
            completed_at: scenario === 'three_d_start_failed' ? now : null,
          })
          .execute()
      } catch {
        // The same attempt submitted twice (double click, refresh, two tabs): one payment, one answer.
        const same = await db
          .selectFrom('payments')
          .selectAll()
          .where('attempt_key', '=', attemptKey)
          .executeTakeFirst()
        if (!same || same.offer_id !== offer.OfferId)
          return fail(c, 409, 'Ödeme anahtarı kullanılmış.')
        const open = await expiredIfStale(db, same)
        const sameCard =
          open.card_brand === brand &&
          open.card_last_four === card.slice(-4) &&
          open.holder_name === holder.slice(0, 80) &&
          open.installments === installments
        if (open.status === 'awaiting_3d' && !sameCard) {
          // Back from the bank's page with another card: the first card's payment and its SMS
          // code end here, and the new card gets a payment of its own.
          await failPayment(db, open.id, 'replaced', null)
          return fail(c, 409, 'Bu ödeme denemesi yeni kartla yeniden başlatılmalı.', {
            StatusCode: paymentCodes.attemptReplaced,
          })
        }
        return answerStart(c, open)
      }
      const created = (await paymentById(db, id))!
      if (created.status === 'awaiting_3d' && scenario !== 'three_d_not_enrolled') {
        const code = signer.code(acsToken)
        await db
          .updateTable('payments')
          .set({ sms_code_hash: hashSmsCode(acsToken, code) })
          .where('id', '=', id)
          .execute()
        await bankOutbox.sms({
          phone: quote.phone,
          text: `${bank.name} 3D Secure onay şifreniz: ${code}. ${options.branding.name} için ${formatPremium(option.TotalKurus / 100)} ödeme, kart **** ${card.slice(-4)}.`,
        })
      }
      return answerStart(c, created)
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
