import { z } from 'zod'
import {
  nationalNumber,
  openDataAgreement,
  optionalConsent,
  phone,
  privacyPolicy,
} from '~/validation/fields.ts'
import { entryMessages, messages } from '~/validation/messages.ts'

/** As the policy and its e-mail print it, e.g. TRF-2026-01234567. */
const policyNumber = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(40, { error: entryMessages.tooLong(40) })
  .regex(/^[A-Za-z0-9][A-Za-z0-9/-]*$/, {
    error: 'Lütfen poliçe numaranızı poliçenizdeki gibi giriniz.',
  })
  .transform((v) => v.toLocaleUpperCase('en-US'))

/**
 * A visitor's claim starts from their policy: its number, the T.C. kimlik number and phone it was
 * bought with, and the agreements the phone's SMS code goes out with.
 */
export const claimantSchema = z.object({
  PolicyNumber: policyNumber,
  NationalNumber: nationalNumber,
  Phone: phone,
  PrivacyPolicy: privacyPolicy,
  OpenDataAgreement: openDataAgreement,
  AdvertisementAgreement: optionalConsent,
})
