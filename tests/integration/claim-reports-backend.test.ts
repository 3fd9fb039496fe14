import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { agencyForFile, latestOutboxMessage, testBackend } from '../support/agency.ts'
import { loggedInMember } from '../support/member-login.ts'
import { claimReports } from '../support/claim-report.ts'
import { visitorContext } from '../support/paid-policy.ts'
import { verifySupportPhone } from '../support/support-phone.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// Issue 28: a claim report (hasar ihbarı) is reported on a policy of the reporter's, as the
// spec's request-add of the claim type with its fields beside the readable Message; the back
// office checks whose policy it is, keeps the report and gives a file number by SMS.
// A visitor's support code follows the purchase's SMS to the same phone within a minute here.
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
const agency = await agencyForFile()
delete process.env.SMS_PHONE_INTERVAL_SECONDS
const support = await import('~/upstream/support.server.ts')
const { fileClaim } = await import('~/claims/claim-report.server.ts')
const { claims, yozgat, runningPolicy, reportOn } = await claimReports(agency)

// The demo member Ayşe Yılmaz (seed/demo-members.ts) buys with her own T.C. kimlik no and phone.
const ayse = { NationalNumber: '10000000146', Phone: '5550000001' }
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).toString('base64')}`

/** The claim form as a member posts it. */
function claimForm(fields: Record<string, string>, photo = true) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (photo) {
    const bytes = Buffer.from(png.split(',')[1]!, 'base64')
    form.append('Attachment', new File([bytes], 'arka-tampon.png', { type: 'image/png' }))
  }
  return form
}

describe('a member’s claim report from a policy', () => {
  it('goes as request-add with its fields, gets a file number by SMS and shows the report', async () => {
    const policy = await runningPolicy(ayse)
    const context = await loggedInMember(ayse.Phone)
    const info = await claims.getClaimPolicy({ PolicyNumber: policy.policyNumber }, context)
    expect(info.ok && info.body.Data).toMatchObject({
      PolicyNumber: policy.policyNumber,
      ProductKey: 'trafik',
      StartsOn: isoDayInTurkey(-30),
    })
    const place = await yozgat()
    const filed = await fileClaim(
      claimForm({
        EventDate: isoDayInTurkey(-1),
        EventTime: '14:30',
        CityCode: String(place.CityCode),
        CountyCode: String(place.CountyCode),
        OtherPartyPlate: '06 abc 123',
        Description: 'Park halindeyken arkadan çarpıldı.',
      }),
      info.ok ? info.body.Data! : (null as never),
      context,
    )
    if (!filed.filed) throw new Error(JSON.stringify(filed.answer))
    expect(filed.fileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    expect(filed.message).toBe(
      `Destek talebiniz alındı. Talep numaranız: ${filed.id}. Hasar dosya numaranız: ${filed.fileNumber}.`,
    )
    // A member follows the file in Destek Taleplerim as it is.
    expect(await latestOutboxMessage(agency, ayse.Phone)).toContain(
      `Dosya numaranız: ${filed.fileNumber}. Dosyanızın durumunu Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.`,
    )

    const viewed = await support.viewRequest(filed.id, context)
    const request = viewed.ok ? viewed.body.Data! : null
    expect(request).toMatchObject({
      TypeText: 'Hasar Bildirimi',
      StatusText: 'Açık',
      FileNumber: filed.fileNumber,
      Claim: {
        PolicyNumber: policy.policyNumber,
        EventDate: isoDayInTurkey(-1),
        EventTime: '14:30',
        CityName: 'Yozgat',
        CountyName: place.countyName,
        OtherPartyPlate: '06ABC123',
        Description: 'Park halindeyken arkadan çarpıldı.',
      },
    })
    // A desk that reads only Subject and Message has it all in words.
    expect(request!.Subject).toBe(`Hasar ihbarı: Trafik Sigortası poliçesi ${policy.policyNumber}`)
    const message = request!.Thread[0]!.Body
    for (const said of [
      `Poliçe: ${policy.policyNumber}`,
      `Olay tarihi: ${isoDayInTurkey(-1).split('-').reverse().join('.')}, saat 14:30 (Türkiye saati)`,
      `Olay yeri: Yozgat / ${place.countyName}`,
      'Karşı tarafın plakası: 06ABC123',
      'Park halindeyken arkadan çarpıldı.',
    ]) {
      expect(message).toContain(said)
    }
    expect(request!.Thread[0]!.FileName).toBe('arka-tampon.png')
  })

  it('is refused on another person’s policy and on none, in the same words', async () => {
    const stranger = await runningPolicy({ NationalNumber: '10000000078', Phone: '5321230001' })
    const context = await loggedInMember(ayse.Phone)
    const answers = []
    for (const PolicyNumber of [stranger.policyNumber, 'TRF-2026-99999999']) {
      const info = await claims.getClaimPolicy({ PolicyNumber }, context)
      const added = await reportOn(PolicyNumber, context)
      answers.push(info, added)
    }
    for (const answer of answers) {
      expect(!answer.ok && answer.kind === 'http' && answer.status).toBe(404)
      expect(!answer.ok && answer.message).toBe(
        'Bu bilgilerle eşleşen bir poliçe bulamadık. Poliçe numaranızı ve T.C. kimlik numaranızı kontrol edin; sorun sürerse bizi arayın.',
      )
    }
    const files = await agency.db.selectFrom('claim_reports').select('policy_id').execute()
    expect(files.map((f) => f.policy_id)).not.toContain(stranger.id)
  })

  it('checks each field again: a moment ahead, before the cover, a bad plate, no place', async () => {
    const policy = await runningPolicy(ayse)
    const context = await loggedInMember(ayse.Phone)
    const refusal = async (fields: Record<string, unknown>) => {
      const added = await reportOn(policy.policyNumber, context, { fields })
      return !added.ok && added.message
    }
    expect(await refusal({ EventDate: isoDayInTurkey(1), EventTime: '00:00' })).toBe(
      'Olayın tarihi ve saati ileride olamaz.',
    )
    expect(await refusal({ EventDate: isoDayInTurkey(-31) })).toMatch(
      /^Olay, poliçenin başladığı \d\d\.\d\d\.\d{4} tarihinden önce olamaz\.$/,
    )
    expect(await refusal({ EventTime: '25:00' })).toBe('Olayın tarihini ve saatini giriniz.')
    expect(await refusal({ OtherPartyPlate: 'QQ 123' })).toBe(
      'Karşı tarafın plakası geçerli değil.',
    )
    expect(await refusal({ CountyCode: 1 })).toBe('Olayın yerini il ve ilçe olarak seçiniz.')
    expect(await refusal({ Description: 'x'.repeat(2001) })).toBe(
      'Ne olduğunu 1 ile 2000 karakter arasında yazınız.',
    )
  })
})

describe('a claim whose file cannot be written', () => {
  it('leaves no support request behind and sends no file number', async () => {
    const policy = await runningPolicy(ayse)
    const context = await loggedInMember(ayse.Phone)
    // The claim's report refused by the database, as a full disk or a lost connection would.
    const refuse =
      testBackend === 'postgres'
        ? [
            sql`CREATE FUNCTION refuse_claim_report() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`,
            sql`CREATE TRIGGER refuse_claim_report BEFORE INSERT ON claim_reports FOR EACH ROW EXECUTE FUNCTION refuse_claim_report()`,
          ]
        : [
            sql`CREATE TRIGGER refuse_claim_report BEFORE INSERT ON claim_reports BEGIN SELECT RAISE(ABORT, 'refused'); END`,
          ]
    const requests = async () =>
      Number(
        (
          await agency.db
            .selectFrom('support_requests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = {
      requests: await requests(),
      sms: await latestOutboxMessage(agency, ayse.Phone),
    }
    for (const statement of refuse) await statement.execute(agency.db)
    try {
      const added = await reportOn(policy.policyNumber, context)
      expect(!added.ok && added.kind === 'http' && added.status).toBe(500)
    } finally {
      await sql`DROP TRIGGER refuse_claim_report${sql.raw(testBackend === 'postgres' ? ' ON claim_reports' : '')}`.execute(
        agency.db,
      )
    }
    expect(await requests()).toBe(before.requests)
    expect(await latestOutboxMessage(agency, ayse.Phone)).toBe(before.sms)
    // The same report once the database takes it again: one request, with its file.
    const added = await reportOn(policy.policyNumber, context)
    expect(added.ok && added.body.Data?.FileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    expect(await requests()).toBe(before.requests + 1)
  })
})

describe('a visitor’s claim report by policy number', () => {
  it('needs the verified phone, and the T.C. kimlik number and phone the policy was bought with', async () => {
    const owner = { NationalNumber: '10000000078', Phone: '5321230002' }
    const policy = await runningPolicy(owner)
    const other = await runningPolicy({ NationalNumber: '10000000146', Phone: '5321230003' })
    const ref = { PolicyNumber: policy.policyNumber, ...owner }
    const unverified = await claims.getClaimPolicy(ref, visitorContext)
    expect(!unverified.ok && unverified.kind === 'http' && unverified.status).toBe(403)

    await verifySupportPhone(agency, owner.Phone)
    const found = await claims.getClaimPolicy(ref, visitorContext)
    expect(found.ok && found.body.Data!.PolicyNumber).toBe(policy.policyNumber)
    // Another T.C. kimlik number, another person's policy, no policy: the same answer.
    for (const wrong of [
      { ...ref, NationalNumber: '10000000146' },
      { ...ref, PolicyNumber: other.policyNumber },
      { ...ref, PolicyNumber: 'TRF-2026-99999999' },
    ]) {
      const answer = await claims.getClaimPolicy(wrong, visitorContext)
      expect(!answer.ok && answer.kind === 'http' && answer.status).toBe(404)
      expect(!answer.ok && answer.message).toMatch(/^Bu bilgilerle eşleşen bir poliçe bulamadık\./)
      const { PolicyNumber, ...visitor } = wrong
      const added = await reportOn(PolicyNumber, visitorContext, { visitor })
      expect(!added.ok && added.kind === 'http' && added.status).toBe(404)
    }

    const added = await reportOn(policy.policyNumber, visitorContext, {
      visitor: owner,
      attachment: { FileName: 'tutanak.png', FileContent: png },
    })
    const fileNumber = added.ok ? added.body.Data!.FileNumber : null
    expect(fileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    // A visitor without an account follows it there once they sign up with that phone.
    expect(await latestOutboxMessage(agency, owner.Phone)).toContain(
      `Dosya numaranız: ${fileNumber}. Dosyanızın durumunu, bu telefon numarasıyla üye olduğunuzda Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.`,
    )
  })

  it('tells a visitor whose phone is a member’s to follow it in Destek Taleplerim as it is', async () => {
    const policy = await runningPolicy(ayse)
    await verifySupportPhone(agency, ayse.Phone)
    const added = await reportOn(policy.policyNumber, visitorContext, { visitor: ayse })
    const fileNumber = added.ok ? added.body.Data!.FileNumber : null
    expect(fileNumber).toMatch(/^HSR-\d{4}-\d{6}$/)
    const sms = await latestOutboxMessage(agency, ayse.Phone)
    expect(sms).toContain(
      `Dosya numaranız: ${fileNumber}. Dosyanızın durumunu Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.`,
    )
    expect(sms).not.toContain('üye olduğunuzda')
  })
})
