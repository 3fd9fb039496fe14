import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { sql, type RawBuilder } from 'kysely'
import { describe, expect, it } from 'vitest'
import { policyLinkToken } from '../../server/agency/payments/policy-link.ts'
import { agencyForFile } from '../support/agency.ts'
import { hiddenFields } from '../support/paid-policy.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'

// The payment services of the built-in backend through the storefront's upstream modules, and
// the demo bank's 3D Secure pages as a browser would post to them.
const agency = await agencyForFile()
const offers = await import('~/upstream/offers.server.ts')
const payment = await import('~/upstream/payment.server.ts')
const print = await import('~/upstream/print.server.ts')
const context = { member: null, visitor: { ip: '203.0.113.7', userAgent: 'vitest' } }
const CARD = '4000000000000002'
const CVC = '739'

let phoneSeq = 0
/** A trafik quote of the demo plate with one insurer's cheapest offer, contracts accepted. */
async function acceptedOffer(accept = true) {
  const owner = {
    NationalNumber: '10000000146',
    Phone: `53212300${String(++phoneSeq).padStart(2, '0')}`,
  }
  const { HeaderGuid, firms } = await quoteWithFirms(
    { QueryType: 'trafik', ...owner, LicensePlateNumber: '66ABC123' },
    context,
  )
  return offerOf({ ...owner, HeaderGuid, firms }, 0, accept)
}

/** Another insurer's offer of the same quote, contracts accepted. */
const otherOffer = (sale: Sale) => offerOf(sale, 1, true)

async function offerOf(
  quote: {
    NationalNumber: string
    Phone: string
    HeaderGuid: string
    firms: Awaited<ReturnType<typeof quoteWithFirms>>['firms']
  },
  firm: number,
  accept: boolean,
) {
  const { HeaderGuid, firms } = quote
  const answer = await offers.getFirmOffers(
    { HeaderGuid, InsuranceFirm: firms[firm]!.Id, QueryType: 'trafik' },
    context,
  )
  if (!answer.ok) throw new Error(answer.message)
  const offer = answer.body.Results![0]!
  if (accept) {
    const accepted = await payment.recordContractAcceptance(
      {
        HeaderGuid,
        OfferId: offer.OfferId,
        NationalNumber: quote.NationalNumber,
        Contracts: 'on-bilgilendirme,mesafeli-satis-sozlesmesi',
        TextHash: 'a'.repeat(64),
        IPAddress: '203.0.113.7',
        UserAgent: 'vitest',
      },
      context,
    )
    expect(accepted.ok).toBe(true)
  }
  return { ...quote, offer }
}

type Sale = Awaited<ReturnType<typeof acceptedOffer>>

/** The checkout's "Ödemeye Geç": a payment session for the offer under the attempt's key. */
const start = (sale: Sale, attemptKey: string, installments = 1) =>
  payment.openPaymentSession(
    {
      AttemptKey: attemptKey,
      HeaderGuid: sale.HeaderGuid,
      OfferId: sale.offer.OfferId,
      NationalNumber: sale.NationalNumber,
      Phone: sale.Phone,
      InsuredName: 'Ayşe Yılmaz',
      Email: 'ayse@ornek.com.tr',
      Installments: installments,
      Amount: sale.offer.Premium,
      TextHash: 'a'.repeat(64),
      ReturnUrl: 'http://localhost:3000/odeme/3d-sonuc',
      CancelUrl: 'http://localhost:3000/odeme/taslak/teklif',
      ClientRef: 'taslak/teklif',
    },
    context,
  )

const post = (pathname: string, fields: Record<string, string>) =>
  fetch(`${agency.url}/bank${pathname}`, { method: 'POST', body: new URLSearchParams(fields) })

/** The payer's browser at the card page of a new session: the card typed and posted there. */
async function atCardPage(sale: Sale, attemptKey: string, card = CARD, installments = 1) {
  const session = await start(sale, attemptKey)
  if (!session.ok) throw new Error(session.message)
  return post('/kart', {
    ...session.body.Data!.CardPageFields,
    CardHolderName: 'Ayşe Yılmaz',
    CardNumber: card,
    Expiry: `12/${(new Date().getFullYear() + 2) % 100}`,
    Cvc: CVC,
    Installments: String(installments),
  })
}

/** A payment waiting at the bank's 3D Secure page: its id and the fields the page posts. */
interface AtTheBank {
  PaymentId: string
  AcsFields: { PaReq: string }
}

