/** Spec §5 validation messages, verbatim. */
export const messages = {
  required: 'Lütfen doldurun',
  passwordRequired: 'Lütfen Doldurun',
  nationalNumber: 'Lütfen geçerli bir TC kimlik numarası giriniz.',
  taxNumber: 'Lütfen geçerli bir vergi kimlik numarası giriniz.',
  smsCode: 'Lütfen SMS kodu giriniz.',
  privacyPolicy: 'Lütfen gizlilik politikasını ve kullanım koşullarını kabul ediniz.',
  openDataAgreement: 'Lütfen aydınlatma metnini onaylayınız.',
  email: 'Lütfen email adresinizi doğru doldurun.',
  digitsOnly: 'Sadece sayı giriniz.',
  passwordLength: 'Şifreniz 4 ile 75 karakter arasında olmalıdır.',
  passwordsDiffer: 'Şifreler birbiriyle aynı olmalıdır.',
} as const

/** Messages for rules the spec states without a text of its own. */
export const entryMessages = {
  plate: 'Lütfen geçerli bir plaka giriniz.',
  provinceCode: 'Lütfen aracın kayıtlı olacağı ilin plaka kodunu giriniz (01–81).',
  date: 'Lütfen tarihi GG.AA.YYYY biçiminde giriniz.',
  birthDate: 'Lütfen geçerli bir doğum tarihi giriniz.',
  passportNumber: 'Lütfen geçerli bir pasaport numarası giriniz.',
  choice: 'Lütfen bir seçim yapınız.',
  /** Spec §5 letters-only text, as a person's name needs it. */
  personName: 'Ad ve soyad yalnızca harf, boşluk, kesme işareti ve kısa çizgi içerebilir.',
  tooLong: (max: number) => `En fazla ${max} karakter giriniz.`,
  /** A NUL, another control character or a direction override, pasted or sent by a script. */
  controlCharacter:
    'Bu alanda kullanılamayan, görünmeyen bir karakter var. Lütfen metni silip yeniden yazınız.',
} as const
