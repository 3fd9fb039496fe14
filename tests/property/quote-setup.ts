import { expect, type APIRequestContext } from '@playwright/test'
import { definitions, type ProductDefinition } from '~/quote/definitions.ts'
import { latestSms, masked } from '../support/members.ts'
import { optionsOf } from './harness.ts'

let phoneCounter = 0
/** A phone of its own for each quote: the back office sends one phone a code a minute at most. */
export const quotePhone = () => `558${String((Date.now() + phoneCounter++) % 1e7).padStart(7, '0')}`

/** The entry form's valid fields for a line, as a visitor types them. */
export function entryBody(definition: ProductDefinition, phone: string): Record<string, string> {
  const { entry } = definition
  return {
    intent: 'gonder',
    Phone: masked(phone),
    NationalNumber: '10000000146',
    ...(entry.plate ? { PlateStatus: '1', LicensePlateNumber: '66 ABC 123' } : {}),
    ...(entry.birthDate ? { Birthdate: '06.05.1990' } : {}),
    ...(entry.idType ? { IdType: '1' } : {}),
    PrivacyPolicy: 'on',
    OpenDataAgreement: 'on',
  }
}

/** The entry of a passport holder (spec §5, ID type 2) on a line that offers it. */
export const byPassport = { IdType: '2', NationalNumber: '', PassportNumber: 'U1234567' }

/** A quote whose entry was sent: the verification dialog is open. Returns its draft id. */
export async function pendingQuote(
  api: APIRequestContext,
  definition: ProductDefinition,
  entry: Record<string, string> = {},
) {
  const phone = quotePhone()
  const sent = await api.post(definition.quotePage, {
    form: { ...entryBody(definition, phone), ...entry },
    maxRedirects: 0,
  })
  expect(sent.status(), await sent.text()).toBe(302)
  const draftId = new URL(sent.headers().location!, 'http://yerel').searchParams.get('dogrulama')
  expect(draftId).toBeTruthy()
  return { draftId: draftId!, phone }
}

/** A quote verified by SMS, as the wizard's steps need it. Returns the wizard's base path. */
export async function verifiedQuote(
  api: APIRequestContext,
  definition: ProductDefinition,
  entry: Record<string, string> = {},
) {
  const { draftId, phone } = await pendingQuote(api, definition, entry)
  const code = /(\d{6})/.exec(await latestSms(api, phone))?.[1]
  expect(code, 'verification code in the outbox').toBeTruthy()
  const confirmed = await api.post(`${definition.quotePage}?dogrulama=${draftId}`, {
    form: { intent: 'onayla', draftId, SmsActivationCode: code! },
    maxRedirects: 0,
  })
  expect(confirmed.status()).toBe(302)
  return `${definition.flowRoute}/${draftId}`
}

/** The information step saved with the values the page offers: the wizard moves to `next`. */
export async function saveInformation(api: APIRequestContext, base: string, next = 'arac') {
  const path = `${base}/bilgiler`
  const city = await optionsOf(api, path, 'CityCode')
  const county = await optionsOf(api, path, 'CountyCode')
  const saved = await api.post(path, {
    form: {
      Name: 'Ayşe',
      Surname: 'Yılmaz',
      CityCode: city.selected || city.values[0]!,
      CountyCode: county.selected || county.values[0]!,
      Email: 'ayse@ornek.com.tr',
    },
    maxRedirects: 0,
  })
  expect(saved.status(), 'information saved').toBe(302)
  return `${base}/${next}`
}

/** A verified quote of the line `key`, its information saved: the path of its step `next`. */
export async function stepOfLine(api: APIRequestContext, key: string, next: string) {
  const definition = definitions.find((d) => d.key === key)!
  return saveInformation(api, await verifiedQuote(api, definition), next)
}

/** A passport holder's verified quote of the line `key`: the path of its step `next`, step 3. */
export async function passportStepOfLine(api: APIRequestContext, key: string, next: string) {
  const definition = definitions.find((d) => d.key === key)!
  return `${await verifiedQuote(api, definition, byPassport)}/${next}`
}
