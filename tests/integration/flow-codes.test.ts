import { describe, expect, it } from 'vitest'
import {
  phoneDevice,
  quoteEmail,
  quoteOwner,
  smsCodeFor,
  storefrontOnWire,
  checkoutPost,
  verifiedQuote,
} from '../support/browserless-quote.ts'
import { readPage } from '../support/html.ts'
import { browserlessVisitor } from '../support/storefront.ts'

// Spec §8: each quote-flow code, answered on demand by a provider between the storefront and the
// built-in backend (tests/support/wire.ts), met as the spec's catalogue says at every call that
// can return it; and the rest of §8 and §7: a not-found inside a flow goes to /404, the contact
// call's Status is read. A visitor without JavaScript: plain GETs and form posts.
// A new code minutes after the first is what these journeys are about: no wait between codes.
process.env.SMS_PHONE_INTERVAL_SECONDS = '0'
const { agency, wire, storefront } = await storefrontOnWire()
delete process.env.SMS_PHONE_INTERVAL_SECONDS

const coded = (StatusCode: number, Message: string) => ({
  status: 400,
  body: { Success: false, StatusCode, Message, Messages: [Message] },
})
const callsTo = (path: string) => wire.calls.filter((c) => c.path.split('?')[0]!.endsWith(path))

async function eventually(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A phone quote up to its last step, the device typed: the post that opens the quote. */
async function phoneQuote(phone: string) {
  const quote = await verifiedQuote(storefront.url, agency, '/cep-telefonu-sigortasi', phone, {})
  return {
    ...quote,
    openQuote: () => quote.visitor.post(quote.next, { ...phoneDevice, intent: 'teklif' }),
    openWithBirthDate: () =>
      quote.visitor.post(quote.next, { ...phoneDevice, intent: 'teklif', Birthdate: '14.03.1985' }),
  }
}

/** The last step sent again with the birth date asked for: the quote opens, carrying it. */
async function expectOpenedWithBirthDate(open: () => Promise<{ location: string }>, base: string) {
  expect((await open()).location).toBe(`${base}/teklifler`)
  expect(callsTo('/list/Offers/create-header').at(-1)!.fields.Birthdate).toBe('14.03.1985')
}

describe('quote-flow codes (spec §8)', { timeout: 40_000 }, () => {
  it('1004 from an insurer call: a new SMS code, the SMS dialog, then the offers go on', async () => {
    const phone = '5550002601'
    const { visitor, draftId, base, openQuote } = await phoneQuote(phone)
    const firstCode = await smsCodeFor(agency, phone)
    wire.answer('/mobilephone/teklif', coded(1004, 'Geçici kod onayı gerekli.'))
    const opened = await openQuote()
    expect(opened.status, opened.html.slice(0, 300)).toBe(302)
    const dialog = `/cep-telefonu-sigortasi?dogrulama=${draftId}`
    // The offers page leads to the SMS dialog as soon as the insurer has asked.
    await eventually(
      async () => (await visitor.get(`${base}/teklifler`)).location === dialog,
      'the offers page leads to the SMS dialog',
    )
    expect(wire.unused()).toEqual([])
    const newCode = await smsCodeFor(agency, phone)
    expect(newCode).not.toBe(firstCode)
    const page = await visitor.get(dialog)
    expect(page.html).toContain('Telefon Doğrulama')
    const confirmed = await visitor.post(dialog, {
      intent: 'onayla',
      draftId,
      SmsActivationCode: newCode,
    })
    expect(confirmed.location).toBe(`${base}/teklifler`)
    const firms = (callsTo('/firm/firma/firmalar').at(-1)!.reply as { Results: unknown[] }).Results
    await eventually(async () => {
      const html = (await visitor.get(`${base}/teklifler`)).html
      return !html.includes('http-equiv="refresh"')
    }, 'every insurer answered after the code')
    const answered = callsTo('/mobilephone/teklif').filter(
      (c) => (c.reply as { StatusCode?: number }).StatusCode === 1010,
    )
    expect(answered.length).toBe(firms.length)
  })

  it('1002 when the quote is opened: a new SMS code and the SMS dialog', async () => {
    const phone = '5550002602'
    const { draftId, openQuote } = await phoneQuote(phone)
    const before = await smsCodeFor(agency, phone)
    wire.answer('/list/Offers/create-header', coded(1002, 'Token doğrulanamadı.'))
    const opened = await openQuote()
    expect(opened.location).toBe(`/cep-telefonu-sigortasi?dogrulama=${draftId}`)
    expect(await smsCodeFor(agency, phone)).not.toBe(before)
  })

  it('1002 while the phone must still wait for a code: the dialog says none was sent, counts down, and the code asked for then verifies', async () => {
    const phone = '5550002603'
    const { visitor, draftId, base, openQuote } = await phoneQuote(phone)
    const before = await smsCodeFor(agency, phone)
    wire.answer('/list/Offers/create-header', coded(1002, 'Token doğrulanamadı.'))
    // The provider keeps the phone's minute since the entry's code: no second code yet.
    const wait = 3
    wire.answer('/gecici-kod', {
      status: 429,
      body: {
        Success: false,
        StatusCode: 429,
        Messages: [`Yeni kod isteyebilmeniz için lütfen ${wait} saniye bekleyin.`],
        Data: { ResendAfterSeconds: wait },
      },
    })
    const codeCalls = () => callsTo('/gecici-kod').length
    const dialog = `/cep-telefonu-sigortasi?dogrulama=${draftId}`
    expect((await openQuote()).location).toBe(dialog)
    expect(wire.unused()).toEqual([])
    const asked = codeCalls()
    const waiting = await visitor.get(dialog)
    expect(waiting.html).toContain('Yeni kod henüz gönderilmedi.')
    expect(waiting.html).not.toContain('numarasına gönderildi')
    expect(readPage(waiting.html).control('SmsActivationCode')).toEqual([])
    expect(await smsCodeFor(agency, phone)).toBe(before)

    // Before the provider's wait is over the storefront refuses the resend itself.
    const early = await visitor.post(dialog, { intent: 'yeniden-gonder', draftId })
    expect(early.status).toBe(429)
    expect(early.html).toContain('Yeni kod henüz istenemez.')
    expect(codeCalls()).toBe(asked)

    await new Promise((resolve) => setTimeout(resolve, wait * 1000 + 200))
    const resent = await visitor.post(dialog, { intent: 'yeniden-gonder', draftId })
    expect(resent.html).toContain('Yeni doğrulama kodu gönderildi.')
    expect(resent.html).toContain('numarasına gönderildi.')
    expect(readPage(resent.html).control('SmsActivationCode')).toHaveLength(1)
    const code = await smsCodeFor(agency, phone)
    expect(code).not.toBe(before)
    const confirmed = await visitor.post(dialog, {
      intent: 'onayla',
      draftId,
      SmsActivationCode: code,
    })
    expect(confirmed.location).toBe(`${base}/cihaz`)
  })

  it('1006 from the identity check: the entry form asks the birth date on a line that has none', async () => {
    const phone = '5550002604'
    const page = '/cep-telefonu-sigortasi'
    const visitor = browserlessVisitor(storefront.url)
    const entry = {
      intent: 'gonder',
      Phone: phone,
      NationalNumber: quoteOwner,
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
    }
    const draftOf = (location: string) =>
      new URLSearchParams(location.split('?')[1]).get('dogrulama')!
    const confirm = async (draftId: string) =>
      visitor.post(`${page}?dogrulama=${draftId}`, {
        intent: 'onayla',
        draftId,
        SmsActivationCode: await smsCodeFor(agency, phone),
      })
    expect(readPage((await visitor.get(page)).html).control('Birthdate')).toEqual([])
    const refusedId = draftOf((await visitor.post(page, entry)).location)
    wire.answer('/aml/aml/AMLKontrol', coded(1006, 'Doğum tarihi gereklidir.'))
    const refused = await confirm(refusedId)
    expect(refused.location).toBe(`${page}?dogrulama=${refusedId}`)
    const asking = await visitor.get(refused.location)
    expect(asking.html).toContain('Devam etmek için doğum tarihinizi girmeniz gerekiyor.')
    expect(readPage(asking.html).control('Birthdate')).toHaveLength(1)
    // A date that does not exist comes back as typed, the field still asked for.
    const wrong = await visitor.post(refused.location, { ...entry, Birthdate: '31.02.1985' })
    expect(wrong.status).toBe(400)
    expect(readPage(wrong.html).control('Birthdate')[0]).toMatchObject({
      value: '31.02.1985',
      invalid: true,
    })
    const sent = await visitor.post(refused.location, { ...entry, Birthdate: '14.03.1985' })
    expect(sent.status).toBe(302)
    const verified = await confirm(draftOf(sent.location))
    expect(verified.location).toMatch(/^\/mobilephone\/teklif\/[^/]+\/bilgiler$/)
    expect(callsTo('/aml/aml/AMLKontrol').at(-1)!.fields.Birthdate).toBe('"14.03.1985"')
  })

  it('1006 when the quote is opened: the step asks the birth date, and the quote opens with it', async () => {
    const { visitor, next, base, openQuote, openWithBirthDate } = await phoneQuote('5550002605')
    expect(readPage((await visitor.get(next)).html).control('Birthdate')).toEqual([])
    wire.answer('/list/Offers/create-header', coded(1006, 'Doğum tarihi gereklidir.'))
    const asked = await openQuote()
    expect(asked.status).toBe(400)
    expect(asked.html).toContain('Devam etmek için doğum tarihinizi girmeniz gerekiyor.')
    expect(readPage(asked.html).control('Birthdate')).toHaveLength(1)
    await expectOpenedWithBirthDate(openWithBirthDate, base)
  })

  it('1011 at the final step: its message on the checkout, the offer kept to pay again', async () => {
    const { visitor, base, openQuote } = await phoneQuote('5550002606')
    expect((await openQuote()).status).toBe(302)
    let offers = ''
    await eventually(async () => {
      offers = (await visitor.get(`${base}/teklifler`)).html
      return !offers.includes('http-equiv="refresh"')
    }, 'the offers are complete')
    const checkout = /href="(\/odeme\/[^"]+)"/.exec(offers)![1]!
    const form = readPage((await visitor.get(checkout)).html)
    const card = checkoutPost(form.control('AttemptKey')[0]!.value)
    wire.answer('/api/payment/session', coded(1011, 'Poliçe düzenleme adımı tamamlanamadı.'))
    const refused = await visitor.post(checkout, card)
    expect(refused.html).toContain('Poliçe düzenleme adımı tamamlanamadı.')
    const kept = readPage(refused.html)
    expect(kept.control('Email')[0]!.value).toBe(quoteEmail)
    expect(kept.control('AttemptKey')[0]!.value).toBe(card.AttemptKey)
    // The same offer, the same attempt, gets its payment session with the next try (whose card
    // page, on loopback here, no browser could open: the checkout says so).
    await visitor.post(checkout, card)
    const [first, second] = callsTo('/api/payment/session').slice(-2)
    expect(second!.fields.AttemptKey).toBe(first!.fields.AttemptKey)
    expect(second!.reply).toMatchObject({ Success: true })
  })

  it('1006 from the firm list: the offers page says so, and the last step asks the birth date', async () => {
    const { visitor, next, base, openQuote, openWithBirthDate } = await phoneQuote('5550002607')
    wire.answer('/firm/firma/firmalar', coded(1006, 'Doğum tarihi gereklidir.'))
    expect((await openQuote()).status).toBe(302)
    await eventually(
      async () =>
        (await visitor.get(`${base}/teklifler`)).html.includes(
          'Devam etmek için doğum tarihinizi girmeniz gerekiyor.',
        ),
      'the offers page asks for the birth date',
    )
    expect(readPage((await visitor.get(next)).html).control('Birthdate')).toHaveLength(1)
    await expectOpenedWithBirthDate(openWithBirthDate, base)
  })

  it('1009 from the firm list: asked again after a wait, and the offers come', async () => {
    const { visitor, base, openQuote } = await phoneQuote('5550002603')
    const firmListsBefore = callsTo('/firm/firma/firmalar').length
    wire.answer('/firm/firma/firmalar', coded(1009, 'Kuyrukta.'))
    expect((await openQuote()).status).toBe(302)
    await eventually(
      () => callsTo('/firm/firma/firmalar').length >= firmListsBefore + 2,
      'the firm list asked again',
    )
    await eventually(async () => {
      const html = (await visitor.get(`${base}/teklifler`)).html
      return !html.includes('http-equiv="refresh"')
    }, 'the offers are complete')
    const html = (await visitor.get(`${base}/teklifler`)).html
    expect(html).not.toContain('Kuyrukta.')
    expect(html).toContain('TL')
  })
})

