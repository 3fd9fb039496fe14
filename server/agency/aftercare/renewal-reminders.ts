import { isOwnKey } from '../../platform/own-key.ts'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { insuredGreeting } from '../payments/policy-email.ts'
import { signedPolicyToken } from '../payments/policy-link.ts'
import type { Branding } from '../print/branding.ts'
import { quoteLines } from '../quotes/lines.ts'
import { lastPetQuoteDay } from '../quotes/pet/pet-age.ts'
import { lastPhoneQuoteDay } from '../quotes/phone/device-age.ts'
import { petAgeLimits } from '../pricing/pet.ts'
import { phoneMaxAgeMonths } from '../pricing/phone.ts'
import {
  addDays,
  lastRenewalQuoteDay,
  nowInTurkey,
  renewalWindowDays,
  todayInTurkey,
  trDate,
} from '../registry/dates.ts'
import {
  boughtPoliciesWithQuoteFields,
  carriedDate,
  insuredBirths,
  insurersOfLines,
  type CarriedDate,
} from './bought-policies.ts'
import { dueReminder, FIRST_REMINDER_DAYS, type ReminderOffset } from './renewal-schedule.ts'

/**
 * How long a process's claim on a reminder holds before another may take it over: far longer
 * than one SMS and one e-mail take, so only a process that died mid-send loses it.
 */
export const REMINDER_LEASE_MS = 10 * 60_000

/** How long after the policy's end its renewal link still opens a quote. */
const RENEWAL_LINK_DAYS_AFTER_END = 30

/**
 * Claims the reminder of `offset` for a policy: the row's primary key lets one process insert
 * it; a claim left unsent past its lease is taken over by one process, compare-and-set on its
 * time. The claim's time, or null when another process has it or it was sent.
 */