async function acsStart(sale: Sale, attemptKey: string, card = CARD): Promise<AtTheBank> {
  const page = await (await atCardPage(sale, attemptKey, card)).text()
  const PaReq = /name="PaReq" value="([^"]+)"/.exec(page)?.[1] ?? ''
  expect(PaReq).not.toBe('')
  const { rows } = await sql<{
    id: string
  }>`SELECT id FROM payments WHERE acs_token = ${PaReq}`.execute(agency.db)
  return { PaymentId: rows[0]!.id, AcsFields: { PaReq } }
}

const newestCode = async (phone: string) => {
  const { rows } = await sql<{ body: string }>`SELECT body FROM outbox
    WHERE recipient = ${phone} AND body LIKE '%3D Secure%' ORDER BY id DESC`.execute(agency.db)
  return /: (\d{6})\./.exec(rows[0]?.body ?? '')?.[1] ?? ''
}

/** The bank's page: the SMS code (or İptal), then the signed result it posts back. */
async function passBank(sale: Sale, acs: AtTheBank, cancel = false) {
  const page = await post('/3d', acs.AcsFields)
  expect(page.status).toBe(200)
  expect(page.headers.get('content-security-policy')).toContain("form-action 'self'")
  expect(await page.text()).toContain('SMS doğrulama kodu')
  const answer = await post('/dogrula', {
    ...acs.AcsFields,
    ...(cancel ? { Cancel: '1' } : { Code: await newestCode(sale.Phone) }),
  })
  return hiddenFields(await answer.text())
}

// Through the backend's own connection, so the test reads SQLite or PostgreSQL alike.
const count = async (query: RawBuilder<{ n: number | string }>) =>
  Number((await query.execute(agency.db)).rows[0]?.n)
const paymentsOf = (sale: Sale) =>
  count(sql`SELECT count(*) n FROM payments WHERE offer_id = ${sale.offer.OfferId}`)
const policiesOf = (sale: Sale) =>
  count(sql`SELECT count(*) n FROM policies WHERE offer_id = ${sale.offer.OfferId}`)

describe('exactly once', () => {
  it('two concurrent submits of one checkout and a replayed callback make one charge and one policy', async () => {
    const sale = await acceptedOffer()
    const key = 'cift-tiklama-anahtari-1'
    const [first, second] = await Promise.all([acsStart(sale, key), acsStart(sale, key)])
    expect(second.PaymentId).toBe(first.PaymentId)
    expect(await paymentsOf(sale)).toBe(1)

    const result = await passBank(sale, first)
    expect(result.mdStatus).toBe('1')
    const completions = await Promise.all([
      payment.completeThreeDPayment(result, context),
      payment.completeThreeDPayment(result, context),
    ])
    const replay = await payment.completeThreeDPayment(result, context)
    const numbers = [...completions, replay].map((c) =>
      c.ok ? c.body.Data!.PolicyNumber : c.message,
    )
    expect(new Set(numbers).size).toBe(1)
    expect(numbers[0]).toMatch(/^[A-Z]{3}-\d{4}-\d{8}$/)

    expect(
      await count(
        sql`SELECT count(*) n FROM payments WHERE offer_id = ${sale.offer.OfferId} AND status = 'paid'`,
      ),
    ).toBe(1)
    expect(await policiesOf(sale)).toBe(1)
    expect(
      await count(
        sql`SELECT count(*) n FROM outbox WHERE channel = 'email' AND body LIKE ${`%${numbers[0]}%`}`,
      ),
    ).toBe(1)

    // The back button or an old tab submitting again: refused, the policy named, no new payment.
    const again = await start(sale, 'geri-tusu-anahtari-2')
    expect(again.ok).toBe(false)
    if (!again.ok && again.kind === 'http') {
      expect(again.body?.StatusCode).toBe(payment.paymentCodes.alreadyPaid)
    }
    expect(await paymentsOf(sale)).toBe(1)
  })

  it('two tabs paying the same offer with two attempts: one is charged, the other is refused', async () => {
    const sale = await acceptedOffer()
    // Each tab reaches the bank page and enters its own SMS code.
    const results = []
    for (const key of ['sekme-bir-anahtari-1', 'sekme-iki-anahtari-2']) {
      results.push(await passBank(sale, await acsStart(sale, key)))
    }
    const outcomes = await Promise.all(
      results.map((r) => payment.completeThreeDPayment(r, context)),
    )
    const states = outcomes.map((o) => (o.ok ? o.body.Data!.Status : 'error')).sort()
    expect(states).toEqual(['failed', 'paid'])
    const refused = outcomes.find((o) => o.ok && o.body.Data!.Status === 'failed')
    expect(refused?.ok && refused.body.Data!.Message).toContain('zaten alındı')
    expect(await policiesOf(sale)).toBe(1)
  })
})

