import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { Attachment } from '~/upstream/support.server.ts'
import type { RunningAgency } from './agency.ts'
import { paidPolicy } from './paid-policy.ts'
import { isoDayInTurkey } from './turkey-day.ts'

export type ClaimVisitor = { NationalNumber: string; Phone: string }

/**
 * Claim reports against a running back office: policies in force and reports sent straight to
 * request-add, as a provider's client would send them. Call after agencyForFile: the clients
 * read the backend's address as they load.
 */
export async function claimReports(agency: RunningAgency) {
  const claims = await import('~/upstream/claims.server.ts')

  /** A county of Yozgat (il 66), with its name. */
  const yozgat = async () => {
    const county = await agency.db
      .selectFrom('districts')
      .select(['id', 'name'])
      .where('city_code', '=', 66)
      .executeTakeFirstOrThrow()
    return { CityCode: 66, CountyCode: county.id, countyName: county.name }
  }

  /** A trafik policy of `owner`'s whose cover started 30 days ago. */
  async function runningPolicy(owner: ClaimVisitor) {
    const policy = await paidPolicy(agency, owner)
    await agency.db
      .updateTable('policies')
      .set({ starts_on: isoDayInTurkey(-30), ends_on: isoDayInTurkey(335) })
      .where('id', '=', policy.id)
      .execute()
    return policy
  }

  /** A report on `PolicyNumber` sent as request-add; `fields` change the report's own fields. */
  async function reportOn(
    PolicyNumber: string,
    context: UpstreamContext,
    sent: {
      fields?: Record<string, unknown>
      visitor?: ClaimVisitor
      attachment?: Attachment
    } = {},
  ) {
    const { CityCode, CountyCode } = await yozgat()
    const { SubmissionKey, ...fields } = sent.fields ?? {}
    const report = {
      EventDate: isoDayInTurkey(-1),
      EventTime: '14:30',
      CityCode,
      CountyCode,
      OtherPartyPlate: '',
      Description: 'Kavşakta yan taraftan çarpıldı.',
      ...fields,
    }
    return claims.reportClaim(
      {
        RequestType: 2,
        Subject: 'Hasar ihbarı',
        Message: 'Çarpıldı.',
        PolicyNumber,
        report,
        submissionKey: typeof SubmissionKey === 'string' ? SubmissionKey : '',
        visitor: sent.visitor,
        attachment: sent.attachment,
      },
      context,
    )
  }

  return { claims, yozgat, runningPolicy, reportOn }
}
