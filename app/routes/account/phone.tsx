import type { SubmissionResult } from '@conform-to/react'
import { data, Form, Link, redirect } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { MemberPhoneField } from '~/members/components/member-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { PasswordField } from '~/components/ui/field.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { ResendCountdown, SmsCodeField } from '~/verification/verification-dialog.tsx'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import { newPhoneSchema, phoneChangeSchema } from '~/members/schemas.ts'
import { pageTitle } from '~/components/seo.ts'
import { commitSession, endOtherMemberSessions, type AppSession } from '~/session/session.server.ts'
import { changePhone, getUserClaims, readPhoneChange } from '~/upstream/members.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import { cleanPhone, maskPhone } from '~/validation/identity.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { pendingVerification } from '~/verification/code.server.ts'
import type { DialogAnswer } from '~/verification/pending.ts'
import { requestNewPhoneCode, resendNewPhoneCode } from '~/verification/phone-change.server.ts'
import type { Route } from './+types/phone'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Cep Telefonu Değişikliği')

const PHONE_CHANGE_PATH = '/hesabim/telefon-degisikligi'
/** The new-phone form again, the code already sent still valid. */
const OTHER_NUMBER = `${PHONE_CHANGE_PATH}?numara=degistir`

/** The member's phone as the back office has it now: the one they log in with. */
async function currentPhone(url: URL, session: AppSession, upstream: UpstreamContext) {
  const claims = await getUserClaims(upstream)
  await throwIfTokenRejected(claims, url, session)
  if (!claims.ok || !claims.body.Data) {
    throw new Response(claims.ok ? 'Üye bilgisi yok' : claims.message, { status: 502 })
  }
  return cleanPhone(claims.body.Data.Phone)
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { session, upstream } = await requireMember({ request, context, url })
  const phone = await currentPhone(url, session, upstream)
  const pending = session.get('newPhone')
  if (pending && !url.searchParams.has('numara')) {
    return {
      stage: 'code' as const,
      currentPhone: maskPhone(phone),
      verification: pendingVerification(pending.phone, pending.resendAvailableAt),
    }
  }
  return {
    stage: 'phone' as const,
    currentPhone: maskPhone(phone),
    newPhone: pending ? maskPhone(pending.phone) : '',
  }
}

type ActionAnswer =
  | { kind: 'phone'; reply: SubmissionResult<string[]>; message?: string }
  | { kind: 'code'; reply: SubmissionResult<string[]>; message?: string }
  | DialogAnswer

export async function action({ request, context, url }: Route.ActionArgs) {
  const { session, member, upstream } = await requireMember({ request, context, url })
  const formData = await postedForm(request)
  const intent = String(formData.get('intent') ?? '')
  const page = { session, upstream, ip: upstream.visitor?.ip ?? 'bilinmiyor' }
  const back = async (to = PHONE_CHANGE_PATH) =>
    redirect(to, { headers: { 'Set-Cookie': await commitSession(session) } })

  if (intent === 'kod-gonder') {
    const submission = parsePostedForm(formData, newPhoneSchema)
    if (submission.status !== 'success') {
      return data<ActionAnswer>({ kind: 'phone', reply: submission.reply() }, { status: 400 })
    }
    const phone = submission.value.Phone
    if (phone === (await currentPhone(url, session, upstream))) {
      const reply = submission.reply({
        fieldErrors: { Phone: ['Bu numara zaten üyeliğinizde kayıtlı.'] },
      })
      return data<ActionAnswer>({ kind: 'phone', reply }, { status: 400 })
    }
    const sent = await requestNewPhoneCode(phone, page)
    if (sent.ok) return back()
    return data<ActionAnswer>(
      { kind: 'phone', reply: submission.reply(), message: sent.message },
      { status: sent.status },
    )
  }

  const pending = session.get('newPhone')
  if (!pending) return back()
  if (intent === 'yeniden-gonder') return resendNewPhoneCode(pending, page)
  if (intent !== 'telefonu-degistir') return back()

  const hideFields = ['Password']
  const submission = parsePostedForm(formData, phoneChangeSchema)
  if (submission.status !== 'success') {
    return data<ActionAnswer>({ kind: 'code', reply: submission.reply({ hideFields }) }, 400)
  }
  const changed = await changePhone({ Phone: pending.phone, ...submission.value }, upstream)
  await throwIfTokenRejected(changed, url, session)
  const outcome = readPhoneChange(changed)
  if (outcome.changed) {
    session.unset('newPhone')
    // Whoever else is logged in as this member is logged out, as after a new password.
    if (member.uid) await endOtherMemberSessions(member.uid, session)
    session.flash('toast', { kind: 'success', description: outcome.message })
    return back('/hesabim')
  }
  if (outcome.field === 'Phone') {
    // The number will not do (another member's, the member's own): asked for again.
    session.unset('newPhone')
    const reply = submission.reply({ hideFields, resetForm: true })
    return data<ActionAnswer>(
      { kind: 'phone', reply, message: outcome.message },
      { status: 409, headers: { 'Set-Cookie': await commitSession(session) } },
    )
  }
  const reply = outcome.field
    ? submission.reply({ hideFields, fieldErrors: { [outcome.field]: [outcome.message] } })
    : submission.reply({ hideFields })
  return data<ActionAnswer>(
    { kind: 'code', reply, message: outcome.field ? undefined : outcome.message },
    { status: 400 },
  )
}

