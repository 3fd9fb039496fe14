import { afterAll, expect } from 'vitest'
import { addDays, todayInTurkey } from '~/quote/rules/calendar.ts'
import { formatDate } from '~/utils/format.ts'
import { latestOutboxMessage, startAgency, type RunningAgency } from './agency.ts'
import { readPage } from './html.ts'
import { hiddenFields } from './paid-policy.ts'
import { browserlessVisitor, startStorefront } from './storefront.ts'
import { wireRecorder } from './wire.ts'

/**
 * The built-in backend, a recorder on the wire to it (tests/support/wire.ts) and the storefront
 * calling it through the recorder, for one test file; stopped after the file's tests.
 */
export async function storefrontOnWire() {
  const agency = await startAgency()
  const wire = await wireRecorder(agency.url)
  const storefront = await startStorefront({ ...agency, url: wire.url })
  afterAll(async () => {
    await storefront.stop()
    await wire.stop()
    await agency.stop()
  })
  return { agency, wire, storefront }
}

export const quoteOwner = '10000000146'
export const quoteEmail = 'ayse@ornek.com.tr'

const dayInTurkey = (days: number) => formatDate(addDays(todayInTurkey(), days))

/** The phone line's last step as a visitor fills it: a device bought 40 days ago, cover from tomorrow. */
export const phoneDevice = {
  CepMarkaId: '1',
  CepModelId: '104',
  ImeiNo: '490154203237518',
  SatinAlmaTarihi: dayInTurkey(-40),
  PolicyStart: dayInTurkey(1),
  EMail: quoteEmail,
}

/** The checkout form as a visitor without JavaScript posts it: everything up to the card. */
export const checkoutPost = (AttemptKey: string) => ({
  Email: quoteEmail,
  Installments: '1',
  Contracts: 'on',
  AttemptKey,
})

/**
 * The visitor's browser at the provider's card page (the back office's, on loopback here) with
 * the success card: the fields its bank page then posts.
 */
export async function payAtCardPage(agency: RunningAgency, session: Record<string, string>) {
  const page = await fetch(`${agency.url}/bank/kart`, {
    method: 'POST',
    body: new URLSearchParams({
      ...session,
      CardHolderName: 'Ayşe Yılmaz',
      CardNumber: '4000 0000 0000 0002',
      Expiry: `12/${(new Date().getFullYear() + 2) % 100}`,
      Cvc: '123',
      Installments: '1',
    }),
  })
  const PaReq = /name="PaReq" value="([^"]+)"/.exec(await page.text())?.[1]
  if (!PaReq) throw new Error('the card page did not open the bank page')
  return { PaReq }
}

/** The SMS code the backend last "sent" to `phone`. */
export const smsCodeFor = async (agency: RunningAgency, phone: string) =>
  /(\d{6})/.exec(await latestOutboxMessage(agency, phone))![1]!

/**
 * A visitor without JavaScript quoting the line on `quotePage`, from the entry form through the
 * SMS code and the information step: the visitor, the wizard's base path and the next step.
 */
export async function verifiedQuote(
  siteUrl: string,
  agency: RunningAgency,
  quotePage: string,
  phone: string,
  entry: Record<string, string>,
) {
  const visitor = browserlessVisitor(siteUrl)
  const sentEntry = await visitor.post(quotePage, {
    intent: 'gonder',
    Phone: phone,
    NationalNumber: quoteOwner,
    PrivacyPolicy: 'on',
    OpenDataAgreement: 'on',
    ...entry,
  })
  expect(sentEntry.status, sentEntry.html.slice(0, 300)).toBe(302)
  const draftId = new URLSearchParams(sentEntry.location.split('?')[1]).get('dogrulama')!
  const confirmed = await visitor.post(`${quotePage}?dogrulama=${draftId}`, {
    intent: 'onayla',
    draftId,
    SmsActivationCode: await smsCodeFor(agency, phone),
  })
  expect(confirmed.status).toBe(302)
  const base = confirmed.location.replace(/\/[^/]+$/, '')
  const information = readPage((await visitor.get(`${base}/bilgiler`)).html)
  const choice = (name: string) => {
    const control = information.control(name)[0]!
    return control.value || control.options.find(Boolean)!
  }
  const saved = await visitor.post(`${base}/bilgiler`, {
    intent: 'kaydet',
    Name: 'Ayşe',
    Surname: 'Yılmaz',
    CityCode: choice('CityCode'),
    CountyCode: choice('CountyCode'),
    Email: quoteEmail,
  })
  expect(saved.status, 'information saved').toBe(302)
  return { visitor, draftId, base, next: saved.location }
}

type Visitor = Awaited<ReturnType<typeof verifiedQuote>>['visitor']

/** The first offer's checkout, once every insurer has answered (no JavaScript: the page's refresh). */
export async function firstCheckout(visitor: Visitor, base: string) {
  const deadline = performance.now() + 15_000
  for (;;) {
    const offers = (await visitor.get(`${base}/teklifler`)).html
    if (!offers.includes('http-equiv="refresh"')) return /href="(\/odeme\/[^"]+)"/.exec(offers)![1]!
    if (performance.now() > deadline) throw new Error('the offers never completed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The visitor's browser from the provider's card page (posted with the payment session's
 * fields) through the demo bank's 3D page, its code from the outbox, back to the shop's 3D
 * result: the shop's answer, the policy issued.
 */
export async function payThroughTheBank(
  agency: RunningAgency,
  visitor: Visitor,
  cardPageFields: Record<string, string>,
  phone: string,
) {
  const AcsFields = await payAtCardPage(agency, cardPageFields)
  const bank = (path: string, fields: Record<string, string>) =>
    fetch(`${agency.url}/bank${path}`, { method: 'POST', body: new URLSearchParams(fields) })
  await bank('/3d', AcsFields)
  const code = /: (\d{6})\./.exec(await latestOutboxMessage(agency, phone))![1]!
  const result = await bank('/dogrula', { ...AcsFields, Code: code })
  return visitor.post('/odeme/3d-sonuc', hiddenFields(await result.text()))
}

/**
 * A phone quote got as a visitor without JavaScript, at its first offer's checkout: the visitor,
 * the checkout's address and the checkout form's one-time AttemptKey.
 */
export async function phoneQuoteAtCheckout(
  storefrontUrl: string,
  agency: RunningAgency,
  phone: string,
) {
  const { visitor, base, next } = await verifiedQuote(
    storefrontUrl,
    agency,
    '/cep-telefonu-sigortasi',
    phone,
    {},
  )
  await visitor.post(next, { ...phoneDevice, intent: 'teklif' })
  const checkout = await firstCheckout(visitor, base)
  const AttemptKey = readPage((await visitor.get(checkout)).html).control('AttemptKey')[0]!.value
  return { visitor, checkout, AttemptKey }
}
