// Without Playwright, so that Vitest's journeys fill the sign-up form as the e2e tests do.

/** A phone as the sign-up form's mask shows it: (555)123-4567. */
export const masked = (phone: string) =>
  `(${phone.slice(0, 3)})${phone.slice(3, 6)}-${phone.slice(6)}`

/** The sign-up form as filled for a member living in `county` of Yozgat. */
export function signUpFields(phone: string, password: string, county: number) {
  return {
    Name: 'Deneme',
    Surname: 'Üye',
    Phone: masked(phone),
    NationalNumber: '10000000146',
    Email: `uye${phone}@ornek.com.tr`,
    Birthdate: '1990-05-06',
    Gender: 'K',
    CityCode: '66',
    CountyCode: String(county),
    Password: password,
    PasswordRepeat: password,
    PrivacyAgreement: 'on',
    OpenDataAgreement: 'on',
  }
}
