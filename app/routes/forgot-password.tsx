import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { phoneInputProps } from '~/components/members/phone-input.ts'
import { Button } from '~/components/ui/button.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { withLoginModal } from '~/members/login-flow.ts'
import { forgotPasswordSchema } from '~/members/schemas.ts'
import { redirectWithToast, upstreamContext } from '~/session.server.ts'
import { forgotPassword } from '~/upstream/members.server.ts'
import type { Route } from './+types/forgot-password'
import { pageTitle } from '~/seo.ts'
import { RouteErrorBoundary } from '~/components/shell/route-error.tsx'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Şifremi Unuttum')

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema })
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
  const navigation = useNavigation()
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const errors = actionData?.result.error ?? {}
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
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-3">
        <TextField
          meta={fields.Gsm}
          label="Cep Telefonu"
          hint="(5XX)XXX-XXXX"
          {...phoneInputProps}
          autoFocus={Boolean(errors.Gsm)}
        />
        <TextField
          meta={fields.NationalNumber}
          label="TC Kimlik Numarası"
          inputMode="numeric"
          maxLength={11}
          autoFocus={!errors.Gsm && Boolean(errors.NationalNumber)}
        />
        <Button type="submit" pending={navigation.state === 'submitting'} className="w-full">
          Geçici Şifre Gönder
        </Button>
      </Form>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
