import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pino from 'pino'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startAgencyBackend } from '../../server/agency-process.ts'
import { openAgencyDb } from '../../server/agency/db/database.ts'
import { freshPostgresDatabase, testBackend } from '../support/agency.ts'
import { freePort } from '../support/free-port.ts'
import { readPage } from '../support/html.ts'
import { startMailServer } from '../support/mail-server.ts'
import { bankResultOfFirstOffer } from '../support/paid-policy.ts'
import { browserlessVisitor, startStorefront, type PageAnswer } from '../support/storefront.ts'

// Issue 37: the back office killed by its PID while the bank's 3D Secure result is on its way
// through the storefront, as an operator's `kill -9` or the kernel's OOM killer would. The back
// office is the real process the storefront runs and restarts (server/agency-process.ts), on
// SQLite or PostgreSQL, its policy e-mails sent to a mail server of the test's own.

const savedEnv = { ...process.env }
const mail = await startMailServer()
const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-outage-'))
const postgres =
  testBackend === 'postgres' ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL!) : null
const port = await freePort()
const siteCredential = 'ariza-testi-kimligi'
Object.assign(process.env, {
  AGENCY_PORT: String(port),
  UPSTREAM_SITE_CREDENTIAL: siteCredential,
  DATA_DIR: dataDir,
  SMTP_URL: mail.url,
  LOG_LEVEL: 'silent',
  AGENCY_INSURER_LATENCY_MS: '5-30',
  AGENCY_INSURER_FAILURE_RATE: '0',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
})
const backOffice = await startAgencyBackend({
  entry: path.resolve('server/agency/main.ts'),
  execArgv: ['--import', 'tsx'],
  log: pino({ level: 'silent' }),
  // Long enough that the payer's next page is read while it is still down.
  restartDelaysMs: Array<number>(20).fill(2000),
})
const agency = {
  url: `http://127.0.0.1:${port}`,
  db: openAgencyDb({ dataDir, databaseUrl: postgres?.url }),
}
const storefront = await startStorefront({ ...agency, siteCredential, dataDir })
// Vite compiles the app on its first request: done now, so that the callbacks below reach the
// storefront's action at once, while the back office is still down.
await browserlessVisitor(storefront.url).get('/odeme/3d-sonuc')
afterAll(async () => {
  await storefront.stop()
  await backOffice.stop()
  await agency.db.destroy()
  await mail.stop()
  await postgres?.drop()
  rmSync(dataDir, { recursive: true, force: true })
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name]
  Object.assign(process.env, savedEnv)
})

/** Kills the running back office by its PID; the storefront starts a new one after its wait. */
async function killBackOffice() {
  const pid = backOffice.pid()!
  process.kill(pid, 'SIGKILL')
  await expect.poll(() => backOffice.state(), { timeout: 10_000 }).toBe('restarting')
  return pid
}

const backAgain = (killed: number) =>
  expect
    .poll(() => backOffice.state() === 'up' && backOffice.pid() !== killed, { timeout: 60_000 })
    .toBe(true)

let buyer = 0
/** A trafik offer paid at the bank: the result its page posts back to the shop. */
async function paidAtTheBank() {
  const { result } = await bankResultOfFirstOffer(agency, {
    QueryType: 'trafik',
    NationalNumber: '10000000146',
    Phone: `53278900${String(++buyer).padStart(2, '0')}`,
    LicensePlateNumber: '66ABC123',
  })
  return result
}

const refusal = /işlenmedi|çekim yapılmadı/
const verifyingPage = '/odeme/3d-sonuc?dogrulama'

/** What the payer reads: never that the payment failed; the page that verifies it until it knows. */
function expectVerifying(page: PageAnswer) {
  const { mainText } = readPage(page.html)
  expect(page.status).toBe(200)
  expect(mainText).toContain('Ödemenizin sonucunu doğruluyoruz')
  expect(mainText).not.toMatch(refusal)
  // Without JavaScript the browser asks again by itself.
  expect(page.html).toContain('<meta http-equiv="refresh" content="3">')
}

/** The verifying page read as a browser's refresh reads it, until the provider answers. */
async function untilAnswered(visitor: ReturnType<typeof browserlessVisitor>) {
  for (;;) {
    const page = await visitor.get(verifyingPage)
    if (page.status !== 200) return page
    expectVerifying(page)
    await sleep(300)
  }
}

const policiesOf = (paymentId: string) =>
  agency.db
    .selectFrom('policies')
    .innerJoin('payments', 'payments.id', 'policies.payment_id')
    .select(['policies.policy_number', 'payments.status'])
    .where('payments.id', '=', paymentId)
    .execute()

