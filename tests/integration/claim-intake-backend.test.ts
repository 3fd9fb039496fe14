import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { agencyForFile } from '../support/agency.ts'
import { claimReports, type ClaimVisitor } from '../support/claim-report.ts'
import { loggedInMember } from '../support/member-login.ts'
import { verifySupportPhone } from '../support/support-phone.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// Issue 37 item 3: 200 posts of one report made 200 claim files and 200 SMS. One claim per form
// submission, the same report within minutes the claim already filed, and caps per policy, per
// phone and per IP, each answered in Turkish. Caps set low here to reach them quickly.
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
process.env.CLAIM_POLICY_DAILY_LIMIT = '2'
process.env.CLAIM_PHONE_DAILY_LIMIT = '3'
process.env.CLAIM_IP_HOURLY_LIMIT = '4'
const agency = await agencyForFile()
for (const name of [
  'SMS_PHONE_INTERVAL_SECONDS',
  'CLAIM_POLICY_DAILY_LIMIT',
  'CLAIM_PHONE_DAILY_LIMIT',
  'CLAIM_IP_HOURLY_LIMIT',
]) {
  delete process.env[name]
}
const { claims, yozgat, runningPolicy, reportOn } = await claimReports(agency)
const { fileClaim } = await import('~/claims/claim-report.server.ts')

/** A visitor of their own address, so the per-IP cap counts only this test's claims. */
const fromAddress = (ip: string): UpstreamContext => ({ member: null, visitor: { ip } })

/** A visitor's policy with their phone verified for claims. */
async function visitorWithPolicy(owner: ClaimVisitor) {
  const policy = await runningPolicy(owner)
  await verifySupportPhone(agency, owner.Phone)
  return policy
}

const claimFilesOn = async (policyId: number) =>
  agency.db
    .selectFrom('claim_reports')
    .innerJoin('claim_files', 'claim_files.request_id', 'claim_reports.request_id')
    .select('claim_files.file_number')
    .where('claim_reports.policy_id', '=', policyId)
    .execute()

const fileNumberSms = async (phone: string) =>
  agency.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', phone)
    .where('body', 'like', '%Dosya numaranız%')
    .execute()

type Answer = Awaited<ReturnType<typeof reportOn>>
const refusal = (answer: Answer) =>
  !answer.ok && answer.kind === 'http' ? { status: answer.status, message: answer.message } : null

describe('one claim per report', () => {
  it('files one claim for one form submission posted many times at once, and sends one SMS', async () => {
    const owner = { NationalNumber: '10000000078', Phone: '5321240001' }
    const policy = await visitorWithPolicy(owner)
    const SubmissionKey = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        reportOn(policy.policyNumber, fromAddress('198.51.100.1'), {
          visitor: owner,
          fields: { SubmissionKey },
        }),
      ),
    )
    const files = await claimFilesOn(policy.id)
    expect(files).toHaveLength(1)
    const fileNumber = files[0]!.file_number
    for (const answer of answers) expect(answer.ok && answer.body.Data?.FileNumber).toBe(fileNumber)
    // The first answer says it was filed; every other one that it had been, with its number.
    const messages = answers.map((a) => (a.ok ? a.body.Messages?.[0] : a.message))
    expect(messages.filter((m) => m?.startsWith('Destek talebiniz alındı.'))).toHaveLength(1)
    expect(
      messages.filter(
        (m) =>
          m ===
          `Bu hasar ihbarı daha önce alındı; yeni bir dosya açılmadı. Hasar dosya numaranız: ${fileNumber}.`,
      ),
    ).toHaveLength(39)
    expect(await fileNumberSms(owner.Phone)).toHaveLength(1)

    // Posted again later (Back and send, a replay of the request): still that claim.
    const replay = await reportOn(policy.policyNumber, fromAddress('198.51.100.1'), {
      visitor: owner,
      fields: { SubmissionKey },
    })
    expect(replay.ok && replay.body.Data?.FileNumber).toBe(fileNumber)
    expect(await claimFilesOn(policy.id)).toHaveLength(1)
    expect(await fileNumberSms(owner.Phone)).toHaveLength(1)
  })

  it('recognises the same report within minutes without a key, whatever key it comes with', async () => {
    const owner = { NationalNumber: '10000000146', Phone: '5321240002' }
    const policy = await visitorWithPolicy(owner)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reportOn(policy.policyNumber, fromAddress('198.51.100.2'), {
          visitor: owner,
          // Half with a fresh key each, as a script would send them; half with none.
          fields: i % 2 ? { SubmissionKey: randomUUID() } : {},
        }),
      ),
    )
    expect(answers.every((a) => a.ok)).toBe(true)
    expect(await claimFilesOn(policy.id)).toHaveLength(1)
    expect(await fileNumberSms(owner.Phone)).toHaveLength(1)
    // Another event on the same policy is another claim.
    const other = await reportOn(policy.policyNumber, fromAddress('198.51.100.2'), {
      visitor: owner,
      fields: { Description: 'Otoparkta yan aynası kırıldı.' },
    })
    expect(other.ok && other.body.Data?.FileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    expect(await claimFilesOn(policy.id)).toHaveLength(2)
    expect(await fileNumberSms(owner.Phone)).toHaveLength(2)
  })

  it('refuses a submission key already used on another policy', async () => {
    const owner = { NationalNumber: '10000000078', Phone: '5321240003' }
    const first = await visitorWithPolicy(owner)
    const second = await runningPolicy(owner)
    const SubmissionKey = randomUUID()
    const sent = { visitor: owner, fields: { SubmissionKey } }
    expect((await reportOn(first.policyNumber, fromAddress('198.51.100.3'), sent)).ok).toBe(true)
    const reused = await reportOn(second.policyNumber, fromAddress('198.51.100.3'), sent)
    expect(refusal(reused)).toEqual({
      status: 409,
      message:
        'Bu form başka bir poliçe için gönderilmiş. Lütfen sayfayı yenileyip hasarı yeniden bildirin.',
    })
    expect(await claimFilesOn(second.id)).toHaveLength(0)
  })
})

