import { describe, expect, it } from 'vitest'
import type { PdfRequest } from '~/upstream/print.server.ts'
import { policyLinkToken } from '../../server/agency/payments/policy-link.ts'
import { formatPremium } from '../../server/agency/print/document.ts'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { agencyForFile } from '../support/agency.ts'
import { liseCaddesi12Flat3 } from '../support/dask-konut.ts'
import { loggedInMember } from '../support/member-login.ts'
import { buyFirstOffer, paidPolicy, visitorContext } from '../support/paid-policy.ts'
import { pdfText } from '../support/pdf.ts'
import { isoDayInTurkey, trDayInTurkey } from '../support/turkey-day.ts'

// Issue 28: the 14-day right of withdrawal through the provider's calls, for the policy's owner
// only (the member, the e-mail link's holder), its refund recorded and confirmed by SMS and e-mail.
const agency = await agencyForFile()
const withdrawal = await import('~/upstream/withdrawal.server.ts')
const members = await import('~/upstream/members.server.ts')
const print = await import('~/upstream/print.server.ts')

// The demo member Ayşe Yılmaz (seed/demo-members.ts) buys with her own T.C. kimlik no and phone.
const ayse = { NationalNumber: '10000000146', Phone: '5550000001' }
let phoneSeq = 0
const visitor = () => ({ NationalNumber: '10000000146', Phone: `53212400${++phoneSeq}0` })

const outboxTo = (recipient: string) =>
  agency.db
    .selectFrom('outbox')
    .select(['channel', 'body'])
    .where('recipient', 'in', [recipient, 'ayse@ornek.com.tr'])
    .where('body', 'like', '%cayma talebiniz üzerine%')
    .execute()

/** The policy PDF's words, as the e-mail's link, the checkout or the member downloads it. */
async function policyText(request: Omit<PdfRequest, 'Type'>, context = visitorContext) {
  const pdf = await print.getPdf({ Type: 'policy', ...request }, context)
  if (!pdf.ok) throw new Error(pdf.message)
  return (await pdfText(pdf.body)).replace(/\s+/g, ' ')
}

/** What a withdrawn policy's PDF says on its first lines (issue 37, item 9). */
const withdrawnOnTop = (refund: number) => [
  'İPTAL EDİLDİ: YÜRÜRLÜKTE DEĞİLDİR',
  `Bu poliçe ${trDayInTurkey(0)} tarihinde cayma hakkı kullanılarak iptal edilmiştir; yürürlükte değildir ve teminat vermez.`,
  `İade edilen prim: ${formatPremium(refund)}`,
]

