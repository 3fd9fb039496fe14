import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { codePage, returnPage, type AcsPage } from '../payments/acs-page.ts'
import {
  bankOf,
  bankSigner,
  brandOf,
  failureMessages,
  installmentOptions,
  isFailure,
  passesLuhn,
  scenarioOf,
  type Failure,
} from '../payments/bank.ts'
import { issuePolicy, policyPdf } from '../payments/policies.ts'
import type { Branding } from '../print/branding.ts'
import { formatPremium } from '../print/document.ts'
import { offersByIds } from '../quotes/store.ts'
import { todayInTurkey } from '../registry/dates.ts'

type Env = { Variables: { caller: Caller } }

/** Result codes of the payment calls; the storefront acts on them. */
export const paymentCodes = {
  paid: 3000,
  awaiting3d: 3001,
  failed: 3002,
  alreadyPaid: 3003,
  contractsMissing: 3004,
} as const

const MAX_SMS_ATTEMPTS = 3
const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '')
const hashCode = (token: string, code: string) =>
  createHash('sha256').update(`${token}:${code}`).digest('hex')

async function offerOf(db: AgencyDb, headerGuid: string | undefined, offerId: string | undefined) {
  const [offer] = await offersByIds(db, [offerId ?? ''])
  if (!offer || offer.HeaderGuid !== headerGuid) return null
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('header_guid', '=', offer.HeaderGuid)
    .executeTakeFirstOrThrow()
  return { offer, quote }
}

const policyOfOffer = (db: AgencyDb, offerId: string) =>
  db.selectFrom('policies').selectAll().where('offer_id', '=', offerId).executeTakeFirst()

const paymentById = (db: AgencyDb, id: string) =>
  db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst()

type PaymentRow = NonNullable<Awaited<ReturnType<typeof paymentById>>>

/** A payment as the storefront reads it: never more of the card than brand and last four. */
async function paymentState(db: AgencyDb, payment: PaymentRow) {
  const policy = payment.status === 'paid' ? await policyOfOffer(db, payment.offer_id) : null
  return {
    PaymentId: payment.id,
    Status: payment.status,
    ClientRef: payment.client_ref,
    Message: isFailure(payment.outcome) ? failureMessages[payment.outcome] : null,
    Outcome: payment.outcome,
    Card: `${payment.card_brand} **** ${payment.card_last_four}`,
    Email: payment.email,
    Installments: payment.installments,
    Total: payment.amount_kurus / 100,
    PolicyNumber: policy?.policy_number ?? null,
  }
}

const sendPage = (c: Context, page: AcsPage) =>
  c.html(page.html, 200, {
    'Content-Security-Policy': page.csp,
    'Cache-Control': 'no-store',
  })

/**
 * The payment services and the demo bank. `payment` answers installment options and a checkout's
 * state; `payment2` (spec §9 "payment method 2") runs the 3D Secure payment: start, then complete
 * with the bank's signed result. The bank's ACS pages are public (a browser opens them) and live
 * under `/bank`; the storefront shows them under its own origin in demo mode.
 */
