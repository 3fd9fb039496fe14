import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { sendRenewalReminders } from '../../server/agency/aftercare/renewal-reminders.ts'
import type { AgencyDb } from '../../server/agency/db/database.ts'
import { DeliveryFailed, type Messenger } from '../../server/agency/delivery/messenger.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { addDays, todayInTurkey, trDate } from '../../server/agency/registry/dates.ts'
import { agencyForFile } from '../support/agency.ts'
import { liseCaddesi12Flat3 } from '../support/dask-konut.ts'
import { buyFirstOffer } from '../support/paid-policy.ts'

// Issue 28: renewal reminders by SMS and e-mail 30, 7 and 1 days before a policy ends, each once
// per policy and offset, also with two back-office processes running the job at once.
const agency = await agencyForFile()
const { branding } = readAgencySettings({ UPSTREAM_SITE_CREDENTIAL: 'site' })
const renewal = await import('~/upstream/renewal.server.ts')
const visitor = { member: null, visitor: { ip: '203.0.113.7', userAgent: 'vitest' } }

let phoneSeq = 0
/** A DASK policy bought today, from today for a year: its number and end. */
async function daskPolicy() {
  const Phone = `53212500${String(++phoneSeq).padStart(2, '0')}`
  const { policyNumber } = await buyFirstOffer(agency, {
    QueryType: 'dask',
    NationalNumber: '10000000146',
    Phone,
    UAVTNumber: liseCaddesi12Flat3,
  } as unknown as QuoteHeaderRequest)
  const row = await agency.db
    .selectFrom('policies')
    .select(['id', 'ends_on'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow()
  return { policyNumber, Phone, ...row }
}

const run = (day: string, db: AgencyDb = agency.db, messenger = outboxMessenger(db)) =>
  sendRenewalReminders(db, messenger, branding, day)

/** The outbox's messenger with one channel refused, as by a mail server or SMS operator down. */
const refusing = (channel: 'sms' | 'email'): Messenger => ({
  ...outboxMessenger(agency.db),
  [channel]: async () => {
    throw new DeliveryFailed(channel, '451 geçici hata')
  },
})

/** The reminders the outbox holds for one policy, by channel. */
const remindersOf = async (policyNumber: string) =>
  await agency.db
    .selectFrom('outbox')
    .select(['channel', 'recipient', 'body'])
    .where('body', 'like', `%(${policyNumber}) süresi%`)
    .orderBy('id')
    .execute()

describe('renewal reminders', () => {
  it('sends one SMS and one e-mail on the day 30 days before the end, and none on a second run', async () => {
    const policy = await daskPolicy()
    const day = addDays(policy.ends_on, -30)
    await run(addDays(day, -1))
    expect(await remindersOf(policy.policyNumber)).toEqual([])
    await run(day)
    await run(day)
    const sent = await remindersOf(policy.policyNumber)
    expect(sent.map((m) => m.channel)).toEqual(['sms', 'email'])
    expect(sent[0]!.recipient).toBe(policy.Phone)
    for (const message of sent) {
      expect(message.body).toMatch(/\/police\/yenile\/\d+\.\d+\.[\w-]{43}/)
      expect(message.body).toContain('hizmet mesajı')
      expect(message.body).not.toContain('10000000146')
    }
    // The 7-day reminder on its day, once; then the 1-day one.
    await run(addDays(policy.ends_on, -7))
    await run(addDays(policy.ends_on, -6))
    expect(await remindersOf(policy.policyNumber)).toHaveLength(4)
    await run(addDays(policy.ends_on, -1))
    expect(await remindersOf(policy.policyNumber)).toHaveLength(6)
  })

  it('while the e-mail fails, sends the SMS once and the e-mail once it goes through', async () => {
    const policy = await daskPolicy()
    const day = addDays(policy.ends_on, -30)
    // Hourly runs with the mail server down: the SMS goes out on the first only.
    for (let hour = 0; hour < 3; hour++) {
      expect(await run(day, agency.db, refusing('email'))).toMatchObject({ sent: 0, failed: 1 })
    }
    const channels = async () => (await remindersOf(policy.policyNumber)).map((m) => m.channel)
    expect(await channels()).toEqual(['sms'])
    expect(await run(addDays(day, 1))).toMatchObject({ sent: 1, failed: 0 })
    await run(addDays(day, 1))
    expect(await channels()).toEqual(['sms', 'email'])
  })

  it('while the SMS fails, sends the e-mail once and the SMS once it goes through', async () => {
    const policy = await daskPolicy()
    const day = addDays(policy.ends_on, -30)
    await run(day, agency.db, refusing('sms'))
    await run(day, agency.db, refusing('sms'))
    const channels = async () => (await remindersOf(policy.policyNumber)).map((m) => m.channel)
    expect(await channels()).toEqual(['email'])
    await run(day)
    await run(day)
    expect(await channels()).toEqual(['email', 'sms'])
  })

  it('sends each reminder once when two back-office processes run the job at once', async () => {
    const policies = [await daskPolicy(), await daskPolicy(), await daskPolicy()]
    const day = addDays(policies[0]!.ends_on, -30)
    const other = agency.secondConnection()
    const runs = await Promise.all([run(day), run(day, other), run(day), run(day, other)])
    expect(runs.reduce((sum, r) => sum + r.sent, 0)).toBe(3)
    for (const policy of policies) {
      expect((await remindersOf(policy.policyNumber)).map((m) => m.channel)).toEqual([
        'sms',
        'email',
      ])
    }
  })

  it('takes over a claim whose process died once its lease has run out, not before', async () => {
    const [fresh, stale] = [await daskPolicy(), await daskPolicy()]
    const claim = (policyId: number, minutesAgo: number) =>
      agency.db
        .insertInto('renewal_reminders')
        .values({
          policy_id: policyId,
          offset_days: 30,
          claimed_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          sent_at: null,
        })
        .execute()
    await claim(fresh.id, 1)
    await claim(stale.id, 11)
    await run(addDays(fresh.ends_on, -30))
    expect(await remindersOf(fresh.policyNumber)).toEqual([])
    expect(await remindersOf(stale.policyNumber)).toHaveLength(2)
  })

  it('sends nothing for a withdrawn policy', async () => {
    const policy = await daskPolicy()
    await agency.db
      .insertInto('policy_withdrawals')
      .values({
        policy_id: policy.id,
        refund_kurus: 100,
        refund_rule: 'full',
        withdrawn_at: new Date().toISOString(),
      })
      .execute()
    await run(addDays(policy.ends_on, -30))
    expect(await remindersOf(policy.policyNumber)).toEqual([])
  })

  it('the link names the policy and what it insures, for whoever holds it, and nothing forged', async () => {
    const policy = await daskPolicy()
    await run(addDays(policy.ends_on, -30))
    const [sms] = await remindersOf(policy.policyNumber)
    const RenewalToken = /\/police\/yenile\/([\w.-]+)/.exec(sms!.body)![1]!
    const found = await renewal.getRenewal({ RenewalToken }, visitor)
    expect(found.ok && found.body.Data).toMatchObject({
      PolicyNumber: policy.policyNumber,
      ProductKey: 'dask',
      EndsOn: policy.ends_on,
      Withdrawn: false,
    })
    expect(found.ok && found.body.Data!.Subject).toContain('Lise Caddesi')
    const forged = RenewalToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const refused = await renewal.getRenewal({ RenewalToken: forged }, visitor)
    expect(!refused.ok && refused.kind === 'http' && refused.status).toBe(404)
    // A visitor naming the policy by its number is no owner.
    const guessed = await renewal.getRenewal({ PolicyNumber: policy.policyNumber }, visitor)
    expect(!guessed.ok && guessed.kind === 'http' && guessed.status).toBe(404)
  })
})

/**
 * The reminders command as `npm run build` bundles it (scripts/build-server.js), bundled here so
 * the test needs no build; beside node_modules, whose packages it imports.
 */
mkdirSync('node_modules/.cache', { recursive: true })
const commandDir = mkdtempSync(path.resolve('node_modules/.cache/reminders-command-'))
afterAll(() => rmSync(commandDir, { recursive: true, force: true }))
const command = path.join(commandDir, 'reminders.js')
await build({
  entryPoints: ['server/agency/aftercare/reminders-command.ts'],
  outfile: command,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  alias: { '~': './app' },
  logLevel: 'warning',
})

/** `npm run reminders -- …` on this file's back-office database: its exit code and output. */
async function remindersCommand(...args: string[]) {
  const env = {
    PATH: process.env.PATH,
    DATA_DIR: agency.dataDir,
    ...(agency.databaseUrl ? { DATABASE_URL: agency.databaseUrl } : {}),
  }
  try {
    const { stdout } = await promisify(execFile)('node', [command, ...args], { env })
    return { code: 0, stdout, stderr: '' }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** A DASK policy whose 30-day reminder is due today: bought a year ago, as far as the back office knows. */
async function dueToday() {
  const policy = await daskPolicy()
  const endsOn = addDays(todayInTurkey(), 30)
  await agency.db
    .updateTable('policies')
    .set({ starts_on: addDays(endsOn, -365), ends_on: endsOn })
    .where('id', '=', policy.id)
    .execute()
  return { ...policy, ends_on: endsOn }
}

// Each test runs the command as separate processes, on a machine that may be busy.
describe('npm run reminders', { timeout: 120_000 }, () => {
  it('refuses a day after today and sends nothing; --dry-run lists what that day would send', async () => {
    const policy = await dueToday()
    const today = todayInTurkey()
    const early = await remindersCommand('--date', addDays(today, 1))
    expect(early.code).toBe(2)
    expect(early.stderr).toMatch(/bugünden \(\d\d\.\d\d\.\d{4}\) sonra olamaz.*--dry-run/)
    // Its 7-day reminder's day, dry: listed with its channels, nothing sent or claimed.
    const dry = await remindersCommand('--dry-run', '--date', addDays(policy.ends_on, -7))
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain('hiçbir şey gönderilmedi')
    expect(dry.stdout).toContain(
      `${policy.policyNumber} Zorunlu Deprem Sigortası (DASK): bitiş ${trDate(policy.ends_on)}, 7 gün kala, SMS ve e-posta`,
    )
    expect(dry.stdout).not.toContain(policy.Phone)
    expect(await remindersOf(policy.policyNumber)).toEqual([])
    expect(
      await agency.db
        .selectFrom('renewal_reminders')
        .where('policy_id', '=', policy.id)
        .selectAll()
        .execute(),
    ).toEqual([])
    // Today, without --date: sent; a dry run of today then has nothing left for it.
    expect((await remindersCommand()).stdout).toMatch(/\d+ yenileme hatırlatması gönderildi/)
    expect((await remindersOf(policy.policyNumber)).map((m) => m.channel)).toEqual(['sms', 'email'])
    expect((await remindersCommand('--dry-run')).stdout).not.toContain(policy.policyNumber)
  })

  it('six runs started at once all finish and send each reminder once', async () => {
    // Enough reminders that runs still preparing the database overlap others already sending.
    const policies = []
    for (let i = 0; i < 8; i++) policies.push(await dueToday())
    const runs = await Promise.all(Array.from({ length: 6 }, () => remindersCommand()))
    expect(runs.map((r) => [r.code, r.stderr])).toEqual(Array(6).fill([0, '']))
    for (const policy of policies) {
      expect((await remindersOf(policy.policyNumber)).map((m) => m.channel)).toEqual([
        'sms',
        'email',
      ])
    }
  })
})
