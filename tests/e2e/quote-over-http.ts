import { expect, type APIResponse, type Page } from '@playwright/test'
import { readPage } from '../support/html.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'
import { expectHydrated } from './hydration.ts'
import { codeFromOutbox, lastOutboxId } from './outbox.ts'
import { isJs, nationalNumberFor } from './quote-helpers.ts'

// A quote brought to its offers, and a policy bought, through the site's own forms over HTTP, as
// a browser without JavaScript posts them, in the browser context of `page` (page.request shares
// its cookies): for the tests whose subject is the offers page, the checkout or what comes after
// the sale. The journey and the purchase themselves are walked in a browser, with JavaScript on
// and off, by the quote and payment specs (README, Tests: Test time).

/** The success card of README "Buying a policy", as the provider's card page posts it. */
const card = {
  CardHolderName: 'Ayşe Işıklı Çelik',
  CardNumber: '4000 0000 0000 0002',
  Expiry: `12/${(new Date().getFullYear() + 2) % 100}`,
  Cvc: '123',
  Installments: '1',
}

/** A redirect's target, its path and query only: the storefront names its own host. */
function redirectOf(answer: APIResponse) {
  expect(answer.status(), answer.url()).toBeGreaterThanOrEqual(300)
  expect(answer.status(), answer.url()).toBeLessThan(400)
  const location = new URL(answer.headers().location!, answer.url())
  return location.pathname + location.search
}

/** A form's action and the fields a browser sends of it, as the page holds them. */
function formOf(html: string, id: string) {
  const form = new RegExp(`<form[^>]*id="${id}"[^>]*>([\\s\\S]*?)</form>`).exec(html)
  expect(form, `the form ${id}`).not.toBeNull()
  const action = /action="([^"]+)"/.exec(form![0])![1]!.replaceAll('&amp;', '&')
  const sent = readPage(form![1]!).controls.filter(
    (c) => c.checked || (c.type !== 'checkbox' && c.type !== 'radio'),
  )
  return { action, fields: Object.fromEntries(sent.map((c) => [c.name, c.value])) }
}

/** The forms of one visitor, posted without following the answer's redirect. */
const poster = (page: Page) => (path: string, form: Record<string, string>) =>
  page.request.post(path, { form, maxRedirects: 0 })

/**
 * The line's entry with `nationalNumber` and `phone` (and the line's own `fields`), the SMS code
 * from the outbox, the information step saved as the identity check prefilled it: the wizard's
 * path, its next step, and a moment before the entry's code went out (untilNextPhoneCode,
 * phone-codes.ts, counts from such a moment).
 */
async function verifiedWizard(
  page: Page,
  quotePage: string,
  phone: string,
  nationalNumber: string,
  fields: Record<string, string>,
) {
  const post = poster(page)
  const entryCodeAt = Date.now()
  const entry = await post(quotePage, {
    intent: 'gonder',
    NationalNumber: nationalNumber,
    Phone: phone,
    PrivacyPolicy: 'on',
    OpenDataAgreement: 'on',
    ...fields,
  })
  const draftId = new URLSearchParams(redirectOf(entry).split('?')[1]).get('dogrulama')!
  const verified = await post(`${quotePage}?dogrulama=${draftId}`, {
    intent: 'onayla',
    draftId,
    SmsActivationCode: await codeFromOutbox(page, phone),
  })
  const wizard = redirectOf(verified).replace(/\/bilgiler$/, '')
  const information = readPage(await (await page.request.get(`${wizard}/bilgiler`)).text())
  const prefilled = (name: string, otherwise: string) =>
    information.control(name)[0]?.value || otherwise
  const saved = await post(`${wizard}/bilgiler`, {
    intent: 'kaydet',
    Name: prefilled('Name', 'Ayşe'),
    Surname: prefilled('Surname', 'Yılmaz'),
    CityCode: prefilled('CityCode', '66'),
    CountyCode: information.control('CountyCode')[0]!.value,
    Email: prefilled('Email', ''),
  })
  return { wizard, draftId, next: redirectOf(saved), entryCodeAt }
}

