import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { definitions } from '~/quote/definitions.ts'
import { vehicleMessages } from '~/quote/rules/vehicle.ts'
import { uavtCodeMessage } from '~/quote/steps/address/schemas.ts'
import { messages } from '~/validation/messages.ts'
import { kinds, type FieldKind } from './fields.ts'
import { badFieldExplained, neverServerError, optionsOf, type FormCase } from './harness.ts'
import { pendingQuote, saveInformation, stepOfLine, verifiedQuote } from './quote-setup.ts'

// Issue 10, property-based: every form of the site, posted as a visitor or a script may post
// it, never answers 5xx; one bad field gets its Turkish message and the rest comes back as typed.
// Seed and replay: README, Tests. Each test has its own cookie jar (a visitor of its own).

test.describe.configure({ mode: 'parallel' })

for (const definition of definitions) {
  const { entry } = definition
  const entryFields: Record<string, FieldKind> = {
    Phone: kinds.phone,
    NationalNumber: kinds.tckn,
    ...(entry.plate ? { LicensePlateNumber: kinds.plate } : {}),
    ...(entry.birthDate ? { Birthdate: kinds.birthDate } : {}),
    PrivacyPolicy: kinds.requiredConsent(messages.privacyPolicy),
    OpenDataAgreement: kinds.requiredConsent(messages.openDataAgreement),
    AdvertisementAgreement: kinds.optional,
  }
  const entryFixed = {
    intent: 'gonder',
    ...(entry.plate ? { PlateStatus: '1' } : {}),
    ...(entry.idType ? { IdType: '1' } : {}),
  }

  test(`entry form of ${definition.key}`, async ({ request }) => {
    const form = { path: definition.quotePage, fields: entryFields, fixed: entryFixed }
    await badFieldExplained(request, form, 24)
    await neverServerError(request, form, 12)
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
      Email: kinds.optionalField(kinds.email),
    }
    // A city that is not valid empties the county list: the county is chosen again.
    const form = { path, fields, notEchoed: ['CountyCode'] }
    await badFieldExplained(request, form, 10)
    await neverServerError(request, { ...form, fixed: { intent: 'il-sec' } }, 6)
    await neverServerError(request, form, 10)
  })
}

const uavtCode: FieldKind = {
  valid: fc.constant('4403156956'),
  invalid: fc.constantFrom(
    '',
    ' ',
    '123',
    '12345678901',
    '44031569a6',
    '٤٤٠٣١٥٦٩٥٦',
    '4'.repeat(10_000),
  ),
  messages: [messages.required, uavtCodeMessage],
  echoed: true,
}

test('address step of dask: the UAVT code, the registered address and the chain', async ({
  request,
}) => {
  const path = await stepOfLine(request, 'dask', 'adres')
  await badFieldExplained(
    request,
    { path, fields: { UAVTNumber: uavtCode }, fixed: { intent: 'kod' } },
    8,
  )
  await badFieldExplained(
    request,
    { path, fields: { Birthdate: kinds.birthDate }, fixed: { intent: 'kayitli' } },
    6,
  )
  const anyId = kinds.free(fc.constantFrom('66', '1', '0', '-1', 'x', '9'.repeat(40)))
  for (const intent of ['listeyi-getir', 'zincir']) {
    await neverServerError(
      request,
      {
        path,
        fields: {
          CityCode: anyId,
          CountyId: anyId,
          TownId: anyId,
          NeighborhoodId: anyId,
          RoadAndStreetId: anyId,
          ApartmentNumber: anyId,
          UAVTNumber: anyId,
        },
        fixed: { intent },
      },
      6,
    )
  }
})

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
        fields: { ...query.fields, AsbisNumber: kinds.free(fc.constant('12345678901')) },
        fixed: { intent: 'sorgula', RegistrationKind: 'asbis' },
      },
      8,
    )
    const anyText = kinds.free(fc.constantFrom('1', 'RENAULT', '2020'))
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
    const price = kinds.free(fc.constantFrom('0', '15,000', '100000'))
    const offers: FormCase = {
      path,
      fields:
        key === 'kasko'
          ? {
              RadioPrice: price,
              NavigationPrice: price,
              SteelWheelPrice: price,
              OtherAccessoryPrice: price,
              IsOriginalLpg: kinds.free(fc.constant('on')),
              ProfessionCode: kinds.free(fc.constantFrom(...professions.values)),
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
    const draftId = base.split('/').at(-1)!
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
        path: `/teklif-pdf/${draftId}`,
        method: 'GET',
        fields: {
          tur: kinds.free(fc.constantFrom('karsilastirma', 'teklifler')),
          OfferIds: kinds.free(fc.constant('a,b')),
        },
      },
      8,
    )
  })
}
