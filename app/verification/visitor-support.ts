import { z } from 'zod'
import { openDataAgreement, optionalConsent, phone, privacyPolicy } from '~/validation/fields.ts'

/** The phone to verify and the agreements its code goes out with (spec §3 verification request). */
export const supportPhoneSchema = z.object({
  Phone: phone,
  PrivacyPolicy: privacyPolicy,
  OpenDataAgreement: openDataAgreement,
  AdvertisementAgreement: optionalConsent,
})
