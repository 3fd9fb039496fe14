import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { Messenger } from '../delivery/messenger.ts'
import { formatPremium } from '../print/document.ts'
import { bankOf, bankSigner, brandOf, hashSmsCode, installmentOptions, scenarioOf } from './bank.ts'
import type { PostedCard } from './card-check.ts'
import type { CardSession } from './card-session.ts'
import { expiredIfStale, failPayment, paymentById, type PaymentRow } from './store.ts'

/**
 * The latest payment started under a storefront's one-time key: the first card's payment carries
 * the key itself, each card after it the key and a suffix.
 */
export async function latestOfAttempt(db: AgencyDb, attemptKey: string) {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('attempt_key', '=', attemptKey),
        eb(
          sql<string>`substr(attempt_key, 1, ${sql.lit(attemptKey.length + 1)})`,
          '=',
          `${attemptKey}~`,
        ),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row ? expiredIfStale(db, row) : undefined
}

const sameCard = (row: PaymentRow, card: PostedCard) =>
  row.card_brand === brandOf(card.number) &&
  row.card_last_four === card.number.slice(-4) &&
  row.holder_name === card.holder.slice(0, 80) &&
  row.installments === card.installments

export type CardStart =
  /** The session has a payment the bank already decided: its result goes back to the shop. */
  | { kind: 'decided'; row: PaymentRow }
  /** Waiting for the payer's 3D Secure code (or the bank's verdict). */
  | { kind: 'open'; row: PaymentRow }

/**
 * Starts the card's payment under the session, once: the same card posted again (double click,
 * refresh, two tabs) finds its payment; another card while the first still waits for its code
 * ends the first. A session whose payment the bank decided is spent, so every further card is a
 * new session, asked for by the storefront and counted by its card-testing brakes.
 */
export async function startCardPayment(
  db: AgencyDb,
  options: { siteCredential: string; merchant: string; bankOutbox: Messenger },
  session: CardSession,
  offer: { OfferId: string; Premium: number; MaxInstallments: number },
  quote: { national_number: string; phone: string },
  card: PostedCard,
): Promise<CardStart> {
  const latest = await latestOfAttempt(db, session.AttemptKey)
  if (latest && (latest.md_status !== null || latest.status !== 'awaiting_3d')) {
    return { kind: 'decided', row: latest }
  }
  if (latest && sameCard(latest, card)) return { kind: 'open', row: latest }
  if (latest) await failPayment(db, latest.id, 'replaced', null)
  const bank = bankOf(card.number.slice(0, 8))
  const max = Math.min(offer.MaxInstallments, bank.maxInstallments)
  const option = installmentOptions(Math.round(offer.Premium * 100), max)[card.installments - 1]!
  const scenario = scenarioOf(card.number)
  const startFailed = scenario === 'three_d_start_failed'
  const id = randomUUID()
  const acsToken = randomBytes(24).toString('base64url')
  const now = new Date().toISOString()
  try {
    await db
      .insertInto('payments')
      .values({
        id,
        attempt_key: latest ? `${session.AttemptKey}~${Date.now()}` : session.AttemptKey,
        offer_id: offer.OfferId,
        paid_offer_id: null,
        status: startFailed ? 'failed' : 'awaiting_3d',
        outcome: startFailed ? scenario : null,
        scenario,
        amount_kurus: option.TotalKurus,
        installments: card.installments,
        bank_name: bank.name,
        card_brand: brandOf(card.number),
        card_last_four: card.number.slice(-4),
        holder_name: card.holder.slice(0, 80),
        email: session.Email.trim().slice(0, 254),
        national_number: quote.national_number,
        phone: quote.phone,
        insured_name: (session.InsuredName || card.holder).trim().slice(0, 120),
        return_url: session.ReturnUrl,
        client_ref: session.ClientRef.slice(0, 200),
        acs_token: acsToken,
        sms_code_hash: null,
        md_status: null,
        created_at: now,
        completed_at: startFailed ? now : null,
      })
      .execute()
  } catch {
    // The same card posted twice at once: the first insert won, and both answer with it.
    const won = await latestOfAttempt(db, session.AttemptKey)
    if (!won) throw new Error('payment of the attempt vanished')
    return { kind: won.status === 'awaiting_3d' ? 'open' : 'decided', row: won }
  }
  const created = (await paymentById(db, id))!
  if (startFailed) return { kind: 'decided', row: created }
  if (scenario !== 'three_d_not_enrolled') {
    const signer = bankSigner(options.siteCredential)
    const code = signer.code(acsToken)
    await db
      .updateTable('payments')
      .set({ sms_code_hash: hashSmsCode(acsToken, code) })
      .where('id', '=', id)
      .execute()
    await options.bankOutbox.sms({
      phone: quote.phone,
      text: `${bank.name} 3D Secure onay şifreniz: ${code}. ${options.merchant} için ${formatPremium(option.TotalKurus / 100)} ödeme, kart **** ${card.number.slice(-4)}.`,
    })
  }
  return { kind: 'open', row: created }
}