describe('claim caps', () => {
  const event = (n: number) => ({ Description: `Olay ${n}: kavşakta yan taraftan çarpıldı.` })

  it('stop a policy, then a phone, at their daily counts, in Turkish', async () => {
    // The demo member Ayşe Yılmaz: her phone is who she is on every policy she has bought.
    const ayse = { NationalNumber: '10000000146', Phone: '5550000001' }
    const first = await runningPolicy(ayse)
    const second = await runningPolicy(ayse)
    const member = { ...(await loggedInMember(ayse.Phone)), visitor: { ip: '198.51.100.4' } }
    expect((await reportOn(first.policyNumber, member, { fields: event(1) })).ok).toBe(true)
    expect((await reportOn(first.policyNumber, member, { fields: event(2) })).ok).toBe(true)
    expect(refusal(await reportOn(first.policyNumber, member, { fields: event(3) }))).toEqual({
      status: 429,
      message:
        'Bu poliçe için son 24 saatte çok sayıda hasar ihbarı yapıldı. Yeni bir ihbar için lütfen hasar hattımızı arayın.',
    })
    // The same report again is still answered with its claim, past the cap too.
    const again = await reportOn(first.policyNumber, member, { fields: event(2) })
    expect(again.ok && again.body.Data?.FileNumber).toBe(
      (await claimFilesOn(first.id))[1]!.file_number,
    )

    expect((await reportOn(second.policyNumber, member, { fields: event(4) })).ok).toBe(true)
    expect(refusal(await reportOn(second.policyNumber, member, { fields: event(5) }))).toEqual({
      status: 429,
      message:
        'Bu telefon numarasıyla son 24 saatte çok sayıda hasar ihbarı yapıldı. Yeni bir ihbar için lütfen hasar hattımızı arayın.',
    })
    expect(await claimFilesOn(first.id)).toHaveLength(2)
    expect(await claimFilesOn(second.id)).toHaveLength(1)
    expect(await fileNumberSms(ayse.Phone)).toHaveLength(3)

    // The claim form says so, with what was typed kept.
    const info = await claims.getClaimPolicy({ PolicyNumber: second.policyNumber }, member)
    const place = await yozgat()
    const typed = {
      EventDate: isoDayInTurkey(-2),
      EventTime: '09:15',
      CityCode: String(place.CityCode),
      CountyCode: String(place.CountyCode),
      Description: 'Otoparkta sağ kapısı çizildi.',
    }
    const form = new FormData()
    for (const [name, value] of Object.entries(typed)) form.append(name, value)
    const answer = await fileClaim(form, info.ok ? info.body.Data! : (null as never), member)
    expect(answer.filed).toBe(false)
    if (answer.filed) return
    expect(answer.answer.toasts).toEqual([
      {
        kind: 'error',
        description:
          'Bu telefon numarasıyla son 24 saatte çok sayıda hasar ihbarı yapıldı. Yeni bir ihbar için lütfen hasar hattımızı arayın.',
      },
    ])
    expect(answer.answer.result?.initialValue).toMatchObject(typed)
  })

  it('stop an address at its hourly count, whoever reports from it', async () => {
    const address = fromAddress('198.51.100.5')
    const reporters = Array.from({ length: 5 }, (_, i) => ({
      NationalNumber: i % 2 ? '10000000146' : '10000000078',
      Phone: `532125000${i}`,
    }))
    const answers = []
    for (const reporter of reporters) {
      const policy = await visitorWithPolicy(reporter)
      answers.push(await reportOn(policy.policyNumber, address, { visitor: reporter }))
    }
    expect(answers.slice(0, 4).every((a) => a.ok)).toBe(true)
    expect(refusal(answers[4]!)).toEqual({
      status: 429,
      message:
        'Bu bağlantıdan kısa sürede çok sayıda hasar ihbarı yapıldı. Lütfen bir saat sonra yeniden deneyin ya da hasar hattımızı arayın.',
    })
    expect(await fileNumberSms(reporters[4]!.Phone)).toHaveLength(0)
  })
})
