import { expect, test, type APIRequestContext } from '@playwright/test'
import fc from 'fast-check'
import { definitions } from '~/quote/definitions.ts'
import { vehicleMessages } from '~/quote/rules/vehicle.ts'
import { messages } from '~/validation/messages.ts'
import { readPage } from '../support/html.ts'
import { freshPhone, masked, signUpForm, signUpMember } from '../support/members.ts'
import { kinds, type FieldKind } from './fields.ts'
import {
  badFieldExplained,
  neverServerError,
  printable,
  runOptions,
  seed,
  type FormCase,
} from './harness.ts'
import { pendingQuote, verifiedQuote } from './quote-setup.ts'

// Issue 10, property-based: every form of the site, posted as a visitor or a script may post
// it, never answers 5xx; one bad field gets its Turkish message and the rest comes back as typed.
// Seed and replay: README, Tests. Each test has its own cookie jar (a visitor of its own).

test.describe.configure({ mode: 'parallel' })
test.beforeAll(() => console.log(`fast-check seed ${seed}`))

/** The valid options of a select on a page (city, county, request type…). */
async function optionsOf(api: APIRequestContext, path: string, name: string) {
  const page = readPage(await (await api.get(path)).text())
  const control = page.control(name)[0]
  return { values: control?.options.filter(Boolean) ?? [], selected: control?.value ?? '' }
}

const consent = kinds.requiredConsent
const optional: FieldKind = {
  valid: fc.constantFrom('on'),
  invalid: fc.constant('on'),
  messages: [],
  echoed: false,
}
/** Fields only the garbage property sends: their values have no message of their own. */
const free = (valid: fc.Arbitrary<string>): FieldKind => ({
  valid,
  invalid: valid,
  messages: [],
  echoed: false,
})

for (const definition of definitions) {
  const { entry } = definition
  const entryFields: Record<string, FieldKind> = {
    Phone: kinds.phone,
    NationalNumber: kinds.tckn,
    ...(entry.plate ? { LicensePlateNumber: kinds.plate } : {}),
    ...(entry.birthDate ? { Birthdate: kinds.birthDate } : {}),
    PrivacyPolicy: consent(messages.privacyPolicy),
    OpenDataAgreement: consent(messages.openDataAgreement),
  }
  const entryFixed = {
    intent: 'gonder',
    ...(entry.plate ? { PlateStatus: '1' } : {}),
    ...(entry.idType ? { IdType: '1' } : {}),
  }

  test(`entry form of ${definition.key}`, async ({ request }) => {
    const form = { path: definition.quotePage, fields: entryFields, fixed: entryFixed }
    await badFieldExplained(request, form, 24)
    await neverServerError(
      request,
      { ...form, fields: { ...entryFields, AdvertisementAgreement: optional } },
      12,
    )
  })

  test(`SMS dialog of ${definition.key}`, async ({ request }) => {
    const { draftId } = await pendingQuote(request, definition)
    const form = {
      path: `${definition.quotePage}?dogrulama=${draftId}`,
      fields: { SmsActivationCode: kinds.smsCode },
      fixed: { intent: 'onayla', draftId },
    }
    await badFieldExplained(request, form, 4)
    await neverServerError(request, form, 10)
    await neverServerError(
      request,
      { ...form, fields: {}, fixed: { intent: 'yeniden-gonder', draftId } },
      4,
    )
  })

  test(`information step of ${definition.key}`, async ({ request }) => {
    const base = await verifiedQuote(request, definition)
    const path = `${base}/bilgiler`
    const city = await optionsOf(request, path, 'CityCode')
    const county = await optionsOf(request, path, 'CountyCode')
    const fields = {
      Name: kinds.name,
      Surname: kinds.name,
      CityCode: kinds.choice(city.selected ? [city.selected] : city.values),
      CountyCode: kinds.choice(county.values),
      Email: kinds.email,
    }
    // A city that is not valid empties the county list: the county is chosen again.
    const form = { path, fields, notEchoed: ['CountyCode'] }
    await badFieldExplained(request, form, 10)
    await neverServerError(request, { ...form, fixed: { intent: 'il-sec' } }, 6)
    await neverServerError(request, form, 10)
  })
}

const loginFixed = { returnTo: '/', redirectTo: '/' }

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
  for (const intent of ['mfa', 'mfa-resend', 'expired', 'onayla', 'yeniden-gonder', 'cancel']) {
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
  const form = {
    path: '/giris',
    fields: { MfaCode: kinds.smsCode },
    fixed: { ...loginFixed, intent: 'mfa' },
  }
  await badFieldExplained(request, form, 4)
  await neverServerError(request, form, 6)
})