/** Moves the purchase `days` back, as if it had been bought then. */
const boughtDaysAgo = (id: number, days: number) =>
  agency.db
    .updateTable('policies')
    .set({ issued_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where('id', '=', id)
    .execute()

describe('withdrawal through the e-mail’s signed link', () => {
  it('says what comes back, withdraws once, records the refund and tells the owner', async () => {
    const owner = visitor()
    const policy = await paidPolicy(agency, owner)
    // Bought today, its cover from tomorrow: the whole premium comes back.
    await agency.db
      .updateTable('policies')
      .set({ starts_on: isoDayInTurkey(1), ends_on: isoDayInTurkey(366) })
      .where('id', '=', policy.id)
      .execute()
    const DownloadToken = await policyLinkToken(agency.db, policy.id)
    expect(await policyText({ DownloadToken })).not.toContain('İPTAL EDİLDİ')
    const before = await withdrawal.getWithdrawal({ DownloadToken }, visitorContext)
    const data = before.ok ? before.body.Data! : null
    expect(data).toMatchObject({
      PolicyNumber: policy.policyNumber,
      Withdrawable: true,
      WithdrawnOn: null,
      RefundRule: 'full',
      RefundAmount: data!.PaidAmount,
    })
    expect(data!.PaidAmount).toBeGreaterThan(0)

    // Two tabs confirm at once: one withdrawal, one confirmation.
    const [first, second] = await Promise.all([
      withdrawal.withdrawPolicy({ DownloadToken, ReplacementDeclared: true }, visitorContext),
      withdrawal.withdrawPolicy({ DownloadToken, ReplacementDeclared: true }, visitorContext),
    ])
    const done = [first, second].filter((r) => r.ok)
    expect(done).toHaveLength(1)
    expect(done[0]!.ok && done[0]!.body.Data!.WithdrawnOn).toBe(isoDayInTurkey(0))
    const refused = [first, second].find((r) => !r.ok)
    expect(refused && !refused.ok && refused.message).toBe(
      'Bu poliçe için cayma hakkı zaten kullanıldı.',
    )
    const rows = await agency.db.selectFrom('policy_withdrawals').selectAll().execute()
    expect(rows.filter((r) => r.policy_id === policy.id)).toEqual([
      expect.objectContaining({ refund_kurus: Math.round(data!.RefundAmount * 100) }),
    ])
    const sent = await outboxTo(owner.Phone)
    expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(sent[0]!.body).toContain(policy.policyNumber)

    // Its PDF, by the e-mail's link as by the checkout that bought it, says it was withdrawn.
    const { HeaderGuid, policyNumber: PolicyNumber } = policy
    for (const text of [
      await policyText({ DownloadToken }),
      await policyText({ HeaderGuid, PolicyNumber }),
    ]) {
      for (const words of withdrawnOnTop(data!.RefundAmount)) expect(text).toContain(words)
      expect(text).not.toContain('Hasar anında')
    }
  })

  it('refunds the days not covered once the cover has started', async () => {
    const policy = await paidPolicy(agency, visitor())
    // Started yesterday, for a year of 365 days: 363 days' premium comes back.
    const [start, end] = [isoDayInTurkey(-1), isoDayInTurkey(364)]
    await agency.db
      .updateTable('policies')
      .set({ starts_on: start, ends_on: end })
      .where('id', '=', policy.id)
      .execute()
    const DownloadToken = await policyLinkToken(agency.db, policy.id)
    const terms = await withdrawal.getWithdrawal({ DownloadToken }, visitorContext)
    const data = terms.ok ? terms.body.Data! : null
    expect(data!.RefundRule).toBe('pro-rata')
    expect(data!.RefundAmount).toBeCloseTo((data!.PaidAmount * 363) / 365, 2)
  })

  it('closes after the 14th day and refuses a forged link or a stranger', async () => {
    const policy = await paidPolicy(agency, visitor())
    await boughtDaysAgo(policy.id, 15)
    const DownloadToken = await policyLinkToken(agency.db, policy.id)
    const late = await withdrawal.getWithdrawal({ DownloadToken }, visitorContext)
    expect(late.ok && late.body.Data!.Withdrawable).toBe(false)
    const refused = await withdrawal.withdrawPolicy({ DownloadToken }, visitorContext)
    expect(!refused.ok && refused.message).toMatch(
      /^Cayma süresi \d\d\.\d\d\.\d{4} tarihinde sona erdi\.$/,
    )

    const forged = DownloadToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const stranger = await withdrawal.withdrawPolicy({ DownloadToken: forged }, visitorContext)
    expect(!stranger.ok && stranger.kind === 'http' && stranger.status).toBe(404)
    const byNumber = await withdrawal.withdrawPolicy(
      { PolicyNumber: policy.policyNumber },
      visitorContext,
    )
    expect(!byNumber.ok && byNumber.kind === 'http' && byNumber.status).toBe(404)
  })
})

describe('withdrawal in Poliçelerim', () => {
  it('lists the policy withdrawable, then cayıldı with its refund; an old one not withdrawable', async () => {
    const policy = await paidPolicy(agency, ayse)
    const old = await paidPolicy(agency, ayse)
    await boughtDaysAgo(old.id, 20)
    const context = await loggedInMember(ayse.Phone)
    const listed = async (number: string) => {
      const list = await members.listPolicies(context)
      return list.ok ? list.body.Results!.find((p) => p.PolicyNumber === number) : undefined
    }
    expect(await listed(policy.policyNumber)).toMatchObject({
      Withdrawable: true,
      WithdrawnOn: null,
    })
    expect(await listed(old.policyNumber)).toMatchObject({ Withdrawable: false, WithdrawnOn: null })

    const done = await withdrawal.withdrawPolicy(
      { PolicyNumber: policy.policyNumber, ReplacementDeclared: true },
      context,
    )
    expect(done.ok && done.body.Messages![0]).toMatch(/^Poliçeniz iptal edildi\. İade tutarı: /)
    const after = await listed(policy.policyNumber)
    expect(after).toMatchObject({
      Withdrawable: false,
      WithdrawnOn: isoDayInTurkey(0).split('-').reverse().join('.'),
    })
    expect(after!.Refund).toMatch(/^\d[\d.]*,\d\d$/)
    const text = await policyText({ PolicyNumber: policy.policyNumber }, context)
    const refund = done.ok ? done.body.Data!.RefundAmount : NaN
    for (const words of withdrawnOnTop(refund)) expect(text).toContain(words)
    expect(await policyText({ PolicyNumber: old.policyNumber }, context)).not.toContain('İPTAL')
  })
})

// Issue 38: the regulation's exceptions by line (docs/decisions/063), refused by the back office
// itself, not only hidden by the storefront.
describe('withdrawal by line', () => {
  /** A policy of `header`'s line bought by a visitor today: its number and e-mail link token. */
  const bought = async (header: Record<string, string>) => {
    const { policyNumber } = await buyFirstOffer(agency, {
      ...visitor(),
      ...header,
    } as unknown as QuoteHeaderRequest)
    const row = await agency.db
      .selectFrom('policies')
      .select('id')
      .where('policy_number', '=', policyNumber)
      .executeTakeFirstOrThrow()
    return { policyNumber, DownloadToken: await policyLinkToken(agency.db, row.id) }
  }

  it('refuses an 11-day seyahat policy before the trip, and its e-mail says why', async () => {
    const { policyNumber, DownloadToken } = await bought({
      QueryType: 'seyahat',
      Birthdate: '14.03.1988',
      DestinationCountries: 'DE',
      TravelStartDate: trDayInTurkey(5),
      TravelEndDate: trDayInTurkey(15),
      TravelPurpose: 'turizm',
    })
    const terms = await withdrawal.getWithdrawal({ DownloadToken }, visitorContext)
    expect(terms.ok && terms.body.Data).toMatchObject({
      Withdrawable: false,
      Exception: 'short-term',
      WithdrawnOn: null,
    })
    const refused = await withdrawal.withdrawPolicy({ DownloadToken }, visitorContext)
    expect(!refused.ok && refused.kind === 'http' && refused.status).toBe(409)
    expect(!refused.ok && refused.message).toBe(
      'Süresi bir aydan kısa seyahat sigortalarında cayma hakkı yoktur; poliçenizi acentemiz aracılığıyla iptal ettirebilirsiniz.',
    )
    const withdrawn = await agency.db
      .selectFrom('policy_withdrawals')
      .innerJoin('policies', 'policies.id', 'policy_withdrawals.policy_id')
      .where('policies.policy_number', '=', policyNumber)
      .select('policy_withdrawals.policy_id')
      .execute()
    expect(withdrawn).toEqual([])
    const mail = await agency.db
      .selectFrom('outbox')
      .select('body')
      .where('channel', '=', 'email')
      .where('body', 'like', `%${policyNumber}%`)
      .executeTakeFirstOrThrow()
    expect(mail.body).toContain(
      'Süresi bir aydan kısa seyahat sigortalarında cayma hakkı yoktur; iptal için: ',
    )
    expect(mail.body).not.toContain('cayma hakkınızı kullanmak isterseniz')
  })

  it('withdraws a DASK policy within the 14 days only once a replacement is declared', async () => {
    const { policyNumber, DownloadToken } = await bought({
      QueryType: 'dask',
      UAVTNumber: liseCaddesi12Flat3,
    })
    const terms = await withdrawal.getWithdrawal({ DownloadToken }, visitorContext)
    expect(terms.ok && terms.body.Data).toMatchObject({
      Withdrawable: true,
      Exception: null,
      ReplacementRequired: true,
    })
    const undeclared = await withdrawal.withdrawPolicy({ DownloadToken }, visitorContext)
    expect(!undeclared.ok && undeclared.kind === 'http' && undeclared.status).toBe(400)
    expect(!undeclared.ok && undeclared.message).toBe(
      'Zorunlu sigortadan cayabilmek için yerine başka bir poliçe yaptırdığınızı ya da yaptıracağınızı onaylamanız gerekir.',
    )
    const declared = await withdrawal.withdrawPolicy(
      { DownloadToken, ReplacementDeclared: true },
      visitorContext,
    )
    expect(declared.ok && declared.body.Data).toMatchObject({
      PolicyNumber: policyNumber,
      WithdrawnOn: isoDayInTurkey(0),
    })
  })

  it('lists the seyahat policy in Poliçelerim as excepted, not withdrawable', async () => {
    const trip = await buyFirstOffer(agency, {
      ...ayse,
      QueryType: 'seyahat',
      Birthdate: '14.03.1988',
      DestinationCountries: 'DE',
      TravelStartDate: trDayInTurkey(3),
      TravelEndDate: trDayInTurkey(13),
      TravelPurpose: 'turizm',
    } as unknown as QuoteHeaderRequest)
    const list = await members.listPolicies(await loggedInMember(ayse.Phone))
    const listed = list.ok
      ? list.body.Results!.find((p) => p.PolicyNumber === trip.policyNumber)
      : null
    expect(listed).toMatchObject({ Withdrawable: false, WithdrawalException: 'short-term' })
  })
})
