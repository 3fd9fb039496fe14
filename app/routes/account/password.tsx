import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { useActionData } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { PasswordField } from '~/components/ui/field.tsx'
import { Toasts, type Toast } from '~/components/ui/toasts.tsx'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { changePasswordFieldsSchema } from '~/members/schemas.ts'
import { endOtherMemberSessions, redirectWithToast } from '~/session/session.server.ts'
import { changePassword, readPasswordChange } from '~/upstream/members.server.ts'
import type { Route } from './+types/password'
import { pageTitle } from '~/components/seo.ts'
import { postedForm } from '~/utils/posted-form.server.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Şifre Değişikliği')

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireMember({ request, context, url })
  return null
}

const hideFields = ['OldPassword', 'NewPassword', 'RetryPassword']

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<{ result: SubmissionResult<string[]>; toasts: Toast[] } | Response> {
  const { session, member, upstream } = await requireMember({ request, context, url })
  const submission = parsePostedForm(await postedForm(request), changePasswordFieldsSchema)
  if (submission.status !== 'success') {
    return { result: submission.reply({ hideFields }), toasts: [] }
  }
  // The member's token and UId go with it (spec §3 Change password); the context holds both.
  const changed = await changePassword(submission.value, upstream)
  await throwIfTokenRejected(changed, url, session)
  const outcome = readPasswordChange(changed)
  if (outcome.changed) {
    // Whoever else is logged in as this member (a lost phone, a shared computer) is logged out.
    if (member.uid) await endOtherMemberSessions(member.uid, session)
    return redirectWithToast(
      '/hesabim/sifre-degisikligi',
      { kind: 'success', description: 'Şifreniz başarıyla değiştirildi.' },
      request,
    )
  }
  const result = submission.reply({ hideFields })
  // Spec §5/§8: each server password error is an error toast titled 'Hata'.
  const toasts = outcome.fieldErrors.length
    ? outcome.fieldErrors.map((description): Toast => ({
        kind: 'error',
        title: 'Hata',
        description,
      }))
    : [{ kind: 'error' as const, description: outcome.message }]
  return { result, toasts }
}

export default function PasswordChange() {
  const answer = useActionData<typeof action>()
  const submitting = usePendingSubmission()
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.changePasswordFieldsSchema),
    {
      id: 'sifre',
      lastResult: answer?.result,
    },
  )
  return (
    <section aria-labelledby="sifre-baslik">
      <Toasts toasts={answer?.toasts ?? []} />
      <h2 id="sifre-baslik" className="text-xl font-semibold">
        Şifre Değişikliği
      </h2>
      <ConformForm form={form} method="post" className="mt-4 max-w-md space-y-3">
        <PasswordField
          meta={fields.OldPassword}
          label="Mevcut Şifre"
          autoComplete="current-password"
        />
        <PasswordField meta={fields.NewPassword} label="Yeni Şifre" autoComplete="new-password" />
        <PasswordField
          meta={fields.RetryPassword}
          label="Yeni Şifre (Tekrar)"
          autoComplete="new-password"
        />
        <Button type="submit" pending={submitting}>
          Şifremi Değiştir
        </Button>
      </ConformForm>
    </section>
  )
}
