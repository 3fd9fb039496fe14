import { afterAll, describe, expect, it } from 'vitest'
import { entryMessages } from '~/validation/messages.ts'
import { agencyForFile } from '../support/agency.ts'
import { claimReports } from '../support/claim-report.ts'
import { readPage } from '../support/html.ts'
import { browserlessVisitor, startStorefront } from '../support/storefront.ts'
import { verifySupportPhone } from '../support/support-phone.ts'

// Issue 37 item 7: a NUL in free text (a claim, a support request, the contact form) was taken
// and became HTTP 500 on PostgreSQL, which refuses it in text. The storefront's forms refuse any
// control character with the field's message; the back office refuses it in any call, for any
// client. Run on SQLite and PostgreSQL.
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
const agency = await agencyForFile()
delete process.env.SMS_PHONE_INTERVAL_SECONDS
const storefront = await startStorefront(agency)
afterAll(() => storefront.stop())
const support = await import('~/upstream/support.server.ts')
const customer = await import('~/upstream/customer.server.ts')
const { runningPolicy, reportOn } = await claimReports(agency)

const visitor = { member: null }
const controls = ['\u0000', '\u0008', '\u001b', '\u007f', '\u0085', '\u202e']
const refusal = (field: string) =>
  `${field} alanında kullanılamayan, görünmeyen bir karakter var. Lütfen metni silip yeniden yazınız.`

const count = async (table: 'contact_messages' | 'support_requests' | 'claim_files') =>
  Number(
    (
      await agency.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('the back office', () => {
  it('refuses a control character in a contact message, a support request and a claim, storing nothing', async () => {
    const phone = '5321270001'
    const owner = { NationalNumber: '10000000078', Phone: phone }
    const policy = await runningPolicy(owner)
    await verifySupportPhone(agency, phone)
    const before = await Promise.all(
      (['contact_messages', 'support_requests', 'claim_files'] as const).map(count),
    )
    for (const control of controls) {
      const contact = await customer.sendContactMessage(
        {
          Type: 'ILETISIM',
          Name: 'Ayşe Yılmaz',
          Email: 'ayse@example.com',
          Phone: '',
          Subject: 'Soru',
          Message: `Merhaba${control}`,
        },
        visitor,
      )
      expect(contact, JSON.stringify(control)).toMatchObject({
        ok: false,
        status: 400,
        message: refusal('Message'),
      })
      const request = await support.addRequest(
        { RequestType: 1, Subject: `Konu${control}`, Message: 'Mesaj', Phone: phone },
        visitor,
      )
      expect(request).toMatchObject({ ok: false, status: 400, message: refusal('Subject') })
      const claim = await reportOn(policy.policyNumber, visitor, {
        visitor: owner,
        fields: { Description: `Arkadan çarpıldı.${control}` },
      })
      expect(claim).toMatchObject({ ok: false, status: 400, message: refusal('Description') })
    }
    const after = await Promise.all(
      (['contact_messages', 'support_requests', 'claim_files'] as const).map(count),
    )
    expect(after).toEqual(before)
    // Lines and tabs are text: the same request without the control character is taken.
    const taken = await support.addRequest(
      { RequestType: 1, Subject: 'Konu', Message: 'Satır bir\r\n\tsatır iki', Phone: phone },
      visitor,
    )
    expect(taken.ok).toBe(true)
  })
})

describe('the contact form', () => {
  it('answers a NUL in the message with the field’s message, the rest as typed, sending nothing', async () => {
    const before = await count('contact_messages')
    const page = browserlessVisitor(storefront.url)
    const answer = await page.post('/iletisim', {
      Name: 'Ayşe Yılmaz',
      Email: 'ayse@example.com',
      Phone: '',
      Subject: 'Poliçe',
      Message: 'Poliçemi\u0000 değiştirmek istiyorum.',
    })
    expect(answer.status).toBeLessThan(500)
    const form = readPage(answer.html)
    const message = form.control('Message')[0]!
    expect(message.invalid).toBe(true)
    expect(message.description).toContain(entryMessages.controlCharacter)
    expect(form.control('Name')[0]!.value).toBe('Ayşe Yılmaz')
    expect(await count('contact_messages')).toBe(before)
    // The first page the development server renders compiles the app.
  }, 120_000)
})
