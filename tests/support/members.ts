import { expect, type APIRequestContext } from '@playwright/test'
import { signUpFields } from './sign-up-fields.ts'

export { masked } from './sign-up-fields.ts'

/** A phone no demo member has: 5 + nine random digits, from a block the seed data leaves free. */
export const freshPhone = () => `559${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/** The newest SMS the demo outbox holds for one phone. */
export async function latestSms(request: APIRequestContext, phone: string) {
  const response = await request.get('/demo/outbox.json')
  const messages = (await response.json()) as { channel: string; recipient: string; body: string }[]
  return messages.find((m) => m.channel === 'sms' && m.recipient === phone)?.body ?? ''
}

/** The sign-up form's fields for a new member living in Yozgat, as a visitor fills them. */
export async function signUpForm(request: APIRequestContext, phone: string, password: string) {
  // The county list the sign-up page's script loads when Yozgat is chosen.
  const counties = (await (await request.get('/ilceler?CityCode=66')).json()) as {
    options: { id: number }[]
  }
  const county = counties.options[0]?.id
  expect(county, 'a county of Yozgat from the counties route').toBeTruthy()
  return signUpFields(phone, password, county!)
}

/**
 * Signs a new member up through the site's own forms over HTTP and verifies the phone with the
 * code from the outbox, as a person without JavaScript would. The request context (a page's
 * `page.request` shares the browser's cookies) ends logged in, and its device is the member's
 * first, trusted one.
 */
export async function signUpMember(request: APIRequestContext, phone: string, password: string) {
  const signUp = await request.post('/uyeOl', { form: await signUpForm(request, phone, password) })
  expect(signUp.status(), await signUp.text()).toBeLessThan(400)
  const code = /(\d{6})/.exec(await latestSms(request, phone))?.[1]
  expect(code, 'verification SMS in the outbox').toBeTruthy()
  const verified = await request.post('/giris', {
    form: { intent: 'onayla', SmsActivationCode: code!, returnTo: '/', redirectTo: '/' },
  })
  expect(verified.status()).toBeLessThan(400)
  const account = await request.get('/hesabim', { maxRedirects: 0 })
  expect(account.status(), 'logged in after sign-up').toBe(200)
}
