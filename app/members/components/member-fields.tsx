import type { ComponentProps } from 'react'
import { TextField } from '~/components/ui/field.tsx'

type Meta = ComponentProps<typeof TextField>['meta']

/** The member's mobile phone (login, sign-up, forgot password), masked as it is typed. */
export function MemberPhoneField({
  meta,
  autoFocus,
  label = 'Cep Telefonu',
}: {
  meta: Meta
  autoFocus?: boolean
  label?: string
}) {
  return (
    <TextField
      meta={meta}
      label={label}
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