function NewPhoneForm({
  answer,
  defaultPhone,
}: {
  answer?: Extract<ActionAnswer, { kind: 'phone' }>
  defaultPhone: string
}) {
  const sending = usePendingSubmission({ intent: 'kod-gonder' })
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.newPhoneSchema),
    { id: 'yeni-telefon', lastResult: answer?.reply, defaultValue: { Phone: defaultPhone } },
  )
  return (
    <ConformForm
      form={form}
      method="post"
      action={PHONE_CHANGE_PATH}
      className="mt-4 max-w-md space-y-3"
    >
      <input type="hidden" name="intent" value="kod-gonder" />
      <FormMessage message={answer?.message} />
      <MemberPhoneField meta={fields.Phone} label="Yeni Cep Telefonu" />
      <Button type="submit" pending={sending}>
        Doğrulama Kodu Gönder
      </Button>
    </ConformForm>
  )
}

function CodeForm({
  verification,
  answer,
}: {
  verification: Extract<Awaited<ReturnType<typeof loader>>, { stage: 'code' }>['verification']
  answer?: Exclude<ActionAnswer, { kind: 'phone' }>
}) {
  const changing = usePendingSubmission({ intent: 'telefonu-degistir' })
  const resending = usePendingSubmission({ intent: 'yeniden-gonder' })
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.phoneChangeSchema),
    { id: 'telefon-onay', lastResult: answer?.kind === 'code' ? answer.reply : undefined },
  )
  const error = answer?.kind === 'dialog' ? answer.error : answer?.message
  return (
    <div className="mt-4 max-w-md space-y-3">
      <p>
        Doğrulama kodu <strong>{verification.maskedPhone}</strong> numarasına gönderildi. Kodu ve
        mevcut şifrenizi girin.
      </p>
      <FormMessage message={error} />
      {answer?.kind === 'dialog' && answer.notice ? (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          {answer.notice}
        </p>
      ) : null}
      <ConformForm form={form} method="post" action={PHONE_CHANGE_PATH} className="space-y-3">
        <input type="hidden" name="intent" value="telefonu-degistir" />
        <SmsCodeField meta={fields.SmsActivationCode} />
        <PasswordField
          meta={fields.Password}
          label="Mevcut Şifre"
          autoComplete="current-password"
        />
        <Button type="submit" pending={changing}>
          Telefonumu Değiştir
        </Button>
      </ConformForm>
      <Form method="post" action={PHONE_CHANGE_PATH} id="telefon-yeniden-gonder">
        <input type="hidden" name="intent" value="yeniden-gonder" />
      </Form>
      <ResendCountdown
        availableAt={verification.resendAvailableAt}
        availableAtClock={verification.resendAvailableAtClock}
        formId="telefon-yeniden-gonder"
        pending={resending}
      />
      <Link to={OTHER_NUMBER} className="inline-block font-semibold text-brand-700 underline">
        Başka bir numara girin
      </Link>
    </div>
  )
}

export default function PhoneChange({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData
  return (
    <section aria-labelledby="telefon-baslik">
      <h2 id="telefon-baslik" className="text-xl font-semibold">
        Cep Telefonu Değişikliği
      </h2>
      <p className="mt-2 text-slate-700">
        Şu anki numaranız: <strong>{loaderData.currentPhone}</strong>. Yeni numaranıza gelen SMS
        kodunu ve şifrenizi girdiğinizde giriş yaptığınız numara yeni numaranız olur, poliçeleriniz
        de yeni numaranıza taşınır; diğer cihazlardaki oturumlarınız kapanır.
      </p>
      {loaderData.stage === 'code' && answer?.kind !== 'phone' ? (
        <CodeForm verification={loaderData.verification} answer={answer} />
      ) : (
        <NewPhoneForm
          answer={answer?.kind === 'phone' ? answer : undefined}
          defaultPhone={loaderData.stage === 'phone' ? loaderData.newPhone : ''}
        />
      )}
      <p className="mt-6">
        <Link to="/hesabim" className="font-semibold text-brand-700 underline">
          Profilime dön
        </Link>
      </p>
    </section>
  )
}