/**
 * A quote of the line on `quotePage` (one whose entry asks no more than identity and phone),
 * verified and its information saved as above with the phone's own T.C. kimlik number: the
 * browser at the step that follows, hydrated when JavaScript is on (the step is opened as a whole
 * page, and what its test types is for the running form).
 */
export async function atStepAfterInformation(page: Page, quotePage: string, phone: string) {
  const quote = await verifiedWizard(page, quotePage, phone, nationalNumberFor(phone.slice(1)), {})
  await page.goto(quote.next)
  if (isJs()) await expectHydrated(page.locator('main form').first())
}

/** The vehicle step of the demo plate: queried with its document, confirmed as prefilled. */
async function demoPlateConfirmed(page: Page, wizard: string, draftId: string) {
  const post = poster(page)
  const queried = await post(`${wizard}/arac`, {
    intent: 'sorgula',
    LicensePlateNumber: '66 ABC 123',
    RegistrationKind: 'belge',
    LicensePermitSerial: 'AB',
    LicensePermitNumber: '123456',
  })
  expect(redirectOf(queried)).toBe(`${wizard}/arac`)
  const vehicle = await (await page.request.get(`${wizard}/arac`)).text()
  const { fields } = formOf(vehicle, `arac-onay-${draftId}`)
  // A kasko asks the owner's profession: the list's first.
  if ('ProfessionCode' in fields && !fields.ProfessionCode) {
    fields.ProfessionCode = readPage(vehicle).control('ProfessionCode')[0]!.options.find(Boolean)!
  }
  return post(`${wizard}/arac`, { ...fields, intent: 'teklif-al' })
}

/** The DASK home at Lise Caddesi 12 by its UAVT code, the building as the register has it. */
async function demoHomeDeclared(
  page: Page,
  wizard: string,
  draftId: string,
  building: Record<string, string>,
) {
  const post = poster(page)
  const found = await post(`${wizard}/adres`, { intent: 'kod', UAVTNumber: '4403156956' })
  expect(redirectOf(found)).toBe(`${wizard}/bina`)
  const { fields } = formOf(
    await (await page.request.get(`${wizard}/bina`)).text(),
    `bina-${draftId}`,
  )
  return post(`${wizard}/bina`, { ...fields, ...building, intent: 'teklif' })
}

/** The phone step: the demo's iPhone 17, bought 40 days ago, cover from tomorrow. */
function demoPhoneDeclared(page: Page, wizard: string) {
  return poster(page)(`${wizard}/cihaz`, {
    CepMarkaId: '1',
    CepModelId: '104',
    ImeiNo: '490154203237518',
    SatinAlmaTarihi: trDayInTurkey(-40),
    PolicyStart: trDayInTurkey(1),
    EMail: 'ayse@ornek.com.tr',
    intent: 'teklif',
  })
}

/** Each line's quote page and the step after the information step. */
const journeys = {
  trafik: { quotePage: '/zorunlu-trafik-sigortasi', firstStep: 'arac' },
  kasko: { quotePage: '/kasko-sigortasi', firstStep: 'arac' },
  dask: { quotePage: '/zorunlu-deprem-sigortasi', firstStep: 'adres' },
  telefon: { quotePage: '/cep-telefonu-sigortasi', firstStep: 'cihaz' },
}

/**
 * A quote of the line, entry to the last step as above, at its offers once every insurer has
 * answered: the offers page's address and its HTML, and the moment before the entry's code.
 */
