import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { digits, readBody } from '../http.ts'
import { codePage, returnPage, type AcsPage } from '../payments/acs-page.ts'
import { bankSigner, hashSmsCode } from '../payments/bank.ts'
import {
  expiredIfStale,
  paymentByAcsToken,
  paymentById,
  type PaymentRow,
} from '../payments/store.ts'
import type { Branding } from '../print/branding.ts'
import { formatPremium } from '../print/document.ts'

const MAX_SMS_ATTEMPTS = 3

const sendPage = (c: Context, page: AcsPage) =>
  c.html(page.html, 200, {
    'Content-Security-Policy': page.csp,
    'Cache-Control': 'no-store',
  })

/**
 * The demo bank's 3D Secure (ACS) pages. They are public (the payer's browser opens them, not the
 * storefront) and live under `/bank`; the storefront shows them under its own origin.
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

  /** The payment the posted ACS token names, ended first if the bank's session ran out. */
  async function openPayment(body: Record<string, string | undefined>) {
    const row = await paymentByAcsToken(db, body.PaReq)
    return row ? expiredIfStale(db, row) : undefined
  }

  return new Hono()
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
      await db
        .updateTable('payments')
        .set((eb) => ({ sms_attempts: eb('sms_attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute()
      const attempts = (await paymentById(db, row.id))!.sms_attempts
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
