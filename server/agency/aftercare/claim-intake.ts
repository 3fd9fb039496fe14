import type { AgencyDb } from '../db/database.ts'
import type { ClaimReport } from './claim-files.ts'
import {
  claimOfSubmission,
  claimsSince,
  lockClaimIntake,
  sameReportSince,
  storeClaimFile,
  type ClaimSource,
} from './store.ts'
import { todayInTurkey } from '../registry/dates.ts'

// Issue 37: one claim per form submission, the same report again within minutes recognised as
// the claim already filed, and caps per policy, per phone and per IP, so that a flood of posts
// files no flood of claims and sends no flood of SMS.

/** The claim intake's limits; each is set by a variable (settings.ts, README Security). */
export interface ClaimLimits {
  /** Claims filed on one policy in 24 hours. */
  policyDailyLimit: number
  /** Claims filed from one phone (the member's or the visitor's verified one) in 24 hours. */
  phoneDailyLimit: number
  /** Claims filed from one visitor IP in an hour. */
  ipHourlyLimit: number
  /** Minutes within which the same report on the same policy is the claim already filed. */
  repeatWindowMinutes: number
}

export const claimIntakeMessages = {
  repeated: (fileNumber: string) =>
    `Bu hasar ihbarı daha önce alındı; yeni bir dosya açılmadı. Hasar dosya numaranız: ${fileNumber}.`,
  otherPolicy:
    'Bu form başka bir poliçe için gönderilmiş. Lütfen sayfayı yenileyip hasarı yeniden bildirin.',
  policyDaily:
    'Bu poliçe için son 24 saatte çok sayıda hasar ihbarı yapıldı. Yeni bir ihbar için lütfen hasar hattımızı arayın.',
  phoneDaily:
    'Bu telefon numarasıyla son 24 saatte çok sayıda hasar ihbarı yapıldı. Yeni bir ihbar için lütfen hasar hattımızı arayın.',
  ipHourly:
    'Bu bağlantıdan kısa sürede çok sayıda hasar ihbarı yapıldı. Lütfen bir saat sonra yeniden deneyin ya da hasar hattımızı arayın.',
} as const

/** A form's submission key as the storefront makes it (a UUID); anything else is no key. */
export const submissionKeyOf = (value: string | undefined) =>
  value && /^[A-Za-z0-9-]{16,64}$/.test(value) ? value : null

export type ClaimIntake =
  | { kind: 'filed'; id: number; fileNumber: string }
  | { kind: 'repeated'; id: number; fileNumber: string }
  | { kind: 'refused'; status: 409 | 429; message: string }

/**
 * Takes a checked claim report in: the claim its submission key or its very words already filed,
 * a refusal past a cap, or a new claim, its request opened by `openRequest` and its file
 * (HSR-<year>-<request, six digits>) written in the same transaction. Intakes run one at a time,
 * so parallel posts of one report find the claim the first of them filed.
 */
export function takeClaim(
  db: AgencyDb,
  claim: { report: ClaimReport; source: ClaimSource },
  limits: ClaimLimits,
  openRequest: (trx: AgencyDb) => Promise<number>,
): Promise<ClaimIntake> {
  const { report, source } = claim
  const since = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
  const refused = (status: 409 | 429, message: string) =>
    ({ kind: 'refused', status, message }) as const
  return db.transaction().execute(async (trx) => {
    await lockClaimIntake(trx)
    const submitted = source.submissionKey && (await claimOfSubmission(trx, source.submissionKey))
    if (submitted && submitted.policy_id !== report.policy_id) {
      return refused(409, claimIntakeMessages.otherPolicy)
    }
    const earlier =
      submitted || (await sameReportSince(trx, report, since(limits.repeatWindowMinutes * 60)))
    if (earlier) {
      return { kind: 'repeated', id: earlier.request_id, fileNumber: earlier.file_number } as const
    }
    const day = since(86_400)
    if ((await claimsSince(trx, { policyId: report.policy_id }, day)) >= limits.policyDailyLimit) {
      return refused(429, claimIntakeMessages.policyDaily)
    }
    if (
      source.phone &&
      (await claimsSince(trx, { phone: source.phone }, day)) >= limits.phoneDailyLimit
    ) {
      return refused(429, claimIntakeMessages.phoneDaily)
    }
    if ((await claimsSince(trx, { ip: source.ip }, since(3600))) >= limits.ipHourlyLimit) {
      return refused(429, claimIntakeMessages.ipHourly)
    }
    const id = await openRequest(trx)
    const fileNumber = `HSR-${todayInTurkey().slice(0, 4)}-${String(id).padStart(6, '0')}`
    await storeClaimFile(trx, { requestId: id, fileNumber, report, source })
    return { kind: 'filed', id, fileNumber } as const
  })
}