export async function quoteAtOffers(
  page: Page,
  line: keyof typeof journeys,
  phone: string,
  nationalNumber: string,
  /** The building's answers that differ from the register's (DASK). */
  building: Record<string, string> = {},
) {
  const vehicle = line === 'trafik' || line === 'kasko'
  const { quotePage, firstStep } = journeys[line]
  const plate = { PlateStatus: '1', LicensePlateNumber: '66ABC123' }
  const { wizard, draftId, next, entryCodeAt } = await verifiedWizard(
    page,
    quotePage,
    phone,
    nationalNumber,
    vehicle ? plate : {},
  )
  expect(next).toBe(`${wizard}/${firstStep}`)
  const lastStep = vehicle
    ? await demoPlateConfirmed(page, wizard, draftId)
    : line === 'dask'
      ? await demoHomeDeclared(page, wizard, draftId, building)
      : await demoPhoneDeclared(page, wizard)
  const offers = `${wizard}/teklifler`
  expect(redirectOf(lastStep)).toBe(offers)
  // Without JavaScript the offers page refreshes itself until every insurer has answered.
  let html = ''
  await expect
    .poll(async () => (html = await (await page.request.get(offers)).text()), {
      message: 'every insurer answered',
      timeout: 30_000,
    })
    .toContain('Tüm sigorta şirketleri yanıt verdi.')
  return { offers, html, entryCodeAt }
}

/** A quote as above: the address of its first (cheapest) offer's checkout, and the moment. */
export async function firstOfferCheckout(...quote: Parameters<typeof quoteAtOffers>) {
  const { html, entryCodeAt } = await quoteAtOffers(...quote)
  return { checkout: /href="(\/odeme\/[^"]+)"/.exec(html)![1]!, entryCodeAt }
}

/**
 * The offer of `checkout` bought over HTTP by the quote's `phone`: the checkout sent, the success
 * card on the provider's card page, the demo bank's SMS code, and the bank's answer back to the
 * shop. The policy's number, once the checkout shows the purchase's result.
 */
export async function paidAtCheckout(page: Page, checkout: string, phone: string) {
  const http = page.request
  const [attempt] = readPage(await (await http.get(checkout)).text()).control('AttemptKey')
  const toCardPage = await http.post(checkout, {
    form: {
      AttemptKey: attempt!.value,
      Email: 'kart@ornek.com.tr',
      Installments: '1',
      Contracts: 'on',
    },
  })
  const cardPage = formOf(await toCardPage.text(), 'kart-sayfasina-git')
  const before = await lastOutboxId(page)
  // The card paid on the card page leads on to the bank's page, which sends its code by SMS.
  const bankPage = await http.post(cardPage.action, { form: { ...cardPage.fields, ...card } })
  const PaReq = /name="PaReq" value="([^"]+)"/.exec(await bankPage.text())?.[1]
  expect(PaReq, 'the card page opens the bank page').toBeDefined()
  const code = await codeFromOutbox(page, phone, { about: /3D Secure/, afterId: before })
  // The bank's form posts beside its page (the demo's, under the storefront's /demo/banka).
  const result = await http.post(new URL('dogrula', bankPage.url()).href, {
    form: { PaReq: PaReq!, Code: code },
  })
  const backToShop = formOf(await result.text(), 'donus')
  await http.post(backToShop.action, { form: backToShop.fields, maxRedirects: 0 })
  // The checkout shows the result once the provider has recorded the payment.
  let policyNumber: string | undefined
  await expect
    .poll(
      async () =>
        (policyNumber = /data-testid="police-no"[^>]*>([^<]+)</
          .exec(await (await http.get(checkout)).text())?.[1]
          ?.trim()),
      { message: 'the checkout names the policy bought', timeout: 30_000 },
    )
    .toBeTruthy()
  return policyNumber!
}

/**
 * A policy of the line bought over HTTP by `nationalNumber` with `phone`, its first offer as
 * above: its number, its checkout (now the purchase's result), and the moment before the quote's
 * code went out.
 */
export async function paidPolicy(...quote: Parameters<typeof firstOfferCheckout>) {
  const { checkout, entryCodeAt } = await firstOfferCheckout(...quote)
  const policyNumber = await paidAtCheckout(quote[0], checkout, quote[2])
  return { policyNumber, checkout, entryCodeAt }
}