export function paymentServices(
  db: AgencyDb,
  options: { siteCredential: string; branding: Branding },
) {
  const signer = bankSigner(options.siteCredential)

  async function fail3d(paymentId: string, outcome: Failure, mdStatus: string | null) {
    await db
      .updateTable('payments')
      .set({
        status: 'failed',
        outcome,
        md_status: mdStatus,
        completed_at: new Date().toISOString(),
      })
      .where('id', '=', paymentId)
      .where('status', '=', 'awaiting_3d')
      .execute()
  }

  /** Charges a payment whose 3D Secure passed, at most once per payment and per offer. */
  async function charge(payment: PaymentRow) {
    if (payment.scenario !== 'success' && isFailure(payment.scenario)) {
      await fail3d(payment.id, payment.scenario, payment.md_status)
      return
    }
    // Paid and insured in one transaction: a callback racing this one waits on the payment's row
    // and then finds it paid with its policy, never paid without one (PostgreSQL runs them at once).
    let policyNumber: string | null
    try {
      policyNumber = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('payments')
          .set({
            status: 'paid',
            paid_offer_id: payment.offer_id,
            completed_at: new Date().toISOString(),
          })
          .where('id', '=', payment.id)
          .where('status', '=', 'awaiting_3d')
          .executeTakeFirst()
        return Number(result.numUpdatedRows) === 1 ? issuePolicy(trx, payment) : null
      })
    } catch {
      // The offer's unique paid_offer_id: another payment (a second tab) was charged first.
      await fail3d(payment.id, 'already_paid', payment.md_status)
      return
    }
    if (!policyNumber) return
    const printed = await policyPdf(db, policyNumber, options.branding)
    if (printed) {
      const { document } = printed
      await db
        .insertInto('outbox')
        .values({
          channel: 'email',
          recipient: payment.email,
          body:
            `Sayın ${payment.insured_name}, ${document.insurer} ${document.lineName} poliçeniz düzenlendi. ` +
            `Poliçe no: ${policyNumber}. Ödeme: ${formatPremium(payment.amount_kurus / 100)} ` +
            `(${payment.card_brand} **** ${payment.card_last_four}). Poliçeniz ektedir. ${options.branding.name}`,
          attachment_name: `police-${policyNumber}.pdf`,
          attachment_data: printed.pdf.toString('base64'),
          created_at: new Date().toISOString(),
        })
        .execute()
    }
  }

  const payment = new Hono<Env>()
    .post('/api/payment/payment-detail', async (c) => {
      const body = await readBody(c)
      const found = await offerOf(db, body.HeaderGuid, body.OfferId)
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
      const found = await offerOf(db, body.HeaderGuid, body.OfferId)
      if (!found) return fail(c, 404, 'Teklif bulunamadı.')
      const policy = await policyOfOffer(db, found.offer.OfferId)
      const asked = body.PaymentId ? await paymentById(db, body.PaymentId) : null
      const last = asked && asked.offer_id === found.offer.OfferId ? asked : null
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
          Payment: last ? await paymentState(db, last) : null,
        },
      })
    })

  const payment2 = new Hono<Env>()
    .post('/api/payment/3d-start', async (c) => {
      const body = await readBody(c)
      const found = await offerOf(db, body.HeaderGuid, body.OfferId)
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
        return answerStart(c, same)
      }
      const created = (await paymentById(db, id))!
      if (created.status === 'awaiting_3d' && scenario !== 'three_d_not_enrolled') {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
        await db
          .updateTable('payments')
          .set({ sms_code_hash: hashCode(acsToken, code) })
          .where('id', '=', id)
          .execute()
        await db
          .insertInto('outbox')
          .values({
            channel: 'sms',
            recipient: quote.phone,
            body: `${bank.name} 3D Secure onay şifreniz: ${code}. ${options.branding.name} için ${formatPremium(option.TotalKurus / 100)} ödeme, kart **** ${card.slice(-4)}.`,
            created_at: now,
          })
          .execute()
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
        if (found.md_status === '1') await charge(found)
        else if (found.md_status === '4') await fail3d(found.id, 'three_d_not_enrolled', '4')
        else await fail3d(found.id, 'three_d_failed', found.md_status)
      }
      const state = await paymentState(db, (await paymentById(db, found.id))!)
      return ok(c, {
        StatusCode: state.Status === 'paid' ? paymentCodes.paid : paymentCodes.failed,
        Data: state,
      })
    })

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

  const acsDetails = (row: PaymentRow) => ({
    token: row.acs_token,
    merchant: options.branding.name,
    amount: formatPremium(row.amount_kurus / 100),
    card: `${row.card_brand} **** ${row.card_last_four}`,
    bank: row.bank_name,
  })

  /** Records the bank's verdict once and posts it, signed, back to the merchant. */
  async function finish(c: Context, row: PaymentRow, mdStatus: string) {
    await db
      .updateTable('payments')
      .set({ md_status: mdStatus })
      .where('id', '=', row.id)
      .where('md_status', 'is', null)
      .execute()
    const recorded = (await paymentById(db, row.id))!.md_status!
    const note =
      recorded === '1'
        ? 'Doğrulama başarılı. Mağazaya yönlendiriliyorsunuz…'
        : 'Doğrulama tamamlanamadı. Mağazaya yönlendiriliyorsunuz…'
    return sendPage(
      c,
      returnPage(
        row.return_url,
        { PaymentId: row.id, mdStatus: recorded, Signature: signer.sign(row.id, recorded) },
        note,
      ),
    )
  }

  const acsRow = async (token: string | undefined) =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('acs_token', '=', token ?? '')
      .executeTakeFirst()

  const bank = new Hono()
    .post('/3d', async (c) => {
      const body = await readBody(c)
      const row = await acsRow(body.PaReq)
      if (!row) return c.text('İşlem bulunamadı.', 404)
      if (row.md_status) return finish(c, row, row.md_status)
      if (row.scenario === 'three_d_not_enrolled') return finish(c, row, '4')
      return sendPage(c, codePage(acsDetails(row)))
    })
    .post('/dogrula', async (c) => {
      const body = await readBody(c)
      const row = await acsRow(body.PaReq)
      if (!row) return c.text('İşlem bulunamadı.', 404)
      if (row.md_status) return finish(c, row, row.md_status)
      if (body.Cancel) return finish(c, row, '0')
      // Counted before comparing, so parallel guesses cannot exceed the limit.
      await db
        .updateTable('payments')
        .set((eb) => ({ sms_attempts: eb('sms_attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute()
      const attempts = (await paymentById(db, row.id))!.sms_attempts
      const right = row.sms_code_hash === hashCode(row.acs_token, digits(body.Code))
      if (right) return finish(c, row, row.scenario === 'three_d_failed' ? '0' : '1')
      if (attempts >= MAX_SMS_ATTEMPTS) return finish(c, row, '0')
      return sendPage(
        c,
        codePage(
          acsDetails(row),
          `Doğrulama kodu hatalı. Kalan deneme hakkınız: ${MAX_SMS_ATTEMPTS - attempts}.`,
        ),
      )
    })

  const contracts = new Hono<Env>().post('/api/musteri/sozlesme-kontrol', async (c) => {
    const body = await readBody(c)
    const found = await offerOf(db, body.HeaderGuid, body.OfferId)
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
    await db
      .insertInto('contract_acceptances')
      .values({
        header_guid: found.offer.HeaderGuid,
        offer_id: found.offer.OfferId,
        national_number: found.quote.national_number,
        contracts: contractsAccepted.join(','),
        text_hash: body.TextHash!,
        ip: ip.slice(0, 64),
        user_agent: (body.UserAgent ?? c.req.header('user-agent') ?? '').slice(0, 300),
        accepted_at: acceptedAt,
      })
      .execute()
    return ok(c, { Data: { AcceptedAt: acceptedAt }, Messages: ['Sözleşmeler onaylandı.'] })
  })

  return { payment, payment2, bank, contracts }
}
