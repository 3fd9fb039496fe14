import { test } from '@playwright/test'
import fc from 'fast-check'
import { addDays, todayInTurkey } from '~/quote/rules/calendar.ts'
import { petMessages } from '~/quote/steps/pet/schema.ts'
import { phoneMessages } from '~/quote/steps/phone/schema.ts'
import { formatDate } from '~/utils/format.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { kinds, type FieldKind } from './fields.ts'
import { badFieldExplained, neverServerError } from './harness.ts'
import { stepOfLine } from './quote-setup.ts'

// Issue 15, property-based like quote-forms.spec.ts: the pet and phone steps' forms never answer
// 5xx; one bad field gets its Turkish message and the rest comes back as typed.

test.describe.configure({ mode: 'parallel' })

const trDay = (days: number) => formatDate(addDays(todayInTurkey(), days))
const listChoice = (valid: string[], invalid: string[], ...extra: string[]): FieldKind => ({
  valid: fc.constantFrom(...valid),
  invalid: fc.constantFrom(...invalid),
  messages: [entryMessages.choice, messages.required, ...extra],
  echoed: true,
})
const dateKind = (
  valid: fc.Arbitrary<string>,
  invalid: string[],
  ...rule: string[]
): FieldKind => ({
  valid,
  invalid: fc.oneof(
    fc.constantFrom(...invalid),
    valid.map((v) => `${v}😀`),
  ),
  messages: [messages.required, entryMessages.date, ...rule],
  echoed: true,
})

test('pet step of petsaglik: species, breed, age, microchip and illness', async ({ request }) => {
  const path = await stepOfLine(request, 'petsaglik', 'hayvan')
  const fields: Record<string, FieldKind> = {
    HayvanTuru: listChoice(['kopek'], ['', 'kus', '١']),
    HayvanIrki: listChoice(
      ['golden-retriever', 'kangal'],
      ['', 'van', 'abc'],
      'Lütfen ırkını seçiniz.',
    ),
    HayvanDogumTarihi: dateKind(
      fc.integer({ min: 100, max: 3000 }).map((d) => trDay(-d)),
      ['', '31.02.2020', '12.05', trDay(-30), trDay(-12 * 366), trDay(10)],
      petMessages.age,
      petMessages.future,
      petMessages.birthOrAge,
    ),
    HayvanCinsiyeti: listChoice(['disi', 'erkek'], ['', 'x']),
    Kisir: listChoice(['evet', 'hayir'], ['', 'belki']),
    MikrocipNo: {
      valid: fc.constantFrom('792001234567890', '985 141 000 123 456', '276098106543210'),
      invalid: fc.constantFrom('', '123', '999123456789012', '000123456789012', '٧٩٢٠٠١٢٣٤٥٦٧٨٩٠'),
      messages: [messages.required, petMessages.microchipLength, petMessages.microchipCode],
      echoed: true,
    },
    OnHastalik: listChoice(['hayir'], ['', 'var']),
    PolicyStart: kinds.policyStart,
  }
  // A species that is not valid has no breed list: the breed is chosen again.
  const form = { path, fields, fixed: { intent: 'teklif' }, notEchoed: ['HayvanIrki'] }
  await badFieldExplained(request, form, 14)
  await neverServerError(request, { path, fields, fixed: { intent: 'tur-sec' } }, 6)
  await neverServerError(
    request,
    {
      path,
      fields: {
        ...fields,
        OnHastalik: kinds.free(fc.constant('evet')),
        OnHastalikAciklama: kinds.free(fc.constantFrom('', 'Alerji')),
        // The age typed instead of (or besides) the birth date.
        HayvanYasYil: kinds.free(fc.constantFrom('', '2', '9', '٢', '-1', '99')),
        HayvanYasAy: kinds.free(fc.constantFrom('', '6', '12', 'x')),
      },
      fixed: { intent: 'teklif' },
    },
    8,
  )
})

test('phone step of telefon: brand, model, IMEI, dates and e-mail', async ({ request }) => {
  const path = await stepOfLine(request, 'telefon', 'cihaz')
  const fields: Record<string, FieldKind> = {
    CepMarkaId: listChoice(['1'], ['', 'abc', '-1']),
    CepModelId: listChoice(
      ['104', '101'],
      ['', 'x', '999', '201'],
      'Lütfen telefonunuzun modelini seçiniz.',
    ),
    ImeiNo: {
      valid: fc.constantFrom('490154203237518', '3569 3803 5643 809'),
      invalid: fc.constantFrom('', '490154203237519', '123', '٤٩٠١٥٤٢٠٣٢٣٧٥١٨'),
      messages: [messages.required, phoneMessages.imeiLength, phoneMessages.imeiCheck],
      echoed: true,
    },
    SatinAlmaTarihi: dateKind(
      fc.integer({ min: 0, max: 300 }).map((d) => trDay(-d)),
      ['', '29.02.2023', trDay(-400), trDay(5)],
      phoneMessages.tooOld,
      phoneMessages.future,
    ),
    PolicyStart: kinds.policyStart,
    EMail: kinds.email,
  }
  // A brand that is not valid has no model list: the model is chosen again.
  const form = { path, fields, fixed: { intent: 'teklif' }, notEchoed: ['CepModelId'] }
  await badFieldExplained(request, form, 14)
  await neverServerError(request, { path, fields, fixed: { intent: 'marka-sec' } }, 6)
  await neverServerError(request, { path, fields, fixed: { intent: 'teklif' } }, 8)
})