async function claimReminder(db: AgencyDb, policyId: number, offset: ReminderOffset, now: Date) {
  const claimedAt = now.toISOString()
  const inserted = await db
    .insertInto('renewal_reminders')
    .values({ policy_id: policyId, offset_days: offset, claimed_at: claimedAt, sent_at: null })
    .onConflict((oc) => oc.columns(['policy_id', 'offset_days']).doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return claimedAt
  const taken = await db
    .updateTable('renewal_reminders')
    .set({ claimed_at: claimedAt })
    .where('policy_id', '=', policyId)
    .where('offset_days', '=', offset)
    .where('sent_at', 'is', null)
    .where('claimed_at', '<', new Date(now.getTime() - REMINDER_LEASE_MS).toISOString())
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? claimedAt : null
}

const reminderRow = (db: AgencyDb, policyId: number, offset: ReminderOffset, claimedAt: string) =>
  db
    .updateTable('renewal_reminders')
    .where('policy_id', '=', policyId)
    .where('offset_days', '=', offset)
    .where('claimed_at', '=', claimedAt)

type DuePolicy = Awaited<ReturnType<typeof duePolicies>>[number]

/**
 * Policies in force that end within the longest offset, not withdrawn, with whom to tell and what
 * their renewal carries.
 */
const duePolicies = (db: AgencyDb, today: string) =>
  boughtPoliciesWithQuoteFields(db)
    .select(['policies.phone', 'policies.email', 'policies.insured_name'])
    .where('policy_withdrawals.withdrawn_at', 'is', null)
    .where('policies.ends_on', '>', today)
    .where('policies.ends_on', '<=', addDays(today, FIRST_REMINDER_DAYS))
    .execute()

/**
 * For a phone, until when its device is young enough to be quoted (decision 081); for a pet, until
 * the day before it turns 9 (decision 082).
 */
function agedDeadline({ field, iso }: CarriedDate) {
  const [lastDay, why] =
    field === 'SatinAlmaTarihi'
      ? [
          lastPhoneQuoteDay(iso),
          `satın alınalı ${phoneMaxAgeMonths} ay ya da daha fazla olmuş telefonlara`,
        ]
      : [
          lastPetQuoteDay(iso),
          `${(petAgeLimits.maxMonths + 1) / 12} yaşını doldurmuş kedi ve köpeklere`,
        ]
  return ` Yenileme teklifini sitemizden ${trDate(lastDay)} tarihine kadar alabilirsiniz (sigorta şirketleri ${why} teklif vermez).`
}

/**
 * For kasko and trafik, until when the renewal is quoted online and who renews it after that
 * (decision 060): inside the window before the end insurers give no new offer. For a phone or a
 * pet, until when the date its renewal carries is still quoted (decisions 081, 082).
 */
function quoteDeadline(policy: DuePolicy, branding: Branding) {
  const line = policy.product_key
  const carried = carriedDate(policy)
  if (carried !== null) return agedDeadline(carried)
  if (!isOwnKey(renewalWindowDays, line)) return ''
  return (
    ` Yenileme teklifini sitemizden ${trDate(lastRenewalQuoteDay(line, policy.ends_on))} tarihine kadar alabilirsiniz ` +
    `(bitişe ${renewalWindowDays[line]} gün ya da daha az kala teklif verilmez); sonrasında yenileme için acentemizi arayın: ${branding.phone}.`
  )
}

/** The reminder's SMS and e-mail: a service message about the customer's own policy. */
async function reminderTexts(db: AgencyDb, policy: DuePolicy, branding: Branding) {
  const line = quoteLines[policy.product_key]?.title ?? policy.product_key
  const expires = new Date(`${addDays(policy.ends_on, RENEWAL_LINK_DAYS_AFTER_END)}T21:00:00Z`)
  // On the agency's own site (SITE_URL), never on the address the policy was bought through.
  const link = `${branding.siteUrl}/police/yenile/${await signedPolicyToken(db, 'policy-renewal', policy.id, expires)}`
  const renew = `Bilgileriniz hazır; yenileme tekliflerini görmek için: ${link}`
  const ends = `${policy.insurer_name} ${line} poliçenizin (${policy.policy_number}) süresi ${trDate(policy.ends_on)} tarihinde doluyor.`
  const until = quoteDeadline(policy, branding)
  return {
    sms: `${branding.name}: ${ends}${until} ${renew} Bu bir hizmet mesajıdır.`,
    subject: `${line} poliçenizin süresi ${trDate(policy.ends_on)} tarihinde doluyor`,
    email:
      `${insuredGreeting(policy.insured_name)}, ${ends}${until} ${renew} ` +
      `Bu e-posta poliçenizle ilgili bir hizmet mesajıdır; ticari ileti izniniz olmasa da gönderilir. ${branding.name}`,
  }
}

type Texts = Awaited<ReturnType<typeof reminderTexts>>

/** A reminder's channels, each recorded when it went out and never sent again after that. */
const channels = {
  sms: {
    sentColumn: 'sms_sent_at',
    send: (messenger: Messenger, policy: DuePolicy, texts: Texts) =>
      messenger.sms({ phone: policy.phone, text: texts.sms }),
  },
  email: {
    sentColumn: 'email_sent_at',
    send: (messenger: Messenger, policy: DuePolicy, texts: Texts) =>
      messenger.email({ to: policy.email, subject: texts.subject, text: texts.email }),
  },
} as const
export type ReminderChannel = keyof typeof channels

/** The channels of a policy's reminder not recorded as sent: all of them before any went out. */
async function unsentChannels(db: AgencyDb, policyId: number, offset: ReminderOffset) {
  const row = await db
    .selectFrom('renewal_reminders')
    .select(['sms_sent_at', 'email_sent_at'])
    .where('policy_id', '=', policyId)
    .where('offset_days', '=', offset)
    .executeTakeFirst()
  return (Object.keys(channels) as ReminderChannel[]).filter(
    (channel) => !row?.[channels[channel].sentColumn],
  )
}

export interface DueReminder {
  policy: DuePolicy
  offset: ReminderOffset
  unsent: ReminderChannel[]
}

/** The reminders due on `today` with a channel still to send, as a run would find them. */
export async function dueReminders(db: AgencyDb, today: string): Promise<DueReminder[]> {
  const due: DueReminder[] = []
  const insurersOf = await insurersOfLines(db)
  for (const policy of await duePolicies(db, today)) {
    const purchasedOn = todayInTurkey(new Date(policy.issued_at))
    const offset = dueReminder(
      {
        ...policy,
        purchasedOn,
        carriedDate: carriedDate(policy)?.iso ?? null,
        insuredBirths: insuredBirths(policy),
        insurers: insurersOf(policy.product_key),
      },
      today,
    )
    if (offset === null) continue
    const unsent = await unsentChannels(db, policy.id, offset)
    if (unsent.length) due.push({ policy, offset, unsent })
  }
  return due
}

const channelNames: Record<ReminderChannel, string> = { sms: 'SMS', email: 'e-posta' }

/** A due reminder for the operator's eyes: the policy and what would go out, not to whom. */
export const reminderLine = (
  policy: DuePolicy,
  offset: ReminderOffset,
  unsent: ReminderChannel[],
) =>
  `${policy.policy_number} ${quoteLines[policy.product_key]?.title ?? policy.product_key}: ` +
  `bitiş ${trDate(policy.ends_on)}, ${offset} gün kala, ` +
  unsent.map((channel) => channelNames[channel]).join(' ve ')

export interface ReminderRun {
  day: string
  /** Reminders whose every channel has now gone out. */
  sent: number
  /** Reminders with a channel the operator or mail server refused, tried again next run. */
  failed: number
  /** What went out, for the operator's eyes (reminderLine): the policies, no phone or address. */
  reminders: string[]
}

/**
 * Sends the renewal reminders due on `today` (a Turkish calendar day), by SMS and e-mail, each
 * channel at most once per policy and offset however many back-office processes run it at once
 * (docs/decisions/039). A channel the operator or mail server refused is left for the next run;
 * one that went out is recorded at once and not sent again.
 */
export async function sendRenewalReminders(
  db: AgencyDb,
  messenger: Messenger,
  branding: Branding,
  today = todayInTurkey(),
  now = new Date(),
): Promise<ReminderRun> {
  const run: ReminderRun = { day: today, sent: 0, failed: 0, reminders: [] }
  for (const { policy, offset } of await dueReminders(db, today)) {
    const claimedAt = await claimReminder(db, policy.id, offset, now)
    if (!claimedAt) continue
    // Read under the claim: the process that held it before may have sent a channel since.
    const unsent = await unsentChannels(db, policy.id, offset)
    const texts = await reminderTexts(db, policy, branding)
    let refused = false
    for (const channel of unsent) {
      try {
        await channels[channel].send(messenger, policy, texts)
      } catch (error) {
        if (!(error instanceof DeliveryFailed)) throw error
        refused = true
        continue
      }
      await reminderRow(db, policy.id, offset, claimedAt)
        .set({ [channels[channel].sentColumn]: new Date().toISOString() })
        .execute()
    }
    if (refused) {
      // Released: an empty claim time is older than any lease, so the next run takes it.
      await reminderRow(db, policy.id, offset, claimedAt).set({ claimed_at: '' }).execute()
      run.failed++
      continue
    }
    await reminderRow(db, policy.id, offset, claimedAt)
      .set({ sent_at: new Date().toISOString() })
      .execute()
    run.sent++
    run.reminders.push(reminderLine(policy, offset, unsent))
  }
  return run
}

/** How often the back office looks for reminders due: hourly, so a restart loses no day. */
const REMINDER_INTERVAL_MS = 60 * 60_000

/**
 * The hours of a Turkish day in which the hourly run sends (09:00 to 20:59): a reminder is a
 * service message, so a day's reminders wait for the morning instead of going out on the first
 * run after midnight. `npm run reminders` sends when the operator runs it.
 */
export const REMINDER_HOURS = { from: 9, until: 21 } as const

export function inReminderHours(now: Date) {
  const hour = Number(nowInTurkey(now).slice(11, 13))
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until
}

/**
 * Runs the reminders inside the back office: shortly after the start, then hourly, in the
 * reminder hours. Each run sends only what no run has sent, so every process may run it.
 * Returns the stop.
 */
export function scheduleRenewalReminders(
  send: () => Promise<ReminderRun>,
  log: {
    info: (fields: object, message: string) => void
    error: (fields: object, message: string) => void
  },
) {
  const tick = () =>
    inReminderHours(new Date()) &&
    send().then(
      (run) => run.sent + run.failed > 0 && log.info(run, 'renewal reminders'),
      (error: unknown) => log.error({ err: String(error) }, 'renewal reminders failed'),
    )
  const first = setTimeout(tick, 30_000)
  const timer = setInterval(tick, REMINDER_INTERVAL_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
