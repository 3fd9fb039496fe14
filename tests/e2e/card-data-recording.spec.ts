import { expect, test, type Request } from '@playwright/test'
import { demoPlateOffers, passThreeD, phoneFor, SUCCESS_CARD } from './checkout.ts'
import { payOnProviderOrigin } from './provider-origin.ts'
import { nationalNumberFor } from './quote-helpers.ts'

// Issue 39: card data never reaches the storefront. Every request the browser sends to the
// storefront's origin during purchases is recorded, with the card page and the bank on the
// provider's origin as with a real provider, and none carries a card number or security code.

/** The README's test cards, each with its security code and whether its bank asks for a code. */
const testCards = [
  { card: '4000 0000 0000 0051', threeD: true },
  { card: '4000 0000 0000 0093', threeD: true },
  { card: '4000 0000 0000 0432', threeD: true },
  { card: '4000 0000 0000 0549', threeD: true },
  { card: '4000 0000 0000 0820', threeD: true },
  { card: '4000 0000 0000 0598', threeD: true },
  { card: '4000 0000 0000 1000', threeD: true },
  { card: '4000 0000 0000 4004', threeD: false },
  { card: '4000 0000 0000 9003', threeD: false },
  { card: SUCCESS_CARD, threeD: true },
].map((c, i) => ({ ...c, cvc: String(731 + i) }))

/** What a request carries that a server could read: its address and its body. */
const carried = (request: Request) => `${request.url()}\n${request.postData() ?? ''}`

/** The values of a request's query and form fields: a security code would be one of them. */
const fieldValues = (request: Request) => {
  const body = request.postData() ?? ''
  const form = body.includes('=') ? [...new URLSearchParams(body).values()] : []
  return [...new URL(request.url()).searchParams.values(), ...form]
}

// Not yet run to its end: on this machine it hung at the offers page in both tries (no result
// within 9 minutes), before its first purchase. Each purchase it makes passes in
// payment-bank-origin.spec.ts; the recording itself is unproven until this runs.
test.fixme('no request to the storefront carries a card number or security code, whatever the card', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const storefront = new URL(baseURL!).origin
  const sent: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === storefront) sent.push(request)
  })
  const phone = phoneFor(js, 4)
  const offers = await demoPlateOffers(
    page,
    'Trafik Sigortası',
    phone,
    nationalNumberFor(phone.slice(1)),
  )
  const checkouts = [
    (await offers
      .nth(0)
      .getByRole('link', { name: /^Satın Al/ })
      .getAttribute('href'))!,
    (await offers
      .nth(1)
      .getByRole('link', { name: /^Satın Al/ })
      .getAttribute('href'))!,
  ]

  for (const [tried, { card, cvc, threeD }] of testCards.entries()) {
    // Five declines pause an offer's card payments: the quote's second offer takes the rest.
    const checkout = await page.goto(checkouts[tried < 5 ? 0 : 1]!)
    // The checkout's form may post to the site and to the provider's card page only: here the
    // built-in one, under the site's own origin.
    const csp = (await checkout!.headerValue('content-security-policy')) ?? ''
    expect(/form-action ([^;]+)/.exec(csp)?.[1]).toBe("'self'")
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill('kayit@ornek.com.tr')
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
    const before = await payOnProviderOrigin(page, card, cvc)
    if (threeD) await passThreeD(page, phone, before)
    else if (!js) await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
    await expect(page.getByTestId(card === SUCCESS_CARD ? 'police-no' : 'odeme-hata')).toBeVisible()
  }

  expect(sent.some((r) => r.method() === 'POST' && r.url().includes('/odeme/3d-sonuc'))).toBe(true)
  for (const { card, cvc } of testCards) {
    for (const request of sent) {
      const text = carried(request)
      expect(text, request.url()).not.toContain(card)
      expect(text, request.url()).not.toContain(card.replace(/ /g, ''))
      expect(text, request.url()).not.toContain(card.replace(/ /g, '+'))
      expect(text, request.url()).not.toMatch(/CardNumber|Cvc/)
      expect(fieldValues(request), request.url()).not.toContain(cvc)
    }
  }
})
