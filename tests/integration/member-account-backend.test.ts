import { DomUtils, parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestOutboxMessage, startAgency } from '../support/agency.ts'
import {
  checkoutPost,
  payThroughTheBank,
  phoneQuoteAtCheckout,
  phoneDevice,
  quoteOwner,
  verifiedQuote,
} from '../support/browserless-quote.ts'
import { readPage } from '../support/html.ts'
import { paidPolicy } from '../support/paid-policy.ts'
import { masked, signUpFields } from '../support/sign-up-fields.ts'
import { browserlessVisitor, startStorefront } from '../support/storefront.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'

// Issue 38: what the FAQ promised a member, kept. Tekliflerim lists the quotes got with the
// member's T.C. kimlik number and phone, from any session, and continues one where it stands; the
// login phone moves to a new number after an SMS code to it and the member's password, old
// sessions ending; a support request names one of the member's policies. Each through the
// storefront's own pages without JavaScript, against the built-in back office over HTTP.

// Several codes go to one phone here within a minute (a sign-up, a quote, a renewal).
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
const agency = await startAgency()
const storefront = await startStorefront(agency)
afterAll(async () => {
  await storefront.stop()
  await agency.stop()
})

type Visitor = ReturnType<typeof browserlessVisitor>

let county = ''
beforeAll(async () => {
  const counties = JSON.parse(
    (await browserlessVisitor(storefront.url).get('/ilceler?CityCode=66')).html,
  )
  county = String((counties as { options: { id: number }[] }).options[0]!.id)
}, 60_000)

/** A new member (T.C. kimlik number 10000000146) signed up and logged in on a visitor of their own. */
async function signedUpMember(phone: string, password: string) {
  const member = browserlessVisitor(storefront.url)
  const signUp = await member.post('/uyeOl', signUpFields(phone, password, Number(county)))
  expect(signUp.status, signUp.html.slice(0, 300)).toBe(302)
  const code = /(\d{6})/.exec(await latestOutboxMessage(agency, phone))![1]!
  expect((await member.post('/giris', { intent: 'onayla', SmsActivationCode: code })).status).toBe(
    302,
  )
  expect((await member.get('/hesabim')).status).toBe(200)
  return member
}

const newestOutboxId = async () =>
  (await agency.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())
    ?.id ?? 0

/**
 * A login as the dialog posts it; from a device the back office has not seen, the SMS code it
 * then sends too. The last answer: a redirect to `/` once logged in.
 */
async function logIn(visitor: Visitor, phone: string, password: string) {
  const before = await newestOutboxId()
  const answer = await visitor.post('/giris', { Username: phone, Password: password })
  const mfa = await agency.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', phone)
    .where('id', '>', before)
    .where('body', 'like', '%giriş kodunuz%')
    .executeTakeFirst()
  const code = mfa && /(\d{6})/.exec(mfa.body)?.[1]
  return code ? visitor.post('/giris', { intent: 'iki-adim-onayla', MfaCode: code }) : answer
}

/** Tekliflerim's rows, each as its cells' texts. */
function quoteRows(html: string) {
  const document = parseDocument(html, { decodeEntities: true })
  return DomUtils.findAll((e) => e.attribs['data-testid'] === 'teklif', document.children).map(
    (row) =>
      DomUtils.findAll((e) => e.name === 'th' || e.name === 'td', row.children).map((cell) =>
        DomUtils.textContent(cell).trim(),
      ),
  )
}

/** The page's main text, and its toasts (shown outside the main content). */
const text = (html: string) => readPage(html).text.replace(/\s+/g, ' ')

