import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import type { CountyList } from '~/address/options.ts'
import { cityOptions, countyList } from '~/address/options.server.ts'
import type { Toast } from '~/components/ui/toasts.tsx'
import { failedSendView, sendWithAttachment } from '~/members/account.server.ts'
import type { AttachmentRefusal } from '~/members/upload-entry.ts'
import { definitions } from '~/quote/definitions.ts'
import { claimRequestType, reportClaim, type ClaimPolicyInfo } from '~/upstream/claims.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getRequestTypes } from '~/upstream/support.server.ts'
import { dottedDate } from '~/utils/format.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { claimSchema, type ClaimFields } from './claim-schema.ts'
import { SUBMISSION_KEY_FIELD, type ClaimPolicyView } from './claim-form.tsx'

// The claim form's server half, the same for a member's policy and a visitor's.

/** What the form shows of the policy, and the rule its dates follow. */
export function claimPolicyView(policy: ClaimPolicyInfo): ClaimPolicyView {
  const line = definitions.find((l) => l.key === policy.ProductKey)
  return {
    policyNumber: policy.PolicyNumber,
    lineName: line?.name ?? policy.ProductKey,
    insurer: policy.InsurerName,
    startsOn: policy.StartsOn,
    // The lines whose vehicle is quoted by its plate: a claim names the other party's.
    vehicle: Boolean(line?.vehicle),
  }
}

/** The form's lists: the cities, and the counties of the city chosen (none at first). */
export async function claimFormLists(upstream: UpstreamContext, cityCode: unknown = null) {
  const [cities, counties] = await Promise.all([
    cityOptions(upstream),
    countyList(cityCode, upstream),
  ])
  return { cities, counties }
}

/**
 * What the claim form opens with: the policy, the lists, and a key of its own for this rendering
 * of the form. Posted with it, the key makes the back office answer a post sent again (a double
 * click, a replay, Back and send) with the claim the first one filed.
 */
export async function claimFormOf(policy: ClaimPolicyInfo, upstream: UpstreamContext) {
  return {
    policy: claimPolicyView(policy),
    ...(await claimFormLists(upstream)),
    submissionKey: randomUUID(),
  }
}

/** The claim form's answer when it stays on the page. */
export interface ClaimFormAnswer {
  result: SubmissionResult<string[]> | null
  /** Without JavaScript, "İlçeleri Getir": the fields as typed and the city's counties. */
  values?: Record<string, string>
  counties?: CountyList
  toasts: Toast[]
  attachmentRefusal?: AttachmentRefusal | null
}

/**
 * "İlçeleri Getir" without JavaScript: the counties of the city chosen, the rest as typed. A page
 * cannot give a file input its file back, so a file chosen before is named with a request to
 * choose it again, rather than dropped without a word.
 */
export async function countiesRoundTrip(
  formData: FormData,
  upstream: UpstreamContext,
): Promise<ClaimFormAnswer> {
  const values = Object.fromEntries(
    [...formData.entries()].filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'intent',
    ),
  )
  const chosen = formData.get('Attachment')
  return {
    result: null,
    values,
    counties: await countyList(values.CityCode, upstream),
    toasts: [],
    attachmentRefusal:
      chosen instanceof File && chosen.size > 0
        ? {
            fileName: chosen.name,
            message: `İlçeler getirilirken seçtiğiniz dosya (${chosen.name}) saklanamadı. Lütfen dosyayı yeniden seçin.`,
          }
        : null,
  }
}

/** Subject and Message: the report in words, for a desk that reads nothing else. */
function inWords(policy: ClaimPolicyView, claim: ClaimFields, place: string) {
  return {
    Subject: `Hasar ihbarı: ${policy.lineName} poliçesi ${policy.policyNumber}`,
    Message: [
      `Poliçe: ${policy.policyNumber} (${policy.lineName}, ${policy.insurer})`,
      `Olay tarihi: ${dottedDate(claim.EventDate)}, saat ${claim.EventTime} (Türkiye saati)`,
      `Olay yeri: ${place}`,
      ...(policy.vehicle && claim.OtherPartyPlate
        ? [`Karşı tarafın plakası: ${claim.OtherPartyPlate}`]
        : []),
      '',
      'Ne oldu:',
      claim.Description,
    ].join('\n'),
  }
}

const noClaimType = 'Hasar bildirimi şu anda alınamıyor. Lütfen hasar hattımızı arayın.'

/**
 * A claim form's post for `policy`: checked, written out, sent upstream with its file as the
 * claim type's request-add. Filed, it gives the request's id and the provider's message.
 */
export async function fileClaim(
  formData: FormData,
  policy: ClaimPolicyInfo,
  upstream: UpstreamContext,
  visitor?: { NationalNumber: string; Phone: string },
): Promise<
  | { filed: true; id: number; fileNumber: string | null; message: string }
  | { filed: false; answer: ClaimFormAnswer }
> {
  const view = claimPolicyView(policy)
  const submission = parsePostedForm(formData, claimSchema({ startsOn: view.startsOn }))
  // The form comes back as typed, with the counties of the city chosen (no script to fetch them).
  const notFiled = async (answer: Omit<ClaimFormAnswer, 'result' | 'counties'>) => ({
    filed: false as const,
    answer: {
      result: submission.reply(),
      counties: await countyList(formData.get('CityCode'), upstream),
      ...answer,
    },
  })
  if (submission.status !== 'success') return notFiled({ toasts: [] })
  const claim = submission.value
  const failed = (message: string) =>
    notFiled({ toasts: [{ kind: 'error', description: message }] })
  const [types, lists] = await Promise.all([
    getRequestTypes(upstream),
    claimFormLists(upstream, claim.CityCode),
  ])
  const type = types.ok ? claimRequestType(types.body.Results ?? []) : null
  if (!type) return failed(types.ok ? noClaimType : types.message)
  const city = lists.cities.find((c) => c.id === claim.CityCode)?.name ?? ''
  const county = lists.counties.options.find((c) => c.id === claim.CountyCode)?.name ?? ''
  const report = {
    EventDate: claim.EventDate,
    EventTime: claim.EventTime,
    CityCode: claim.CityCode,
    CountyCode: claim.CountyCode,
    OtherPartyPlate: view.vehicle ? claim.OtherPartyPlate : '',
    Description: claim.Description,
  }
  const sent = await sendWithAttachment(formData, (attachment) =>
    reportClaim(
      {
        RequestType: type.Id,
        ...inWords(view, { ...claim, ...report }, `${city} / ${county}`),
        PolicyNumber: view.policyNumber,
        report,
        submissionKey: String(formData.get(SUBMISSION_KEY_FIELD) ?? ''),
        visitor,
        attachment,
      },
      upstream,
    ),
  )
  if (!sent.ok) return notFiled(failedSendView(sent))
  return {
    filed: true,
    id: sent.body.Data?.Id ?? 0,
    fileNumber: sent.body.Data?.FileNumber ?? null,
    message: sent.body.Messages?.[0] ?? 'Hasar ihbarınız alındı.',
  }
}
