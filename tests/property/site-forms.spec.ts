import { test } from '@playwright/test'
import fc from 'fast-check'
import { entryMessages, messages } from '~/validation/messages.ts'
import { kinds } from './fields.ts'
import { badFieldExplained, neverServerError } from './harness.ts'

// Issue 10, property-based: every form of the site, posted as a visitor or a script may post
// it, never answers 5xx; one bad field gets its Turkish message and the rest comes back as typed.
// Seed and replay: README, Tests. Each test has its own cookie jar (a visitor of its own).

test.describe.configure({ mode: 'parallel' })

test('contact form', async ({ request }) => {
  const form = {
    path: '/iletisim',
    fields: {
      Name: kinds.text(100, ['En fazla 100 karakter girebilirsiniz.']),
      Email: kinds.email,
      Phone: kinds.optionalField(kinds.phone),
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
    { path: '/arama', method: 'GET', fields: { q: kinds.free(fc.constant('kasko')) } },
    10,
  )
  const choice = kinds.free(fc.constantFrom('1', '0'))
  await neverServerError(
    request,
    {
      path: '/cerez-tercihleri',
      fields: { analitik: choice, islevsel: choice, hedefleme: choice },
      fixed: { intent: 'kaydet', returnTo: '/sss' },
    },
    10,
  )
  await neverServerError(request, { path: '/cikis', fields: {}, fixed: { returnTo: '/' } }, 3)
  for (const path of ['/demo/outbox', '/demo/outbox.json']) {
    await neverServerError(
      request,
      { path, method: 'GET', fields: { kanal: kinds.free(fc.constant('sms')) } },
      3,
    )
  }
})

test('a visitor’s claim: the policy and phone form, and the claim form posted unverified', async ({
  request,
}) => {
  const claimant = {
    path: '/hasar-bildir',
    fields: {
      PolicyNumber: {
        ...kinds.free(fc.constantFrom('TRF-2026-01234567', 'KSK-2026-00000001')),
        invalid: fc.constantFrom('', 'TRF 2026', '<b>', 'x'.repeat(10_000)),
        messages: [
          messages.required,
          entryMessages.tooLong(40),
          'Lütfen poliçe numaranızı poliçenizdeki gibi giriniz.',
        ],
        echoed: true,
      },
      NationalNumber: kinds.tckn,
      Phone: kinds.phone,
      PrivacyPolicy: kinds.requiredConsent(messages.privacyPolicy),
      OpenDataAgreement: kinds.requiredConsent(messages.openDataAgreement),
      AdvertisementAgreement: kinds.optional,
    },
    fixed: { intent: 'kod-gonder' },
  }
  await badFieldExplained(request, claimant, 10)
  // Without a verified phone the claim form's posts lead back to the start, never to a crash.
  const text = kinds.free(fc.string({ maxLength: 3000 }))
  const claim = {
    path: '/hasar-bildir',
    fields: {
      EventDate: text,
      EventTime: text,
      CityCode: text,
      CountyCode: text,
      OtherPartyPlate: text,
      Description: text,
    },
  }
  for (const intent of ['hasar', 'il-sec', 'onayla', 'yeniden-gonder', 'yeni']) {
    await neverServerError(request, { ...claim, fixed: { intent } }, 3)
  }
})