describe('a not-found inside a flow goes to /404 (spec §8)', () => {
  it.each([
    '/teklif-pdf/bilinmeyen-teklif',
    '/odeme/bilinmeyen-teklif/bilinmeyen-teklif',
    '/police-pdf/bilinmeyen-teklif/bilinmeyen-teklif',
    '/trafik/teklif/bilinmeyen-teklif/bilgiler',
    '/mobilephone/teklif/bilinmeyen-teklif/teklifler',
  ])('%s', async (path) => {
    const answer = await browserlessVisitor(storefront.url).get(path)
    expect(answer).toMatchObject({ status: 302, location: '/404' })
  })
  // One guard (requireOwnDraft): the visitor's own draft is refused as an unknown one until it is
  // verified and its quote is open; the offer stream, no page, answers a plain 404.
  const expectRefused = async (visitor: ReturnType<typeof browserlessVisitor>, id: string) => {
    for (const path of [
      `/teklif-pdf/${id}`,
      `/odeme/${id}/bir-teklif`,
      `/police-pdf/${id}/bir-teklif`,
    ]) {
      expect(await visitor.get(path), path).toMatchObject({ status: 302, location: '/404' })
    }
    expect((await visitor.get(`/teklif-akisi/${id}`)).status).toBe(404)
  }

  it('the visitor’s own draft before its SMS code, and verified before its quote opens', async () => {
    const visitor = browserlessVisitor(storefront.url)
    const entry = await visitor.post('/cep-telefonu-sigortasi', {
      intent: 'gonder',
      Phone: '5550002690',
      NationalNumber: quoteOwner,
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
    })
    expect(entry.status).toBe(302)
    await expectRefused(
      visitor,
      new URLSearchParams(entry.location.split('?')[1]).get('dogrulama')!,
    )
    const verified = await phoneQuote('5550002691')
    await expectRefused(verified.visitor, verified.draftId)
  })
})

describe('the contact call reports Status (spec §7)', () => {
  const message = {
    Name: 'Ayşe Yılmaz',
    Email: quoteEmail,
    Subject: 'Poliçe',
    Message: 'Poliçemle ilgili bilgi almak istiyorum.',
  }

  it('a message the provider did not take is not reported as sent; the form is kept', async () => {
    wire.answer('/api/musteri/iletisim', {
      status: 200,
      body: { Status: false, Message: 'Mesajınız kaydedilemedi.' },
    })
    const answer = await browserlessVisitor(storefront.url).post('/iletisim', message)
    expect(answer.status).not.toBe(302)
    expect(answer.html).toContain('Mesajınız kaydedilemedi.')
    expect(answer.html).toContain('Poliçemle ilgili bilgi almak istiyorum.')
  })

  it('Status true: sent', async () => {
    const answer = await browserlessVisitor(storefront.url).post('/iletisim', message)
    expect(answer).toMatchObject({ status: 302, location: '/iletisim' })
  })
})
