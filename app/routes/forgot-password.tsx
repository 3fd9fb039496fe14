import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { useActionData } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { MemberPhoneField, NationalNumberField } from '~/members/components/member-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { withLoginModal } from '~/members/login-flow.ts'
import { forgotPasswordSchema } from '~/members/schemas.ts'
import { redirectWithToast, upstreamContext } from '~/session/session.server.ts'
import { forgotPassword } from '~/upstream/members.server.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/forgot-password'
import { pageTitle } from '~/components/seo.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

export const handle = sharedPageHandle

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Şifremi Unuttum')

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const submission = parsePostedForm(formData, forgotPasswordSchema)
  if (submission.status !== 'success') return { result: submission.reply(), error: null }
  const sent = await forgotPassword(submission.value, await upstreamContext({ request, context }))
  if (!sent.ok) return { result: submission.reply(), error: sent.message }
  return redirectWithToast(
    withLoginModal('/'),
    {
      kind: 'success',
      description:
        sent.body.Messages?.[0] ?? 'Geçici şifreniz cep telefonunuza SMS ile gönderildi.',
    },
    request,
  )
}

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>()
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.forgotPasswordSchema),
    { lastResult: actionData?.result },
  )
  const sending = usePendingSubmission()
  return (
    <main id="icerik" className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Şifremi Unuttum</h1>
      <p className="mt-2 text-slate-700">
        Cep telefonu ve TC kimlik numaranızı girin; geçici şifreniz SMS ile gönderilsin. Geçici
        şifreyle giriş yaptıktan sonra yeni şifrenizi belirlemeniz istenecek.
      </p>
      <Toasts
        toasts={actionData?.error ? [{ kind: 'error', description: actionData.error }] : []}
      />
      <ConformForm form={form} method="post" className="mt-6 space-y-3">
        <MemberPhoneField meta={fields.Gsm} />
        <NationalNumberField meta={fields.NationalNumber} />
        <Button type="submit" pending={sending} className="w-full">
          Geçici Şifre Gönder
        </Button>
      </ConformForm>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