const policyEmailOf = (policyNumber: string) =>
  agency.db
    .selectFrom('policy_emails')
    .select(['due_at', 'sent_at'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow()

/**
 * The sale ended once: paid, one policy, its e-mail taken by the mail server exactly once and
 * marked sent, so no sender sends it again. An e-mail a killed process had claimed is sent when
 * its claim's lease runs out: the test lets that time pass.
 */
async function expectOnePolicyMailedOnce(paymentId: string) {
  const [policy, ...others] = await policiesOf(paymentId)
  expect(others).toEqual([])
  expect(policy?.status).toBe('paid')
  const policyNumber = policy!.policy_number
  const owed = await policyEmailOf(policyNumber)
  if (!owed.sent_at && Date.parse(owed.due_at!) > Date.now()) {
    await agency.db
      .updateTable('policy_emails')
      .set({ due_at: new Date(Date.now() - 1000).toISOString() })
      .where('policy_number', '=', policyNumber)
      .execute()
  }
  await expect.poll(() => mail.policyEmails(policyNumber), { timeout: 60_000 }).toBe(1)
  await expect.poll(async () => (await policyEmailOf(policyNumber)).sent_at).toBeTruthy()
  expect((await policyEmailOf(policyNumber)).due_at).toBeNull()
  expect(mail.policyEmails(policyNumber)).toBe(1)
}

describe('the bank’s 3D result while the back office is killed', () => {
  // Each payer finds the back office up, whatever the test before left behind.
  beforeEach(() => expect.poll(() => backOffice.state(), { timeout: 60_000 }).toBe('up'), 70_000)

  it('before it is answered: the payer is told it is being verified, then reaches the policy', async () => {
    const result = await paidAtTheBank()
    const killed = await killBackOffice()
    const visitor = browserlessVisitor(storefront.url)
    const posted = await visitor.post('/odeme/3d-sonuc', result)
    expect(posted.html).not.toMatch(refusal)
    expect(posted).toMatchObject({ status: 303, location: verifyingPage })
    expectVerifying(await visitor.get(verifyingPage))

    await backAgain(killed)
    const answered = await untilAnswered(visitor)
    expect(answered).toMatchObject({
      status: 302,
      location: `/odeme/taslak/teklif?odeme=${result.PaymentId}`,
    })
    await expectOnePolicyMailedOnce(result.PaymentId)
  }, 240_000)

  it('after the payment was recorded, while the policy e-mail was being sent: verified, then the e-mail goes out once', async () => {
    mail.behave('hold')
    const result = await paidAtTheBank()
    const visitor = browserlessVisitor(storefront.url)
    const heldBefore = mail.held()
    const posting = visitor.post('/odeme/3d-sonuc', result)
    await expect.poll(() => mail.held(), { timeout: 60_000 }).toBe(heldBefore + 1)
    expect(await policiesOf(result.PaymentId)).toMatchObject([{ status: 'paid' }])
    const killed = await killBackOffice()
    mail.behave('take')
    const posted = await posting
    expect(posted.html).not.toMatch(refusal)
    expect(posted).toMatchObject({ status: 303, location: verifyingPage })
    expectVerifying(await visitor.get(verifyingPage))

    await backAgain(killed)
    expect(await untilAnswered(visitor)).toMatchObject({
      status: 302,
      location: `/odeme/taslak/teklif?odeme=${result.PaymentId}`,
    })
    await expectOnePolicyMailedOnce(result.PaymentId)
  }, 240_000)

  // Where the outside attack found "ödeme işlenmedi" for a paid policy with no e-mail.
  for (const delayMs of [60, 100, 120, 140]) {
    it(`${delayMs} ms after it reached the storefront: never reported as failed, the policy issued and mailed once`, async () => {
      const result = await paidAtTheBank()
      const visitor = browserlessVisitor(storefront.url)
      const posting = visitor.post('/odeme/3d-sonuc', result)
      await sleep(delayMs)
      const killed = await killBackOffice()
      const posted = await posting
      expect(posted.html).not.toMatch(refusal)
      expect(posted.status).toBe(303)
      await backAgain(killed)
      const answered = posted.location === verifyingPage ? await untilAnswered(visitor) : posted
      expect(answered.location).toBe(`/odeme/taslak/teklif?odeme=${result.PaymentId}`)
      await expectOnePolicyMailedOnce(result.PaymentId)
    }, 240_000)
  }
})
