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
