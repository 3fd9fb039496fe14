import type { SubmissionResult } from '@conform-to/react'
import { data, Link, redirect } from 'react-router'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { SupportRequestForm } from '~/members/components/support-request-form.tsx'
import { PageHeader } from '~/components/page.tsx'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { Toasts, type Toast } from '~/components/ui/toasts.tsx'
import { failedSendView, sendWithAttachment } from '~/members/account.server.ts'
import type { AttachmentRefusal } from '~/members/upload-entry.ts'
import { withLoginModal } from '~/members/login-flow.ts'
import { supportRequestSchema } from '~/members/schemas.ts'
import { pageMeta } from '~/components/seo.ts'
import { commitSession, getSession, upstreamContext } from '~/session/session.server.ts'
import { keepSupportDraft } from '~/support/support-draft.server.ts'
import { SupportPhoneDialog, SupportPhoneForm } from '~/support/support-phone.tsx'
import { pendingVerification } from '~/verification/code.server.ts'
import type { DialogAnswer } from '~/verification/pending.ts'
import {
  requestSupportCode,
  supportDialogAnswer,
  verificationExpired,
  verifiedSupportPhone,
} from '~/verification/visitor-support.server.ts'
import { supportPhoneSchema } from '~/verification/visitor-support.ts'
import { supportRequestTypes } from '~/upstream/claims.server.ts'
import { addRequest, getRequestTypes } from '~/upstream/support.server.ts'
import { maskPhone } from '~/validation/identity.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import type { Route } from './+types/visitor-support'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Destek talebi',
    description:
      'Üye olmadan destek talebi açın: telefonunuzu SMS ile doğrulayın, talebinizi yazın.',
  })

/** Where a visitor opens a support request without an account (spec §4 create-support mode). */
const VISITOR_SUPPORT_PATH = '/destek-talebi'
/** The address that closes the SMS dialog and shows the phone form again (the code stays valid). */
const EDIT_PHONE = `${VISITOR_SUPPORT_PATH}?telefon=duzenle`

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await getSession(request)
  // A member opens requests in their account, where they are listed too.
  if (session.get('member')) throw redirect('/hesabim/destek')
  const verified = verifiedSupportPhone(session)
  const headers = { 'Set-Cookie': await commitSession(session) }
  if (verified) {
    const types = await getRequestTypes(await upstreamContext({ request, context }, session))
    return data(
      {
        stage: 'request' as const,
        maskedPhone: maskPhone(verified.phone),
        types: supportRequestTypes(types.ok ? (types.body.Results ?? []) : []),
        typesFailed: !types.ok,
        draft: session.get('supportDraft') ?? null,
      },
      { headers },
    )
  }
  const pending = session.get('supportPhone')
  if (pending && !url.searchParams.has('telefon')) {
    return data(
      {
        stage: 'verify' as const,
        maskedPhone: maskPhone(pending.phone),
        verification: pendingVerification(pending.phone, pending.resendAvailableAt),
      },
      { headers },
    )
  }
  return data(
    { stage: 'phone' as const, maskedPhone: pending ? maskPhone(pending.phone) : '' },
    { headers },
  )
}

type ActionResult =
  | { kind: 'phone'; reply: SubmissionResult<string[]>; message?: string }
  | DialogAnswer
  | {
      kind: 'request'
      reply: SubmissionResult<string[]>
      toasts: Toast[]
      attachmentRefusal?: AttachmentRefusal | null
    }

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const intent = String(formData.get('intent') ?? '')
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  const ip = upstream.visitor?.ip ?? 'bilinmiyor'
  const back = async () =>
    redirect(VISITOR_SUPPORT_PATH, { headers: { 'Set-Cookie': await commitSession(session) } })

  if (intent === 'kod-gonder') {
    const submission = parsePostedForm(formData, supportPhoneSchema)
    if (submission.status !== 'success') {
      return data<ActionResult>({ kind: 'phone', reply: submission.reply() }, { status: 400 })
    }
    const sent = await requestSupportCode(submission.value, { session, upstream, ip })
    if (sent.ok) return back()
    return data<ActionResult>(
      { kind: 'phone', reply: submission.reply(), message: sent.message },
      { status: sent.status },
    )
  }

  // Before the pending phone is looked for: a request whose session is gone keeps its text too.
  if (intent === 'talep') {
    const verified = verifiedSupportPhone(session)
    if (!verified) {
      keepSupportDraft(session, formData)
      session.flash('toast', { kind: 'warning', description: verificationExpired })
      return back()
    }
    const submission = parsePostedForm(formData, supportRequestSchema)
    if (submission.status !== 'success') {
      return data<ActionResult>(
        { kind: 'request', reply: submission.reply(), toasts: [] },
        { status: 400 },
      )
    }
    const added = await sendWithAttachment(formData, (attachment) =>
      addRequest({ ...submission.value, attachment, Phone: verified.phone }, upstream),
    )
    if (!added.ok) {
      return data<ActionResult>(
        { kind: 'request', reply: submission.reply(), ...failedSendView(added) },
        { status: 400 },
      )
    }
    session.unset('supportDraft')
    session.flash('toast', {
      kind: 'success',
      description: added.body.Messages?.[0] ?? 'Destek talebiniz alındı.',
    })
    return back()
  }

  return (await supportDialogAnswer(intent, formData, { session, upstream, ip, back })) ?? back()
}

