import { z } from 'zod'
import { openDataAgreement, optionalConsent, phone, privacyPolicy } from '~/validation/fields.ts'

/** Where a visitor opens a support request without an account (spec §4 create-support mode). */
export const VISITOR_SUPPORT_PATH = '/destek-talebi'

/** The phone to verify and the agreements its code goes out with (spec §3 verification request). */
export const supportPhoneSchema = z.object({
  Phone: phone,
  PrivacyPolicy: privacyPolicy,
  OpenDataAgreement: openDataAgreement,
  AdvertisementAgreement: optionalConsent,
})
