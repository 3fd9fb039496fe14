import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { digits, readBody } from '../http.ts'
import { outboxMessenger } from '../delivery/outbox.ts'
import { codePage, page, returnPage, type AcsPage } from '../payments/acs-page.ts'
import { bankOf, bankSigner, hashSmsCode } from '../payments/bank.ts'
import { checkCard } from '../payments/card-check.ts'
import { cardPage } from '../payments/card-page.ts'
import { sessionSealer, type CardSession } from '../payments/card-session.ts'
import { startCardPayment } from '../payments/card-start.ts'
import { saleRefusal } from '../payments/sale-checks.ts'
import {
  countSmsGuess,
  expiredIfStale,
  offerOfQuote,
  paymentByAcsToken,
  paymentById,
  recordBankVerdict,
  type PaymentRow,
} from '../payments/store.ts'
import type { Branding } from '../print/branding.ts'
import { escape } from '../payments/acs-page.ts'
import { formatPremium } from '../print/document.ts'

const MAX_SMS_ATTEMPTS = 3

const sendPage = (c: Context, page: AcsPage) =>
  c.html(page.html, 200, {
    'Content-Security-Policy': page.csp,
    'Cache-Control': 'no-store',
  })

/** A page of the bank's that only says why, with the way back to the shop when it is known. */
const notice = (message: string, backUrl?: string) =>
  page(
    'Ödeme',
    `<h1>Ödeme</h1><p class="error" role="alert">${escape(message)}</p>${backUrl ? `<p><a href="${escape(backUrl)}">Mağazaya dön</a></p>` : ''}`,
    null,
  )

/**
 * The provider's card page and the demo bank's 3D Secure (ACS) pages. They are public (the
 * payer's browser opens them, not the storefront) and live under `/bank`: on the back office's
 * own origin when it runs apart, under the storefront's /demo/banka/ when the storefront shows it.
 */
export function bankAcsService(
  db: AgencyDb,
  options: {
    siteCredential: string
    branding: Branding
    /**
     * A staging site's bank (production on the built-in back office): its SMS reaches nobody (it
     * stays in the outbox, which only demo mode shows), so its page shows the code itself.
     */
    showsCode?: boolean
  },
) {
  const signer = bankSigner(options.siteCredential)
  const sealer = sessionSealer(options.siteCredential)
  // The 3D Secure code is the demo bank's own message, not the agency's: a real bank sends it
  // itself, so it stays in the outbox whatever the agency's delivery is.
  const bankOutbox = outboxMessenger(db)

  const acsDetails = (row: PaymentRow) => ({
    token: row.acs_token,
    merchant: options.branding.name,
    amount: formatPremium(row.amount_kurus / 100),
    card: `${row.card_brand} **** ${row.card_last_four}`,
    bank: row.bank_name,
    stagingCode: options.showsCode ? signer.code(row.acs_token) : undefined,
  })

  /** Records the bank's verdict once and posts it, signed, back to the merchant. */
  async function finish(c: Context, row: PaymentRow, mdStatus: string) {
    await recordBankVerdict(db, row.id, mdStatus)
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

  /** The payment the posted ACS token names, ended first if the bank's session ran out. */
  async function openPayment(body: Record<string, string | undefined>) {
    const row = await paymentByAcsToken(db, body.PaReq)
    return row ? expiredIfStale(db, row) : undefined
  }

  /** The card page for a session, as first shown or with what the posted card got wrong. */
  async function showCardPage(
    c: Context,
    token: string,
    session: CardSession,
    offer: { Premium: number; MaxInstallments: number },
    posted?: { body: Record<string, string | undefined>; errors: Record<string, string> },
  ) {
    const body = posted?.body ?? {}
    return sendPage(
      c,
      cardPage({
        session: token,
        merchant: options.branding.name,
        premiumKurus: Math.round(offer.Premium * 100),
        maxInstallments: offer.MaxInstallments,
        cancelUrl: session.CancelUrl,
        installments: Number(body.Installments) || session.Installments,
        typed: posted && {
          CardHolderName: body.CardHolderName,
          Expiry: body.Expiry,
          // Only the card's bank is kept, never the number: its installment table stays shown.
          Bin: digits(body.CardNumber).slice(0, 8),
        },
        errors: posted?.errors,
      }),
    )
  }

  return new Hono()
    .post('/kart', async (c) => {
      const body = await readBody(c)
      const session = sealer.open(body.Session)
      if (session === 'invalid') return sendPage(c, notice('Ödeme oturumu geçersiz.'))
      if (session === 'expired') {
        return sendPage(
          c,
          notice(
            'Ödeme oturumunun süresi doldu; kartınızdan çekim yapılmadı. Lütfen mağazaya dönüp yeniden deneyin.',
          ),
        )
      }
      const found = await offerOfQuote(db, session.HeaderGuid, session.OfferId)
      if (!found) return sendPage(c, notice('Teklif bulunamadı.', session.CancelUrl))
      // Opened from the storefront: the card is asked for. Posted from this page: it is checked.
      if (body.CardNumber === undefined) {
        return showCardPage(c, body.Session!, session, found.offer)
      }
      const refusal = await saleRefusal(db, found)
      if (refusal) return sendPage(c, notice(refusal.message, session.CancelUrl))
      const checked = checkCard(body)
      if ('errors' in checked) {
        return showCardPage(c, body.Session!, session, found.offer, {
          body,
          errors: checked.errors,
        })
      }
      const { card } = checked
      const bank = bankOf(card.number.slice(0, 8))
      const max = Math.min(found.offer.MaxInstallments, bank.maxInstallments)
      if (card.installments > max) {
        const message =
          max === 1
            ? `${bank.name} bu teklif için yalnızca tek çekim yapabiliyor.`
            : `${bank.name} bu teklif için en fazla ${max} taksit yapabiliyor.`
        return showCardPage(c, body.Session!, session, found.offer, {
          body,
          errors: { Installments: message },
        })
      }
      const started = await startCardPayment(
        db,
        { siteCredential: options.siteCredential, merchant: options.branding.name, bankOutbox },
        session,
        found.offer,
        found.quote,
        card,
      )
      const row = started.row
      if (started.kind === 'decided') return finish(c, row, row.md_status ?? '0')
      if (row.scenario === 'three_d_not_enrolled') return finish(c, row, '4')
      return sendPage(c, codePage(acsDetails(row)))
    })
    .post('/3d', async (c) => {
      const row = await openPayment(await readBody(c))
      if (!row) return c.text('İşlem bulunamadı.', 404)
      if (row.md_status) return finish(c, row, row.md_status)
      if (row.status !== 'awaiting_3d') return finish(c, row, '0')
      if (row.scenario === 'three_d_not_enrolled') return finish(c, row, '4')
      return sendPage(c, codePage(acsDetails(row)))
    })
    .post('/dogrula', async (c) => {
      const body = await readBody(c)
      const row = await openPayment(body)
      if (!row) return c.text('İşlem bulunamadı.', 404)
      if (row.md_status) return finish(c, row, row.md_status)
      // The bank's session ran out, or the payer went on with another card: the code is dead.
      if (row.status !== 'awaiting_3d') return finish(c, row, '0')
      if (body.Cancel) return finish(c, row, '0')
      // Counted before comparing, so parallel guesses cannot exceed the limit.
      const attempts = await countSmsGuess(db, row.id)
      const right = row.sms_code_hash === hashSmsCode(row.acs_token, digits(body.Code))
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
}
