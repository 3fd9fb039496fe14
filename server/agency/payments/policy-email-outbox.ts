import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import type { Branding } from '../print/branding.ts'
import { policyPdf } from './policies.ts'
import { policyEmail } from './policy-email.ts'

// The policy e-mail as an outbox row (docs/decisions/058): queued in the transaction that issues
// the policy, sent by whichever sender claims it, retried until the mail server takes it.

/**
 * How long a sender's claim on a policy e-mail holds before another may take it over: longer than
 * printing the policy and the mail server's own time-outs (under a minute together), so only a
 * sender that died mid-send loses its claim, and its e-mail goes out once the lease has run.
 */
export const POLICY_EMAIL_LEASE_MS = 3 * 60_000

/** The waits after each failed attempt, about two days in all; a failure past the last gives up. */
export const POLICY_EMAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map(
  (minutes) => minutes * 60_000,
)

/** Owed from the moment the policy exists: called in the transaction that issues it. */
export async function queuePolicyEmail(trx: AgencyDb, policyNumber: string, now = new Date()) {
  await trx
    .insertInto('policy_emails')
    .values({ policy_number: policyNumber, attempts: 0, due_at: now.toISOString(), sent_at: null })
    .execute()
}

export interface PolicyEmailRun {
  sent: number
  /** Failed this time, to be tried again after their wait. */
  failed: number
  /** The policies whose e-mail failed its last attempt: an operator's to look at. */
  gaveUp: string[]
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/**
 * Takes a due e-mail for this sender, compare-and-set on its claim count: of two senders only one
 * moves it on (PostgreSQL re-reads the row the other waited for). The claim's number, or null.
 */
async function claim(db: AgencyDb, due: { policy_number: string; attempts: number }, now: Date) {
  const taken = await db
    .updateTable('policy_emails')
    .set({ attempts: due.attempts + 1, due_at: later(now, POLICY_EMAIL_LEASE_MS) })
    .where('policy_number', '=', due.policy_number)
    .where('attempts', '=', due.attempts)
    .where('due_at', '<=', now.toISOString())
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? due.attempts + 1 : null
}

/**
 * Sends the policy e-mails due (`only` the one a callback has just queued, when named), each by
 * the one sender that claimed it, and marks it sent. A failed one waits longer after each try.
 * An error other than a refused delivery (a fault in building the e-mail) is retried the same way
 * and thrown once every e-mail of the run has had its turn.
 */
export async function sendPolicyEmails(
  db: AgencyDb,
  send: (policyNumber: string) => Promise<void>,
  { only, now = new Date() }: { only?: string; now?: Date } = {},
): Promise<PolicyEmailRun> {
  const run: PolicyEmailRun = { sent: 0, failed: 0, gaveUp: [] }
  let due = db
    .selectFrom('policy_emails')
    .select(['policy_number', 'attempts'])
    .where('due_at', '<=', now.toISOString())
    .orderBy('due_at')
    .limit(100)
  if (only) due = due.where('policy_number', '=', only)
  let fault: unknown = null
  for (const email of await due.execute()) {
    const attempt = await claim(db, email, now)
    if (attempt === null) continue
    const thisClaim = db
      .updateTable('policy_emails')
      .where('policy_number', '=', email.policy_number)
      .where('attempts', '=', attempt)
    try {
      await send(email.policy_number)
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) fault ??= error
      const wait = POLICY_EMAIL_RETRY_DELAYS_MS[attempt - 1]
      await thisClaim.set({ due_at: wait === undefined ? null : later(now, wait) }).execute()
      if (wait === undefined) run.gaveUp.push(email.policy_number)
      else run.failed++
      continue
    }
    await thisClaim.set({ due_at: null, sent_at: new Date().toISOString() }).execute()
    run.sent++
  }
  if (fault) throw fault
  return run
}

/**
 * The policy e-mails due, each built when it is sent (policy-email.ts, its links on SITE_URL) and
 * sent by the one sender that claimed it.
 */
export const deliverPolicyEmails = (
  db: AgencyDb,
  messenger: Messenger,
  branding: Branding,
  options?: Parameters<typeof sendPolicyEmails>[2],
) =>
  sendPolicyEmails(
    db,
    async (policyNumber) => {
      const policy = await db
        .selectFrom('policies')
        .select(['email', 'product_key'])
        .where('policy_number', '=', policyNumber)
        .executeTakeFirstOrThrow()
      const printed = await policyPdf(db, policyNumber, branding)
      if (!printed) throw new Error(`policy ${policyNumber} cannot be printed`)
      await messenger.email(
        await policyEmail(db, policy.email, printed, branding, policy.product_key),
      )
    },
    options,
  )

/** How often the back office looks for policy e-mails due; the first wait after a failure is a minute. */
const POLICY_EMAIL_INTERVAL_MS = 10_000

/**
 * Runs the policy e-mails inside the back office: as it starts, which sends what a process that
 * died owed, then every ten seconds, never two runs of this process at once. Every process may
 * run it: each e-mail is sent by the one that claimed it. Returns the stop.
 */
export function schedulePolicyEmails(
  run: () => Promise<PolicyEmailRun>,
  log: {
    info: (fields: object, message: string) => void
    error: (fields: object, message: string) => void
  },
) {
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      const done = await run()
      if (done.gaveUp.length > 0) log.error(done, 'policy e-mails given up after their last retry')
      else if (done.sent + done.failed > 0) log.info(done, 'policy e-mails')
    } catch (error) {
      log.error({ err: String(error) }, 'policy e-mails failed')
    } finally {
      running = false
    }
  }
  void tick()
  const timer = setInterval(tick, POLICY_EMAIL_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
