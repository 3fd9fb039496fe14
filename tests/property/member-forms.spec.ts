import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { messages } from '~/validation/messages.ts'
import { readPage } from '../support/html.ts'
import { freshPhone, masked, signUpForm, signUpMember } from '../support/members.ts'
import { kinds, type FieldKind } from './fields.ts'
import { badFieldExplained, neverServerError, optionsOf, printable, runOptions } from './harness.ts'

// Issue 10, property-based: every form of the site, posted as a visitor or a script may post
// it, never answers 5xx; one bad field gets its Turkish message and the rest comes back as typed.
// Seed and replay: README, Tests. Each test has its own cookie jar (a visitor of its own).

test.describe.configure({ mode: 'parallel' })

const loginFixed = { returnTo: '/', redirectTo: '/' }

/** The login's SMS code dialog under way (`intent` iki-adim-onayla or onayla): a bad code is explained. */
async function codeDialogHolds(
  request: APIRequestContext,
  field: 'MfaCode' | 'SmsActivationCode',
  intent: string,
) {
  const form = {
    path: '/giris',
    fields: { [field]: kinds.smsCode },
    fixed: { ...loginFixed, intent },
  }
  await badFieldExplained(request, form, 4)
  await neverServerError(request, form, 6)
}

test('login form', async ({ request }) => {
  const form = {
    path: '/giris',
    fields: { Username: kinds.phone, Password: kinds.password },
    fixed: loginFixed,
  }
  await badFieldExplained(request, form, 10)
  await neverServerError(request, form, 10)
})

test('login dialogs posted with no login under way, and unknown intents', async ({ request }) => {
  const dialogFields = {
    MfaCode: kinds.smsCode,
    SmsActivationCode: kinds.smsCode,
    newpass: kinds.password,
    newpassrepeat: kinds.password,
  }
  for (const intent of [
    'iki-adim-onayla',
    'iki-adim-yeniden-gonder',
    'sifre-degistir',
    'onayla',
    'yeniden-gonder',
    'iptal-et',
  ]) {
    await neverServerError(
      request,
      { path: '/giris', fields: dialogFields, fixed: { ...loginFixed, intent } },
      4,
    )
  }
})

test('two-step login code dialog', async ({ request, playwright, baseURL }) => {
  const phone = freshPhone()
  const firstDevice = await playwright.request.newContext({ baseURL })
  await signUpMember(firstDevice, phone, 'Gizli123')
  await firstDevice.dispose()
  // From another device the member is asked for an SMS code (2004).
  await request.post('/giris', {
    form: { Username: masked(phone), Password: 'Gizli123', ...loginFixed },
  })
  await codeDialogHolds(request, 'MfaCode', 'iki-adim-onayla')
})

test('sign-up form and its phone verification dialog', async ({ request }) => {
  const valid = await signUpForm(request, freshPhone(), 'Gizli123')
  const samePassword: FieldKind = { ...kinds.password, valid: fc.constant('Gizli123') }
  const fields = {
    Name: kinds.name,
    Surname: kinds.name,
    Phone: kinds.phone,
    NationalNumber: kinds.tckn,
    Email: kinds.email,
    Birthdate: kinds.signUpBirthDate,
    Gender: kinds.choice(['E', 'K']),
    CityCode: kinds.choice(['66']),
    CountyCode: kinds.choice([valid.CountyCode]),
    Password: samePassword,
    PasswordRepeat: samePassword,
    PrivacyAgreement: kinds.requiredConsent(messages.privacyPolicy),
    OpenDataAgreement: kinds.requiredConsent(messages.openDataAgreement),
    AdvertisementAgreement: kinds.optional,
  }
  const form = { path: '/uyeOl', fields, notEchoed: ['CountyCode'] }
  await badFieldExplained(request, form, 20)
  await neverServerError(request, form, 10)
  await neverServerError(request, { ...form, fixed: { intent: 'il-sec' } }, 4)

  // A new member's first login waits for the phone code (2001): the verification dialog.
  const pending = await signUpForm(request, freshPhone(), 'Gizli123')
  await request.post('/uyeOl', { form: pending })
  await codeDialogHolds(request, 'SmsActivationCode', 'onayla')
})

test('forgot password form', async ({ request }) => {
  const form = {
    path: '/sifremiUnuttum',
    fields: { Gsm: kinds.phone, NationalNumber: kinds.tckn },
  }
  await badFieldExplained(request, form, 10)
  await neverServerError(request, form, 8)
})