describe('one policy per quote', () => {
  it("refuses a second insurer's offer once the quote is insured, and says which policy it has", async () => {
    const sale = await acceptedOffer()
    const other = await otherOffer(sale)
    const paid = await payment.completeThreeDPayment(
      await passBank(sale, await acsStart(sale, 'ilk-sigortaci-anahtari')),
      context,
    )
    const policyNumber = paid.ok ? paid.body.Data!.PolicyNumber : null
    expect(policyNumber).toMatch(/^[A-Z]{3}-\d{4}-\d{8}$/)

    const second = await start(other, 'ikinci-sigortaci-anahtari')
    expect(second.ok).toBe(false)
    if (!second.ok && second.kind === 'http') {
      expect(second.body?.StatusCode).toBe(payment.paymentCodes.quoteInsured)
    }
    const status = await payment.getCheckoutStatus(
      { HeaderGuid: other.HeaderGuid, OfferId: other.offer.OfferId },
      context,
    )
    expect(status.ok && status.body.Data!.QuotePolicy).toEqual({
      PolicyNumber: policyNumber,
      OfferId: sale.offer.OfferId,
    })
    expect(await paymentsOf(other)).toBe(0)
  })

  it('two offers of one quote at the bank at once: one is charged, the other is not', async () => {
    const sale = await acceptedOffer()
    const other = await otherOffer(sale)
    const results = [
      await passBank(sale, await acsStart(sale, 'iki-teklif-bir-anahtari')),
      await passBank(other, await acsStart(other, 'iki-teklif-iki-anahtari')),
    ]
    const outcomes = await Promise.all(
      results.map((r) => payment.completeThreeDPayment(r, context)),
    )
    const states = outcomes.map((o) => (o.ok ? o.body.Data!.Status : 'error')).sort()
    expect(states).toEqual(['failed', 'paid'])
    const refused = outcomes.find((o) => o.ok && o.body.Data!.Status === 'failed')
    expect(refused?.ok && refused.body.Data!.Message).toContain('başka bir sigorta şirketinden')
    expect(
      await count(sql`SELECT count(*) n FROM policies WHERE header_guid = ${sale.HeaderGuid}`),
    ).toBe(1)
  })
})

describe("the bank's 3D Secure session", () => {
  const startedMinutesAgo = (paymentId: string, minutes: number) =>
    sql`UPDATE payments SET created_at = ${new Date(Date.now() - minutes * 60_000).toISOString()}
      WHERE id = ${paymentId}`.execute(agency.db)

  it('ends unpaid after ten minutes: the SMS code no longer works', async () => {
    const sale = await acceptedOffer()
    const acs = await acsStart(sale, 'eski-banka-oturumu-1')
    await post('/3d', acs.AcsFields)
    const code = await newestCode(sale.Phone)
    await startedMinutesAgo(acs.PaymentId, 11)
    const result = hiddenFields(
      await (await post('/dogrula', { ...acs.AcsFields, Code: code })).text(),
    )
    expect(result.mdStatus).toBe('0')
    const done = await payment.completeThreeDPayment(result, context)
    expect(done.ok && done.body.Data!.Status).toBe('failed')
    expect(done.ok && done.body.Data!.Message).toContain('zamanında tamamlanmadığı')
    expect(await policiesOf(sale)).toBe(0)
  })

  it('a payment left at the bank is reported ended, so the checkout offers a new attempt', async () => {
    const sale = await acceptedOffer()
    const acs = await acsStart(sale, 'eski-banka-oturumu-2')
    await startedMinutesAgo(acs.PaymentId, 11)
    const status = await payment.getCheckoutStatus(
      {
        HeaderGuid: sale.HeaderGuid,
        OfferId: sale.offer.OfferId,
        AttemptKey: 'eski-banka-oturumu-2',
      },
      context,
    )
    expect(status.ok && status.body.Data!.Payment?.Status).toBe('failed')
  })

  it("another card on the same attempt ends the first card's payment instead of resuming it", async () => {
    const sale = await acceptedOffer()
    const key = 'baska-kart-anahtari-1'
    const first = await acsStart(sale, key)
    await post('/3d', first.AcsFields)
    const firstCode = await newestCode(sale.Phone)
    // Back from the bank's page to the card page, with another card.
    const second = await acsStart(sale, key, '5555555555554444')
    expect(second.PaymentId).not.toBe(first.PaymentId)
    // The first card's code is dead.
    const stale = hiddenFields(
      await (await post('/dogrula', { ...first.AcsFields, Code: firstCode })).text(),
    )
    expect(stale.mdStatus).toBe('0')
    // The same card again on an open attempt (a double click) still resumes it.
    const resumed = await acsStart(sale, key, '5555555555554444')
    expect(resumed.PaymentId).toBe(second.PaymentId)
  })

  it('takes no further card once the bank has decided: the result goes back to the shop', async () => {
    const sale = await acceptedOffer()
    const key = 'karar-verilmis-anahtar-1'
    const result = await passBank(sale, await acsStart(sale, key), true)
    expect(result.mdStatus).toBe('0')
    const again = hiddenFields(await (await atCardPage(sale, key, '5555555555554444')).text())
    expect(again).toEqual(result)
    expect(await paymentsOf(sale)).toBe(1)
  })
})