test('sign-up form and its phone verification dialog', async ({ request }) => {
  const valid = await signUpForm(request, freshPhone(), 'Gizli123')
  const samePassword: FieldKind = { ...kinds.password, valid: fc.constant('Gizli123') }
  const fields = {
    Name: kinds.text(60, []),
    Surname: kinds.text(60, []),
    Phone: kinds.phone,
    NationalNumber: kinds.tckn,
    Email: kinds.email,
    Birthdate: kinds.signUpBirthDate,
    Gender: kinds.choice(['E', 'K']),
    CityCode: kinds.choice(['66']),
    CountyCode: kinds.choice([valid.CountyCode]),
    Password: samePassword,
    PasswordRepeat: samePassword,
    PrivacyAgreement: consent(messages.privacyPolicy),
    OpenDataAgreement: consent(messages.openDataAgreement),
  }
  const form = { path: '/uyeOl', fields, notEchoed: ['CountyCode'] }
  await badFieldExplained(request, form, 20)
  await neverServerError(
    request,
    { ...form, fields: { ...fields, AdvertisementAgreement: optional } },
    10,
  )
  await neverServerError(request, { ...form, fixed: { intent: 'il-sec' } }, 4)

  // A new member's first login waits for the phone code (2001): the verification dialog.
  const pending = await signUpForm(request, freshPhone(), 'Gizli123')
  await request.post('/uyeOl', { form: pending })
  const dialog = {
    path: '/giris',
    fields: { SmsActivationCode: kinds.smsCode },
    fixed: { ...loginFixed, intent: 'onayla' },
  }
  await badFieldExplained(request, dialog, 4)
  await neverServerError(request, dialog, 6)
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
  const profilePath = '/hesabim?page=profil'
  const city = await optionsOf(request, profilePath, 'CityCode')
  const county = await optionsOf(request, profilePath, 'CountyCode')
  const profile = {
    path: profilePath,
    fields: {
      Name: kinds.text(60, []),
      Surname: kinds.text(60, []),
      Email: kinds.email,
      CityCode: kinds.choice([city.selected]),
      CountyCode: kinds.choice(county.values),
    },
    fixed: { intent: 'profil' },
    notEchoed: ['CountyCode'],
  }
  await badFieldExplained(request, profile, 10)
  await neverServerError(request, profile, 8)
  await neverServerError(request, { ...profile, fixed: { intent: 'il-sec' } }, 4)

  const password = {
    path: '/hesabim?page=sifre-degisikligi',
    fields: {
      OldPassword: kinds.password,
      NewPassword: kinds.password,
      RetryPassword: kinds.password,
    },
    fixed: { intent: 'sifre' },
  }
  await badFieldExplained(request, password, 6)
  await neverServerError(request, password, 6)

  const supportPath = '/hesabim?page=destek'
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
    { ...supportRequest, fields: { ...supportRequest.fields, Attachment: free(fc.string()) } },
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
      path: supportPath,
      fields: {
        RequestId: free(fc.constantFrom('1', '2', '999999')),
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

test('contact form', async ({ request }) => {
  const optionalPhone: FieldKind = {
    ...kinds.phone,
    invalid: kinds.phone.invalid.filter((v) => v !== ''),
  }
  const form = {
    path: '/iletisim',
    fields: {
      Name: kinds.text(100, ['En fazla 100 karakter girebilirsiniz.']),
      Email: kinds.email,
      Phone: optionalPhone,
      Subject: kinds.text(150, ['En fazla 150 karakter girebilirsiniz.']),
      Message: kinds.text(3000, ['Mesajınız en fazla 3000 karakter olabilir.']),
    },
  }
  await badFieldExplained(request, form, 12)
  await neverServerError(request, { ...form, fixed: { Website: '' } }, 8)
})

test('search, cookie preferences, logout and the demo outbox', async ({ request }) => {
  await neverServerError(
    request,
    { path: '/arama', method: 'GET', fields: { q: free(fc.constant('kasko')) } },
    10,
  )
  const choice = free(fc.constantFrom('1', '0'))
  await neverServerError(
    request,
    {
      path: '/cerez-tercihleri',
      fields: { analitik: choice, islevsel: choice, hedefleme: choice },
      fixed: { intent: 'save', returnTo: '/sss' },
    },
    10,
  )
  await neverServerError(request, { path: '/cikis', fields: {}, fixed: { returnTo: '/' } }, 3)
  for (const path of ['/demo/outbox', '/demo/outbox.json']) {
    await neverServerError(
      request,
      { path, method: 'GET', fields: { kanal: free(fc.constant('sms')) } },
      3,
    )
  }
})

/** The information step saved with the values the page offers: the wizard moves to `arac`. */
async function saveInformation(api: APIRequestContext, base: string) {
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
  return `${base}/arac`
}

const serial: FieldKind = {
  valid: fc.constantFrom('AB', 'kl', 'ZY'),
  invalid: fc.constantFrom('', ' ', 'A', 'ABC', '12', 'ii', '😀😀', 'Ş'.repeat(10_000)),
  messages: [vehicleMessages.permitSerial],
  echoed: true,
}
const permitNumber: FieldKind = {
  valid: fc.constantFrom('123456', '000001', '987654'),
  invalid: fc.constantFrom(
    '',
    '12345',
    '1234567',
    '١٢٣٤٥٦',
    'abcdef',
    '12 3456',
    '1'.repeat(10_000),
  ),
  messages: [vehicleMessages.permitNumber],
  echoed: true,
}

for (const key of ['kasko', 'trafik'] as const) {
  test(`vehicle step of ${key}, then the offers PDF`, async ({ request }) => {
    const definition = definitions.find((d) => d.key === key)!
    const base = await verifiedQuote(request, definition)
    const path = await saveInformation(request, base)
    const query = {
      path,
      fields: {
        LicensePlateNumber: kinds.plate,
        LicensePermitSerial: serial,
        LicensePermitNumber: permitNumber,
      },
      fixed: { intent: 'sorgula', RegistrationKind: 'belge' },
    }
    await badFieldExplained(request, query, 12)
    await neverServerError(
      request,
      {
        path,
        fields: { ...query.fields, AsbisNumber: free(fc.constant('12345678901')) },
        fixed: { intent: 'sorgula', RegistrationKind: 'asbis' },
      },
      8,
    )
    const anyText = free(fc.constantFrom('1', 'RENAULT', '2020'))
    for (const intent of ['marka-sec', 'arac-kaydet']) {
      await neverServerError(
        request,
        {
          path,
          fields: {
            BrandCode: anyText,
            BrandCodeFull: anyText,
            ModelYear: anyText,
            UsingType: anyText,
            FuelType: anyText,
          },
          fixed: { intent },
        },
        5,
      )
    }

    // The demo plate with a policy far from renewal: the vehicle is found, offers may be asked.
    await request.post(path, {
      form: {
        intent: 'sorgula',
        RegistrationKind: 'belge',
        LicensePlateNumber: '66 ABC 123',
        LicensePermitSerial: 'AB',
        LicensePermitNumber: '123456',
      },
    })
    const professions = await optionsOf(request, path, 'ProfessionCode')
    const price = free(fc.constantFrom('0', '15,000', '100000'))
    const offers: FormCase = {
      path,
      fields:
        key === 'kasko'
          ? {
              RadioPrice: price,
              NavigationPrice: price,
              SteelWheelPrice: price,
              OtherAccessoryPrice: price,
              IsOriginalLpg: free(fc.constant('on')),
              ProfessionCode: free(fc.constantFrom(...professions.values)),
            }
          : {},
      fixed: { intent: 'teklif-al' },
    }
    await neverServerError(request, offers, key === 'kasko' ? 10 : 3)
    await neverServerError(request, { path, fields: {}, fixed: { intent: 'bilinmiyor' } }, 3)

    // The offers step has no form that posts; a script posting to it is refused, not a crash.
    await neverServerError(
      request,
      { path: `${base}/teklifler`, fields: {}, fixed: { intent: 'teklif-al' } },
      3,
    )

    // A quote with offers: the PDF route with any offer ids and kinds.
    const quoteId = base.split('/').at(-1)!
    const asked = await request.post(path, {
      form: {
        intent: 'teklif-al',
        RadioPrice: '0',
        NavigationPrice: '0',
        SteelWheelPrice: '0',
        OtherAccessoryPrice: '0',
        ProfessionCode: professions.values[0] ?? '',
      },
      maxRedirects: 0,
    })
    expect(asked.status(), 'offers asked').toBe(302)
    await neverServerError(
      request,
      {
        path: `/teklif-pdf/${quoteId}`,
        method: 'GET',
        fields: {
          tur: free(fc.constantFrom('karsilastirma', 'teklifler')),
          OfferIds: free(fc.constant('a,b')),
        },
      },
      8,
    )
  })
}