test('member account forms', async ({ request }) => {
  await signUpMember(request, freshPhone(), 'Gizli123')
  // Profilim is the account's index route: its form posts to `/hesabim?index`.
  const profilePath = '/hesabim?index'
  const city = await optionsOf(request, profilePath, 'CityCode')
  const county = await optionsOf(request, profilePath, 'CountyCode')
  const profile = {
    path: profilePath,
    fields: {
      Name: kinds.name,
      Surname: kinds.name,
      Email: kinds.email,
      CityCode: kinds.choice([city.selected]),
      CountyCode: kinds.choice(county.values),
      AdvertisementAgreement: kinds.optional,
    },
    fixed: { intent: 'profil' },
    notEchoed: ['CountyCode'],
  }
  await badFieldExplained(request, profile, 10)
  await neverServerError(request, profile, 8)
  await neverServerError(request, { ...profile, fixed: { intent: 'il-sec' } }, 4)

  // A claim on a policy that is not the member's: refused in words, never a crash.
  const anything = kinds.free(fc.string({ maxLength: 3000 }))
  const claim = {
    path: '/hesabim/policelerim/TRF-2026-00000000/hasar',
    fields: Object.fromEntries(
      ['EventDate', 'EventTime', 'CityCode', 'CountyCode', 'OtherPartyPlate', 'Description'].map(
        (name) => [name, anything],
      ),
    ),
  }
  for (const intent of ['hasar', 'il-sec']) {
    await neverServerError(request, { ...claim, fixed: { intent } }, 3)
  }

  const password = {
    path: '/hesabim/sifre-degisikligi',
    fields: {
      OldPassword: kinds.password,
      NewPassword: kinds.password,
      RetryPassword: kinds.password,
    },
    fixed: { intent: 'sifre' },
  }
  await badFieldExplained(request, password, 6)
  await neverServerError(request, password, 6)

  // A new request is the support section's index route; a reply goes to the request's own page.
  const supportPath = '/hesabim/destek?index'
  const types = await optionsOf(request, supportPath, 'RequestType')
  const supportRequest = {
    path: supportPath,
    fields: {
      RequestType: kinds.choice(types.values),
      Subject: kinds.text(150, ['Konu en fazla 150 karakter olabilir.']),
      Message: kinds.text(4000, ['Mesaj en fazla 4000 karakter olabilir.']),
    },
    fixed: { intent: 'talep' },
  }
  await badFieldExplained(request, supportRequest, 8)
  // A file field sent as text, as a script may send it.
  await neverServerError(
    request,
    {
      ...supportRequest,
      fields: { ...supportRequest.fields, Attachment: kinds.free(fc.string()) },
    },
    6,
  )
  // Attachments of every kind and size: refused with the form kept, or accepted, never a crash.
  const attachment = fc.record({
    name: fc.constantFrom(
      'tutanak.pdf',
      'FOTO.JPG',
      'program.exe',
      'ş😀.png',
      `${'a'.repeat(300)}.pdf`,
    ),
    mimeType: fc.constantFrom(
      'application/pdf',
      'image/png',
      'text/html',
      'application/octet-stream',
    ),
    size: fc.constantFrom(0, 10, 2 * 1024 * 1024, 2 * 1024 * 1024 + 1),
  })
  await fc.assert(
    fc.asyncProperty(attachment, async (file) => {
      const response = await request.post(supportPath, {
        multipart: {
          intent: 'talep',
          RequestType: types.values[0]!,
          Subject: 'Ek denemesi',
          Message: 'Dosyam ekte.',
          Attachment: {
            name: file.name,
            mimeType: file.mimeType,
            buffer: Buffer.alloc(file.size, 37),
          },
        },
      })
      const context = `HTTP ${response.status()} for the file ${printable([[file.name, `${file.mimeType}, ${file.size} bytes`]])}`
      expect(response.status(), context).toBeLessThan(500)
      const page = readPage(await response.text())
      const accepted = page.text.includes('Destek talebiniz alındı')
      const kept = page.control('Subject').some((c) => c.value === 'Ek denemesi')
      expect(accepted || kept, `accepted, or the form kept\n${context}`).toBe(true)
    }),
    runOptions(6),
  )
  await neverServerError(
    request,
    {
      path: '/hesabim/destek/1',
      fields: {
        RequestId: kinds.free(fc.constantFrom('1', '2', '999999')),
        Message: supportRequest.fields.Message,
      },
      fixed: { intent: 'yanit' },
    },
    6,
  )
  await neverServerError(
    request,
    { path: profilePath, fields: {}, fixed: { intent: 'bilinmiyor' } },
    3,
  )
})