describe('installments', () => {
  it("offers up to the insurer's and the card bank's limit, and refuses more", async () => {
    const sale = await acceptedOffer()
    const any = await payment.getPaymentDetail(
      { HeaderGuid: sale.HeaderGuid, OfferId: sale.offer.OfferId },
      context,
    )
    expect(any.ok && any.body.Data!.Options.length).toBe(sale.offer.MaxInstallments)
    const options = any.ok ? any.body.Data!.Options : []
    expect(options[0]).toMatchObject({ Installments: 1, Total: sale.offer.Premium })
    for (const o of options) expect(o.Amount * o.Installments).toBeCloseTo(o.Total, 1)

    const tooMany = await start(sale, 'cok-taksit-anahtari-1', sale.offer.MaxInstallments + 1)
    expect(tooMany.ok).toBe(false)
    expect(!tooMany.ok && tooMany.message).toContain('en fazla')
    // The card's bank allows fewer (Troy: Bozok Katılım Bankası, 9): its card page says so.
    const page = await (
      await atCardPage(sale, 'cok-taksit-anahtari-2', '9792000000000003', 12)
    ).text()
    expect(page).toContain('bu teklif için en fazla')
    expect(await paymentsOf(sale)).toBe(0)
  })
})

describe('the bank callback is verified, not trusted', () => {
  it('refuses a forged result and a result whose mdStatus was changed', async () => {
    const sale = await acceptedOffer()
    const acs = await acsStart(sale, 'sahte-geri-donus-1')
    const forged = await payment.completeThreeDPayment(
      { PaymentId: acs.PaymentId, mdStatus: '1', Signature: 'imza' },
      context,
    )
    expect(forged.ok).toBe(false)
    if (!forged.ok && forged.kind === 'http') expect(forged.status).toBe(403)

    const cancelled = await passBank(sale, acs, true)
    expect(cancelled.mdStatus).toBe('0')
    const changed = await payment.completeThreeDPayment({ ...cancelled, mdStatus: '1' }, context)
    expect(changed.ok).toBe(false)
    const genuine = await payment.completeThreeDPayment(cancelled, context)
    expect(genuine.ok && genuine.body.Data!.Status).toBe('failed')
    expect(genuine.ok && genuine.body.Data!.Message).toContain('mdStatus 0')
    expect(await policiesOf(sale)).toBe(0)
  })

  it('takes no payment before the contracts are accepted', async () => {
    const sale = await acceptedOffer(false)
    const started = await start(sale, 'sozlesmesiz-anahtar-1')
    expect(started.ok).toBe(false)
    if (!started.ok && started.kind === 'http') {
      expect(started.body?.StatusCode).toBe(payment.paymentCodes.contractsMissing)
    }
  })
})