function PhoneForm({
  lastResult,
  message,
  maskedPhone,
}: {
  lastResult?: SubmissionResult<string[]>
  message?: string
  maskedPhone: string
}) {
  const [form, fields] = useValidatedForm(
    () => import('~/verification/visitor-support.ts').then((m) => m.supportPhoneSchema),
    {
      id: 'destek-telefon',
      lastResult,
      defaultValue: { Phone: maskedPhone },
    },
  )
  return (
    <SupportPhoneForm form={form} fields={fields} action={VISITOR_SUPPORT_PATH} message={message} />
  )
}

export default function VisitorSupport({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData
  return (
    <main id="icerik">
      <PageHeader
        title="Destek talebi"
        lead="Üye olmadan destek talebi açabilirsiniz: cep telefonunuzu SMS ile doğrulayın, ardından talebinizi yazın."
        crumbs={[{ name: 'Destek talebi', path: VISITOR_SUPPORT_PATH }]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {loaderData.stage === 'request' ? (
          <div className="max-w-2xl">
            <p className="mb-4 rounded-md bg-brand-50 p-3 text-brand-900" data-testid="dogrulanan">
              {loaderData.maskedPhone} numarası doğrulandı. Bu numarayla açtığınız talepleri, aynı
              numarayla{' '}
              <Link to="/uyeOl" className="font-semibold underline">
                üye olduğunuzda
              </Link>{' '}
              Hesabım → Destek Taleplerim&apos;de görebilirsiniz.
            </p>
            {loaderData.typesFailed ? (
              <p role="alert" className="mb-4 text-red-800">
                Talep türleri şu anda getirilemedi. Lütfen birazdan sayfayı yenileyin.
              </p>
            ) : null}
            <SupportRequestForm
              types={loaderData.types}
              lastResult={answer?.kind === 'request' ? answer.reply : undefined}
              defaultValue={loaderData.draft}
              attachmentRefusal={answer?.kind === 'request' ? answer.attachmentRefusal : null}
              hiddenFields={<input type="hidden" name="intent" value="talep" />}
            >
              <Toasts toasts={answer?.kind === 'request' ? answer.toasts : []} />
              <h2 className="text-xl font-semibold">Yeni Destek Talebi</h2>
            </SupportRequestForm>
          </div>
        ) : (
          <>
            <p className="mb-4 max-w-2xl text-slate-700">
              Üyeyseniz{' '}
              <Link
                to={withLoginModal(VISITOR_SUPPORT_PATH, '/hesabim/destek')}
                className="font-semibold text-brand-700 underline"
              >
                giriş yapın
              </Link>
              ; talepleriniz hesabınızda listelenir.
            </p>
            <PhoneForm
              lastResult={answer?.kind === 'phone' ? answer.reply : undefined}
              message={answer?.kind === 'phone' ? answer.message : undefined}
              maskedPhone={loaderData.maskedPhone}
            />
          </>
        )}
      </div>
      {loaderData.stage === 'verify' ? (
        <SupportPhoneDialog
          verification={loaderData.verification}
          action={VISITOR_SUPPORT_PATH}
          closeHref={EDIT_PHONE}
          answer={answer?.kind === 'dialog' ? answer : undefined}
        />
      ) : null}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
