import { describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { sendRenewalReminders } from '../../server/agency/aftercare/renewal-reminders.ts'
import type { AgencyDb } from '../../server/agency/db/database.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { addDays } from '../../server/agency/registry/dates.ts'
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

const run = (day: string, db: AgencyDb = agency.db) =>
  sendRenewalReminders(db, outboxMessenger(db), branding, day)

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
