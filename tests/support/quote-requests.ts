import type { EnteredData, VerifiedData } from '~/quote/draft.ts'
import type { VerificationRequest } from '~/upstream/auth.server.ts'

/** The README's demo kasko entry (owner 10000000146, plate 66 ABC 123), as a draft keeps it. */
export const demoEntry = {
  NationalNumber: '10000000146',
  Phone: '5321234567',
  LicensePlateNumber: '66ABC123',
  PlateStatus: '1',
  PrivacyPolicy: true,
  OpenDataAgreement: true,
  AdvertisementAgreement: false,
} as const

/** A verified visitor as the identity check fills the information step (Yozgat Merkez). */
export const demoCustomer = {
  Name: 'Ayşe',
  Surname: 'Yılmaz',
  CityCode: 66,
  CountyCode: 1,
  City: 'Yozgat',
  County: 'Merkez',
  Phone: '5321234567',
}

/** The demo entry's kasko draft as the entry form leaves it, its code sent. */
export const enteredDraft: EnteredData = {
  stage: 'entered',
  product: 'kasko',
  entry: demoEntry,
  verification: { status: 'pending', sentAt: 'x', resendAvailableAt: 'y' },
}

/** The same draft verified, on its information step. */
export const verifiedDraft: VerifiedData = {
  ...enteredDraft,
  stage: 'verified',
  verification: { ...enteredDraft.verification, status: 'verified' },
  customer: demoCustomer,
  step: 'bilgiler',
}

/** A kasko SMS verification request for `phone`, the required consents given. */
export const verificationRequest = (
  phone: string,
  extra: Partial<VerificationRequest> = {},
): VerificationRequest => ({
  QueryType: 'kasko',
  Phone: phone,
  NationalNumber: '10000000146',
  PrivacyPolicy: true,
  OpenDataAgreement: true,
  AdvertisementAgreement: false,
  ...extra,
})
