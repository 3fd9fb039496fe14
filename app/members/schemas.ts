import { z } from 'zod'
import {
  email,
  listCode,
  nationalNumber,
  openDataAgreement,
  optionalConsent,
  password,
  personName,
  phone,
  privacyPolicy,
  smsCode,
} from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'

// One schema per members form; the action's parse is the authoritative one (spec §3 field names).

const required = z.string({ error: messages.required }).trim().min(1, { error: messages.required })

export const loginSchema = z.object({
  Username: phone,
  Password: password,
  redirectTo: z.string().optional(),
  returnTo: z.string().optional(),
})

export const mfaSchema = z.object({ MfaCode: smsCode })

/** The forced password-change modal's fields are newpass and newpassrepeat (spec §2). */
export const expiredPasswordSchema = z
  .object({ newpass: password, newpassrepeat: password })
  .refine((v) => v.newpass === v.newpassrepeat, {
    error: messages.passwordsDiffer,
    path: ['newpassrepeat'],
  })

export const changePasswordSchema = z
  .object({ OldPassword: password, NewPassword: password, RetryPassword: password })
  .refine((v) => v.NewPassword === v.RetryPassword, {
    error: messages.passwordsDiffer,
    path: ['RetryPassword'],
  })

/** The browser check skips the repeat rule so the server's 4002 answer can be shown too. */
export const changePasswordFieldsSchema = z.object({
  OldPassword: password,
  NewPassword: password,
  RetryPassword: password,
})

export const forgotPasswordSchema = z.object({ Gsm: phone, NationalNumber: nationalNumber })

/** DD.MM.YYYY (spec §5 mask) or the date input's YYYY-MM-DD; the value is YYYY-MM-DD, in the past. */
const birthdate = required
  .transform((v) => {
    const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v)
    return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : v
  })
  .refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
      const date = new Date(`${v}T00:00:00Z`)
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(v) &&
        date < new Date() &&
        v > '1900-01-01'
      )
    },
    { error: 'Lütfen geçerli bir doğum tarihi giriniz.' },
  )

export const registerSchema = z
  .object({
    Name: personName(),
    Surname: personName(),
    Phone: phone,
    NationalNumber: nationalNumber,
    Email: email,
    Birthdate: birthdate,
    Gender: z.enum(['E', 'K'], { error: messages.required }),
    CityCode: listCode,
    CountyCode: listCode,
    Password: password,
    PasswordRepeat: password,
    PrivacyAgreement: privacyPolicy,
    OpenDataAgreement: openDataAgreement,
    AdvertisementAgreement: optionalConsent,
  })
  .refine((v) => v.Password === v.PasswordRepeat, {
    error: messages.passwordsDiffer,
    path: ['PasswordRepeat'],
  })

/** The sign-up form's fields as the browser sends them. */
export type RegisterFields = z.input<typeof registerSchema>

export const profileSchema = z.object({
  Name: personName(),
  Surname: personName(),
  Email: email,
  CityCode: listCode,
  CountyCode: listCode,
  AdvertisementAgreement: optionalConsent,
})

export const supportRequestSchema = z.object({
  RequestType: listCode,
  Subject: required.max(150, { error: 'Konu en fazla 150 karakter olabilir.' }),
  Message: required.max(4000, { error: 'Mesaj en fazla 4000 karakter olabilir.' }),
})

/** A member's request may name one of their policies (its number; empty for none). */
export const memberSupportRequestSchema = supportRequestSchema.extend({
  PolicyNumber: z.string().trim().max(40).optional(),
})

/** The new phone a member moves their login to; its code goes to that phone. */
export const newPhoneSchema = z.object({ Phone: phone })

/** The code sent to the new phone and the member's current password, which the change asks. */
export const phoneChangeSchema = z.object({ SmsActivationCode: smsCode, Password: password })

export const supportReplySchema = z.object({
  RequestId: listCode,
  Message: required.max(4000, { error: 'Mesaj en fazla 4000 karakter olabilir.' }),
})
