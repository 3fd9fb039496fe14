import type { FormMetadata } from '@conform-to/react'
import type { ComponentProps, ReactNode } from 'react'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { MemberPhoneField } from '~/members/components/member-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { VerificationConsents } from '~/verification/verification-consents.tsx'
import { VerificationDialog } from '~/verification/verification-dialog.tsx'
import type { DialogAnswer, PendingVerification } from '~/verification/pending.ts'

type PhoneFields = ComponentProps<typeof VerificationConsents>['fields'] & {
  Phone: ComponentProps<typeof MemberPhoneField>['meta']
}

/**
 * A visitor's phone form on a page that verifies it by SMS before a support request or a claim
 * report (`~/verification/visitor-support.server.ts` answers its "kod-gonder"): what the page
 * asks besides the phone comes first, as `children`.
 */
export function SupportPhoneForm<Schema extends Record<string, unknown>>({
  form,
  fields,
  action,
  message,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  fields: PhoneFields
  action: string
  message?: string | null
  children?: ReactNode
}) {
  const sending = usePendingSubmission({ intent: 'kod-gonder' })
  return (
    <ConformForm form={form} method="post" action={action} className="max-w-xl space-y-4">
      <input type="hidden" name="intent" value="kod-gonder" />
      <FormMessage message={message ?? undefined} />
      {children}
      <MemberPhoneField meta={fields.Phone} />
      <VerificationConsents fields={fields} />
      <Button type="submit" pending={sending}>
        Doğrulama Kodu Gönder
      </Button>
    </ConformForm>
  )
}

/** The support phone's SMS dialog, answered by `supportDialogAnswer` on the same page. */
export function SupportPhoneDialog({
  verification,
  action,
  closeHref,
  answer,
}: {
  verification: PendingVerification
  action: string
  /** Where the phone form is shown again, the code still valid. */
  closeHref: string
  answer?: DialogAnswer
}) {
  return (
    <VerificationDialog
      verification={verification}
      action={action}
      hiddenFields={null}
      closeHref={closeHref}
      lastResult={answer?.reply}
      error={answer?.error}
      notice={answer?.notice}
    />
  )
}
