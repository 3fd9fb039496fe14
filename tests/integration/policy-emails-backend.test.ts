import { afterAll, describe, expect, it } from 'vitest'
import type { AgencyDb } from '../../server/agency/db/database.ts'
import { messengerFor } from '../../server/agency/delivery/live-messenger.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import {
  deliverPolicyEmails,
  POLICY_EMAIL_LEASE_MS,
  POLICY_EMAIL_RETRY_DELAYS_MS,
  sendPolicyEmails,
} from '../../server/agency/payments/policy-email-outbox.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { agencyForFile } from '../support/agency.ts'
import { startMailServer } from '../support/mail-server.ts'
import { paidPolicy } from '../support/paid-policy.ts'

// Issue 37: the policy e-mail is an outbox row written with the policy, sent by whichever sender
// claims it, retried when the mail server refuses it, and never sent twice. The back office's
// senders here are called as its schedule calls them, at the times a test names.
const mail = await startMailServer()
const email = { url: mail.url, from: '"Bozok Sigorta" <bildirim@bozoksigorta.com.tr>' }
const agency = await agencyForFile({ delivery: { sms: null, email } })
afterAll(() => mail.stop())

const { branding } = readAgencySettings({ ...process.env, UPSTREAM_SITE_CREDENTIAL: 'test' })
/** A back-office process's sender on its own connection: its messenger sends through SMTP. */
const senderOn =
  (db: AgencyDb) =>
  (now: Date): ReturnType<typeof deliverPolicyEmails> =>
    deliverPolicyEmails(
      db,
      messengerFor({ sms: null, email }, outboxMessenger(db), { warn: () => {} }),
      branding,
      { now },
    )
const send = senderOn(agency.db)

let buyer = 0
/** A policy bought with the mail server refusing: paid and issued, its e-mail owed. */
async function policyOwingItsEmail() {
  mail.behave('refuse')
  const n = String(++buyer).padStart(2, '0')
  const { policyNumber } = await paidPolicy(agency, {
    NationalNumber: '10000000146',
    Phone: `53245600${n}`,
  })
  mail.behave('take')
  return policyNumber
}

const owed = (policyNumber: string) =>
  agency.db
    .selectFrom('policy_emails')
    .selectAll()
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow()

const after = (ms: number, from = new Date()) => new Date(from.getTime() + ms)

describe('the policy e-mail', () => {
  it('is owed with the policy, tried again after a refusal, waiting longer each time, and sent once', async () => {
    const bought = new Date()
    const policyNumber = await policyOwingItsEmail()
    expect(mail.policyEmails(policyNumber)).toBe(0)
    const first = await owed(policyNumber)
    expect(first).toMatchObject({ attempts: 1, sent_at: null })
    expect(Date.parse(first.due_at!)).toBeGreaterThanOrEqual(
      bought.getTime() + POLICY_EMAIL_RETRY_DELAYS_MS[0]!,
    )

    expect(await send(new Date())).toEqual({ sent: 0, failed: 0, gaveUp: [] })
    mail.behave('refuse')
    const secondTry = new Date(first.due_at!)
    expect(await send(secondTry)).toEqual({ sent: 0, failed: 1, gaveUp: [] })
    const second = await owed(policyNumber)
    expect(second.due_at).toBe(after(POLICY_EMAIL_RETRY_DELAYS_MS[1]!, secondTry).toISOString())

    mail.behave('take')
    expect(await send(new Date(second.due_at!))).toEqual({ sent: 1, failed: 0, gaveUp: [] })
    expect(mail.policyEmails(policyNumber)).toBe(1)
    expect(await owed(policyNumber)).toMatchObject({ attempts: 3, due_at: null })
    expect(await send(after(7 * 86_400_000))).toEqual({ sent: 0, failed: 0, gaveUp: [] })
    expect(mail.policyEmails(policyNumber)).toBe(1)
  })

  it('is given up after its last retry, naming the policy, and not sent later', async () => {
    const policyNumber = await policyOwingItsEmail()
    mail.behave('refuse')
    let run
    do {
      const { due_at } = await owed(policyNumber)
      run = await send(new Date(due_at!))
    } while (run.gaveUp.length === 0)
    expect(run.gaveUp).toEqual([policyNumber])
    expect(await owed(policyNumber)).toMatchObject({
      attempts: POLICY_EMAIL_RETRY_DELAYS_MS.length + 1,
      due_at: null,
      sent_at: null,
    })
    mail.behave('take')
    expect((await send(after(30 * 86_400_000))).sent).toBe(0)
    expect(mail.policyEmails(policyNumber)).toBe(0)
  })

  it('owed to several buyers is sent once each by two back-office processes sending at once', async () => {
    const policies = [
      await policyOwingItsEmail(),
      await policyOwingItsEmail(),
      await policyOwingItsEmail(),
    ]
    const due = after(POLICY_EMAIL_RETRY_DELAYS_MS[0]! + 60_000)
    const runs = await Promise.all([send(due), senderOn(agency.secondConnection())(due)])
    expect(runs[0].sent + runs[1].sent).toBe(policies.length)
    for (const policyNumber of policies) expect(mail.policyEmails(policyNumber)).toBe(1)
  })

  it('claimed by a sender that stopped answering is left to it until its lease runs out, then sent once by another', async () => {
    const policyNumber = await policyOwingItsEmail()
    const claimedAt = new Date((await owed(policyNumber)).due_at!)
    let wakeUp = () => {}
    const stuck = sendPolicyEmails(
      agency.db,
      () => new Promise<void>((resolve) => (wakeUp = resolve)),
      { only: policyNumber, now: claimedAt },
    )
    await expect.poll(async () => (await owed(policyNumber)).attempts).toBe(2)

    expect(await send(after(POLICY_EMAIL_LEASE_MS - 1000, claimedAt))).toMatchObject({ sent: 0 })
    expect(await send(after(POLICY_EMAIL_LEASE_MS, claimedAt))).toMatchObject({ sent: 1 })
    expect(mail.policyEmails(policyNumber)).toBe(1)
    // The first sender coming back after its lease writes nothing over the one that took over.
    wakeUp()
    await stuck
    expect(await owed(policyNumber)).toMatchObject({ attempts: 3, due_at: null })
  })
})