describe('card data', () => {
  it('keeps only brand and last four digits: no card number or security code in the database', async () => {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM payments`.execute(agency.db))
      .rows
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(['Visa', 'Mastercard']).toContain(row.card_brand)
      expect(['0002', '4444']).toContain(row.card_last_four)
      for (const value of Object.values(row)) expect(value).not.toBe(CVC)
    }
    // The raw database files, write-ahead log included, hold the number nowhere.
    for (const file of readdirSync(agency.dataDir).filter((f) => f.startsWith('agency.sqlite'))) {
      const bytes = readFileSync(path.join(agency.dataDir, file)).toString('latin1')
      expect(bytes).not.toContain(CARD)
      expect(bytes).not.toContain('4000 0000 0000 0002')
      expect(bytes).not.toContain('5555555555554444')
    }
  })
})

describe('the policy after the sale (issue 26)', () => {
  const dotted = (iso: string) => iso.split('-').reverse().join('.')

  /** A paid sale: its policy row and the e-mail that brought it. */
  async function paidSale() {
    const sale = await acceptedOffer()
    const before = await payment.getCheckoutStatus(
      { HeaderGuid: sale.HeaderGuid, OfferId: sale.offer.OfferId },
      context,
    )
    const paid = await payment.completeThreeDPayment(
      await passBank(sale, await acsStart(sale, `sure-ve-baglanti-${sale.Phone}`)),
      context,
    )
    const policyNumber = (paid.ok && paid.body.Data!.PolicyNumber) || ''
    const { rows } = await sql<{ id: number; starts_on: string; ends_on: string }>`SELECT id,
      starts_on, ends_on FROM policies WHERE policy_number = ${policyNumber}`.execute(agency.db)
    const mail = await sql<{ body: string }>`SELECT body FROM outbox WHERE channel = 'email'
      AND body LIKE ${`%${policyNumber}%`}`.execute(agency.db)
    return { sale, before, policyNumber, policy: rows[0]!, mail: mail.rows[0]!.body }
  }

  it('shows the cover before paying, issues the policy for it and names it in the e-mail', async () => {
    const { before, policy, mail } = await paidSale()
    expect(before.ok && before.body.Data!.CoverPeriod).toEqual({
      StartsOn: policy.starts_on,
      EndsOn: policy.ends_on,
    })
    expect(mail).toContain(
      `Sigorta süresi: ${dotted(policy.starts_on)} – ${dotted(policy.ends_on)}.`,
    )
  })

  it('downloads the policy from the e-mail’s signed link, and refuses it altered or expired', async () => {
    const { policy, mail } = await paidSale()
    const link = /http:\/\/localhost:3000\/police\/indir\/(\S+)/.exec(mail)
    expect(link).not.toBeNull()
    const token = link![1]!
    // The link names the policy's row and its end only: no T.C. kimlik number, no phone.
    expect(token).not.toMatch(/10000000146|5321230/)
    const byToken = (DownloadToken: string) =>
      print.getPdf({ Type: 'policy', DownloadToken }, context)
    const pdf = await byToken(token)
    expect(pdf.ok && pdf.body.subarray(0, 4).toString()).toBe('%PDF')

    const [id, expires, signature] = token.split('.') as [string, string, string]
    const tampered = [
      `${Number(id) + 1}.${expires}.${signature}`,
      `${id}.${Number(expires) + 86_400}.${signature}`,
      `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${expires}`,
    ]
    for (const refused of tampered) {
      const answer = await byToken(refused)
      expect(answer.ok).toBe(false)
      expect(!answer.ok && answer.kind === 'http' && answer.status).toBe(404)
    }
    const expired = await policyLinkToken(
      agency.db,
      policy.id,
      new Date(Date.now() - 31 * 86_400_000),
    )
    const late = await byToken(expired)
    expect(!late.ok && late.kind === 'http' && late.status).toBe(404)
    // A token a day younger still works: the refusal above is the expiry, not the signing.
    const young = await policyLinkToken(
      agency.db,
      policy.id,
      new Date(Date.now() - 29 * 86_400_000),
    )
    expect((await byToken(young)).ok).toBe(true)
  })

  it('prints a policy by its number only for its owner: not for a visitor without its quote', async () => {
    const { sale, policyNumber } = await paidSale()
    const withQuote = await print.getPdf(
      { Type: 'policy', HeaderGuid: sale.HeaderGuid, PolicyNumber: policyNumber },
      context,
    )
    expect(withQuote.ok).toBe(true)
    const guessed = await print.getPdf({ Type: 'policy', PolicyNumber: policyNumber }, context)
    expect(!guessed.ok && guessed.kind === 'http' && guessed.status).toBe(404)
  })
})
