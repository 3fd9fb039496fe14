import type { ComponentProps } from 'react'
import { TextField } from '~/components/ui/field.tsx'

type Meta = ComponentProps<typeof TextField>['meta']

/** The member's mobile phone (login, sign-up, forgot password), masked as it is typed. */
export function MemberPhoneField({ meta, autoFocus }: { meta: Meta; autoFocus?: boolean }) {
  return (
    <TextField
      meta={meta}
      label="Cep Telefonu"
      hint="(5XX)XXX-XXXX"
      mask="phone"
      autoComplete="tel-national"
      maxLength={13}
      autoFocus={autoFocus}
    />
  )
}

/** The member's T.C. kimlik number (sign-up, forgot password). */
export function NationalNumberField({ meta }: { meta: Meta }) {
  return <TextField meta={meta} label="TC Kimlik Numarası" mask="digits" maxLength={11} />
}