describe('Tekliflerim', { timeout: 60_000 }, () => {
  it('lists the quotes got with the member’s T.C. kimlik number and phone, in any session', async () => {
    const phone = '5320000201'
    const member = await signedUpMember(phone, 'Teklif123')
    // Got without logging in, in another session: a phone quote to its offers, a DASK quote left
    // at its address step.
    const phoneQuote = await verifiedQuote(
      storefront.url,
      agency,
      '/cep-telefonu-sigortasi',
      phone,
      {},
    )
    const opened = await phoneQuote.visitor.post(phoneQuote.next, {
      ...phoneDevice,
      intent: 'teklif',
    })
    expect(opened.location).toBe(`${phoneQuote.base}/teklifler`)
    const daskQuote = await verifiedQuote(
      storefront.url,
      agency,
      '/zorunlu-deprem-sigortasi',
      phone,
      {},
    )
    // Someone else's quote under the same T.C. kimlik number, with another phone: not theirs.
    const stranger = await verifiedQuote(
      storefront.url,
      agency,
      '/cep-telefonu-sigortasi',
      '5320000299',
      {},
    )

    let rows: string[][] = []
    const deadline = Date.now() + 15_000
    do {
      rows = quoteRows((await member.get('/hesabim/tekliflerim')).html)
      if (rows.some((row) => row[4] === 'Teklifler hazır')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    } while (Date.now() < deadline)
    const ids = readPage((await member.get('/hesabim/tekliflerim')).html).control('draftId')
    expect(ids.map((r) => r.value).sort()).toEqual([phoneQuote.draftId, daskQuote.draftId].sort())
    const when = /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/
    expect(rows).toEqual(
      expect.arrayContaining([
        [
          'Cep Telefonu',
          expect.stringMatching(/^Apple iPhone 17 · IMEI \d{15}$/),
          expect.stringMatching(when),
          expect.stringMatching(/^[\d.]+,\d{2} TL$/),
          'Teklifler hazır',
          expect.stringMatching(/^Devam et/),
        ],
        [
          'DASK',
          '—',
          expect.stringMatching(when),
          '—',
          'Bilgiler bekleniyor: Adres bilgileri',
          expect.stringMatching(/^Devam et/),
        ],
      ]),
    )

    // "Devam et": the offers in this session, nothing typed again.
    const continued = await member.post('/hesabim/tekliflerim', { draftId: phoneQuote.draftId })
    expect(continued).toMatchObject({ status: 302, location: `${phoneQuote.base}/teklifler` })
    const offers = await member.get(continued.location)
    expect(offers.status).toBe(200)
    expect(text(offers.html)).toContain('PDF olarak indir')
    const resumed = await member.post('/hesabim/tekliflerim', { draftId: daskQuote.draftId })
    expect(resumed).toMatchObject({ status: 302, location: daskQuote.next })
    expect((await member.get(resumed.location)).status).toBe(200)

    // A draft of someone else's is not continued by posting its id.
    const refused = await member.post('/hesabim/tekliflerim', { draftId: stranger.draftId })
    expect(refused).toMatchObject({ status: 302, location: '/hesabim/tekliflerim' })
    expect(text((await member.get('/hesabim/tekliflerim')).html)).toContain(
      'Bu teklif artık saklanmıyor.',
    )
    const strangers = await member.get(`${stranger.base}/bilgiler`)
    expect(strangers.location).toBe('/404')
  })
})

describe('Tekliflerim after a withdrawal', { timeout: 60_000 }, () => {
  it('says a quote’s policy was withdrawn, not only that it was issued', async () => {
    const phone = '5320000202'
    const member = await signedUpMember(phone, 'Teklif123')
    // Bought as a visitor without JavaScript: the checkout, the card page, the bank, the shop.
    const { visitor, checkout, AttemptKey } = await phoneQuoteAtCheckout(
      storefront.url,
      agency,
      phone,
    )
    const toCardPage = readPage((await visitor.post(checkout, checkoutPost(AttemptKey))).html)
    const session = Object.fromEntries(
      toCardPage.controls.filter((c) => c.type === 'hidden').map((c) => [c.name, c.value]),
    )
    await payThroughTheBank(agency, visitor, session, phone)
    const { policy_number: policyNumber } = await agency.db
      .selectFrom('policies')
      .select('policy_number')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()

    const status = async () =>
      quoteRows((await member.get('/hesabim/tekliflerim')).html).map((row) => row[4])
    expect(await status()).toEqual([`Poliçe düzenlendi (${policyNumber})`])
    // "Poliçeyi gör" opens the checkout's policy page, which says whether the policy stands.
    const policyPage = async () => {
      const { draftId } = Object.fromEntries(
        readPage((await member.get('/hesabim/tekliflerim')).html).controls.map((c) => [
          c.name,
          c.value,
        ]),
      )
      const seen = await member.post('/hesabim/tekliflerim', { draftId: draftId! })
      expect(seen.location).toBe(checkout)
      const page = await member.get(checkout)
      expect(page.status).toBe(200)
      return text(page.html)
    }
    const issued = await policyPage()
    expect(issued).toContain('Ödemeniz alındı, poliçeniz hazır')
    expect(issued).not.toContain('cayma hakkıyla iptal edildi')

    const withdrawn = await member.post(`/hesabim/policelerim/${policyNumber}/cayma`, {})
    expect(withdrawn).toMatchObject({ status: 302, location: '/hesabim/policelerim' })
    expect(await status()).toEqual([
      `Poliçe düzenlendi (${policyNumber}); ${trDayInTurkey(0)} tarihinde cayma hakkıyla iptal edildi`,
    ])
    const withdrawnPage = await policyPage()
    expect(withdrawnPage).toContain(
      `Bu poliçe ${trDayInTurkey(0)} tarihinde cayma hakkıyla iptal edildi; yürürlükte değildir ve üzerinden hasar bildirilemez.`,
    )
    expect(withdrawnPage).toContain('Poliçeniz cayma hakkıyla iptal edildi')
    expect(withdrawnPage).toContain(policyNumber)
    expect(withdrawnPage).toContain('İptal edilen poliçeyi PDF olarak indir')
    expect(withdrawnPage).not.toContain('poliçeniz hazır')
  })
})

describe('a new login phone', { timeout: 60_000 }, () => {
  it('moves the login after a code to the new phone and the password; old sessions end', async () => {
    const oldPhone = '5320000301'
    const newPhone = '5320000302'
    const member = await signedUpMember(oldPhone, 'Eski1234')
    const { policyNumber } = await paidPolicy(agency, {
      NationalNumber: quoteOwner,
      Phone: oldPhone,
    })
    const elsewhere = browserlessVisitor(storefront.url)
    expect((await logIn(elsewhere, oldPhone, 'Eski1234')).location).toBe('/')
    expect((await elsewhere.get('/hesabim')).status).toBe(200)

    const page = '/hesabim/telefon-degisikligi'
    expect(text((await member.get('/hesabim')).html)).toContain('Cep Telefonumu Değiştir')
    const same = await member.post(page, { intent: 'kod-gonder', Phone: masked(oldPhone) })
    expect(same.status).toBe(400)
    expect(readPage(same.html).control('Phone')[0]).toMatchObject({
      invalid: true,
      description: expect.stringContaining('Bu numara zaten üyeliğinizde kayıtlı.'),
    })
    const sent = await member.post(page, { intent: 'kod-gonder', Phone: masked(newPhone) })
    expect(sent).toMatchObject({ status: 302, location: page })
    const code = /(\d{6})/.exec(await latestOutboxMessage(agency, newPhone))![1]!
    expect(text((await member.get(page)).html)).toContain(
      `Doğrulama kodu ${masked(newPhone)} numarasına gönderildi.`,
    )

    // A wrong password, then a wrong code: each said on its field; the code stays good meanwhile.
    const wrongPassword = await member.post(page, {
      intent: 'telefonu-degistir',
      SmsActivationCode: code,
      Password: 'Yanlis123',
    })
    expect(readPage(wrongPassword.html).control('Password')[0]).toMatchObject({
      invalid: true,
      value: '',
      description: expect.stringContaining('Mevcut şifreniz hatalı.'),
    })
    const wrongCode = await member.post(page, {
      intent: 'telefonu-degistir',
      SmsActivationCode: code === '000000' ? '111111' : '000000',
      Password: 'Eski1234',
    })
    expect(readPage(wrongCode.html).control('SmsActivationCode')[0]).toMatchObject({
      invalid: true,
      description: expect.stringContaining('doğrulama kodu hatalı'),
    })
    const changed = await member.post(page, {
      intent: 'telefonu-degistir',
      SmsActivationCode: code,
      Password: 'Eski1234',
    })
    expect(changed).toMatchObject({ status: 302, location: '/hesabim' })
    const profile = text((await member.get('/hesabim')).html)
    expect(profile).toContain('Cep telefonu numaranız değiştirildi.')
    expect(profile).toContain(masked(newPhone))
    expect(await latestOutboxMessage(agency, oldPhone)).toContain(
      'Üyeliğinizin cep telefonu numarası değiştirildi.',
    )

    // The other session is over; the policy bought with the old phone stays the member's.
    expect((await elsewhere.get('/hesabim')).location).toMatch(/modal=giris/)
    expect(text((await member.get('/hesabim/policelerim')).html)).toContain(policyNumber)
    // Its renewal's code goes to the new phone.
    const renewed = await member.post(`/hesabim/policelerim/${policyNumber}/yenile`, {
      ProductKey: 'trafik',
    })
    expect(renewed.status).toBe(302)
    expect(await latestOutboxMessage(agency, newPhone)).toMatch(/doğrulama kodunuz: \d{6}/)

    // The login goes with the new phone only.
    const again = browserlessVisitor(storefront.url)
    const refused = await logIn(again, oldPhone, 'Eski1234')
    expect(refused.location).toMatch(/modal=giris/)
    expect(text((await again.get(refused.location)).html)).toContain(
      'Kullanıcı adı veya şifre hatalı.',
    )
    expect((await logIn(again, newPhone, 'Eski1234')).location).toBe('/')
    expect((await again.get('/hesabim')).status).toBe(200)
  })

  it('another member’s phone is refused only to whoever holds it, after its code', async () => {
    const phone = '5320000401'
    const takenPhone = '5320000402'
    const member = await signedUpMember(phone, 'Uye12345')
    await signedUpMember(takenPhone, 'Baska123')
    const page = '/hesabim/telefon-degisikligi'
    // Asked as for any phone: the code goes out, the answer says nothing of a member.
    const sent = await member.post(page, { intent: 'kod-gonder', Phone: masked(takenPhone) })
    expect(sent).toMatchObject({ status: 302, location: page })
    const code = /(\d{6})/.exec(await latestOutboxMessage(agency, takenPhone))![1]!
    const refused = await member.post(page, {
      intent: 'telefonu-degistir',
      SmsActivationCode: code,
      Password: 'Uye12345',
    })
    expect(refused.status).toBe(409)
    expect(text(refused.html)).toContain('Bu telefon numarasıyla açılmış başka bir üyelik var.')
    expect(readPage(refused.html).control('Phone')).toHaveLength(1)
    expect(text((await member.get('/hesabim')).html)).toContain(masked(phone))
  })
})

describe('a support request about a policy', { timeout: 60_000 }, () => {
  it('names one of the member’s policies, and no one else’s', async () => {
    const phone = '5320000601'
    const member = await signedUpMember(phone, 'Destek12')
    const { policyNumber } = await paidPolicy(agency, { NationalNumber: quoteOwner, Phone: phone })
    const { policyNumber: strangers } = await paidPolicy(agency, {
      NationalNumber: '10000000078',
      Phone: '5320000699',
    })
    const form = readPage((await member.get('/hesabim/destek')).html)
    expect(form.control('PolicyNumber')[0]?.options).toEqual(['', policyNumber])
    const request = {
      RequestType: '1',
      Subject: 'Adres değişikliği',
      Message: 'Poliçemdeki adresi güncellemek istiyorum.',
    }
    const foreign = await member.post('/hesabim/destek?index', {
      ...request,
      PolicyNumber: strangers,
    })
    expect(text(foreign.html)).toContain('Seçtiğiniz poliçe poliçeleriniz arasında bulunamadı.')
    const added = await member.post('/hesabim/destek?index', {
      ...request,
      PolicyNumber: policyNumber,
    })
    expect(added.location).toMatch(/^\/hesabim\/destek\/\d+$/)
    expect(text((await member.get(added.location)).html)).toContain(
      `Poliçe İşlemleri · İlgili poliçe: ${policyNumber} · Durum: Açık`,
    )
  })
})
