import { test } from '@playwright/test'
import fc from 'fast-check'
import { residenceMessages } from '~/quote/steps/residence/schema.ts'
import { travelMessages } from '~/quote/steps/travel/schema.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { kinds, type FieldKind } from './fields.ts'
import { badFieldExplained, neverServerError, optionsOf } from './harness.ts'
import { passportStepOfLine, stepOfLine } from './quote-setup.ts'
import { isoDayInTurkey } from '../support/turkey-day.ts'

// Issue 14, property-based like quote-forms.spec.ts: the steps of the health and travel lines
// never answer 5xx, whatever is posted; a bad field gets its Turkish message.

test.describe.configure({ mode: 'parallel' })

test('travel step of seyahat: destinations, dates and purpose', async ({ request }) => {
  const path = await stepOfLine(request, 'seyahat', 'seyahat')
  const purposes = await optionsOf(request, path, 'TravelPurpose')
  const startDate: FieldKind = {
    valid: fc.integer({ min: 1, max: 20 }).map(isoDayInTurkey),
    invalid: fc.constantFrom('', '2027-02-31', '01.0', isoDayInTurkey(-3), '2027-13-01'),
    messages: [messages.required, entryMessages.date, travelMessages.pastStart],
    echoed: true,
  }
  const fields = {
    DestinationCountries: kinds.free(fc.constantFrom('DE', 'US', 'XX', 'TR', 'de')),
    TravelStartDate: startDate,
    TravelEndDate: kinds.free(fc.integer({ min: 30, max: 500 }).map(isoDayInTurkey)),
    TravelPurpose: kinds.choice(purposes.values.filter((v) => v !== 'diger')),
    TravelPurposeOther: kinds.free(fc.constantFrom('', 'Fuar')),
  }
  await badFieldExplained(request, { path, fields }, 8)
  await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 12)
})

// Issue 26: a passport holder gives their name, surname and birth date in the step after the
// entry, on seyahat and yabancı alike.
test('travel step of a passport holder: the traveller’s own name and birth date', async ({
  request,
}) => {
  const path = await passportStepOfLine(request, 'seyahat', 'seyahat')
  const purposes = await optionsOf(request, path, 'TravelPurpose')
  const fields = {
    Name: kinds.name,
    Surname: kinds.name,
    Birthdate: kinds.birthDate,
    DestinationCountries: kinds.free(fc.constantFrom('DE', 'US')),
    TravelStartDate: kinds.free(fc.integer({ min: 1, max: 20 }).map(isoDayInTurkey)),
    TravelEndDate: kinds.free(fc.integer({ min: 30, max: 60 }).map(isoDayInTurkey)),
    TravelPurpose: kinds.choice(purposes.values.filter((v) => v !== 'diger')),
  }
  await badFieldExplained(request, { path, fields }, 10)
  await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 12)
})

test('residence step of a passport holder: the applicant’s own name and birth date', async ({
  request,
}) => {
  const path = await passportStepOfLine(request, 'yabanci', 'ikamet')
  const nationality = await optionsOf(request, path, 'Nationality')
  const fields = {
    Name: kinds.name,
    Surname: kinds.name,
    Birthdate: kinds.birthDate,
    Nationality: kinds.choice(nationality.values),
    PermitYears: kinds.free(fc.constantFrom('1', '2')),
  }
  await badFieldExplained(request, { path, fields }, 10)
  await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 12)
})

for (const key of ['tamamlayici', 'bireysel'] as const) {
  test(`insured-people step of ${key}: the family list and the health declaration`, async ({
    request,
  }) => {
    const path = await stepOfLine(request, key, 'sigortalilar')
    const yesNo = kinds.free(fc.constantFrom('true', 'false', 'evet', ''))
    const fields: Record<string, FieldKind> = {
      Gender: kinds.free(fc.constantFrom('K', 'E', 'X')),
      Height: kinds.free(fc.constantFrom('170', '0', '999', '1.7')),
      Weight: kinds.free(fc.constantFrom('70', '500', '-3')),
      ChronicIllness: yesNo,
      ChronicIllnessDetail: kinds.free(fc.constantFrom('', 'Astım')),
      OngoingTreatment: yesNo,
      'fam[0].Relation': kinds.free(fc.constantFrom('es', 'cocuk', 'komsu')),
      'fam[0].Name': kinds.name,
      'fam[0].NationalNumber': kinds.tckn,
      'fam[0].Birthdate': kinds.birthDate,
      'fam[0].Gender': kinds.free(fc.constantFrom('K', 'E')),
      'fam[7].Name': kinds.free(fc.constantFrom('', 'Atlanan Satır')),
      SgkActive: yesNo,
      HospitalNetwork: kinds.free(fc.constantFrom('genis', 'standart', 'yok')),
      PolicyStart: kinds.policyStart,
    }
    await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 14)
    // conform's list buttons, as a script may post them.
    for (const intent of [
      '{"type":"insert","payload":{"name":"fam"}}',
      '{"type":"remove","payload":{"name":"fam","index":5}}',
      'kaldir',
    ]) {
      await neverServerError(request, { path, fields, fixed: { __intent__: intent } }, 4)
    }
  })
}

test('residence step of yabanci: passport, nationality, foreigner ID and permit', async ({
  request,
}) => {
  const path = await stepOfLine(request, 'yabanci', 'ikamet')
  const nationality = await optionsOf(request, path, 'Nationality')
  const foreignerId: FieldKind = {
    valid: fc.constantFrom('99000000042', '99123456740', '99876543292'),
    invalid: fc.constantFrom('12345678901', '9900000004', '99000000043', '٩٩٠٠٠٠٠٠٠٤٢'),
    messages: [residenceMessages.foreignerId],
    echoed: true,
  }
  const fields = {
    PassportNumber: kinds.free(fc.constantFrom('C01234567', 'u1234567')),
    Nationality: kinds.choice(nationality.values),
    ForeignerIdNumber: foreignerId,
    PermitYears: kinds.free(fc.constantFrom('1', '2')),
  }
  await badFieldExplained(request, { path, fields }, 8)
  await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 12)
})
