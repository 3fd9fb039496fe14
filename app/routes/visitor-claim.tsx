import type { SubmissionResult } from '@conform-to/react'
import { data, Link, redirect } from 'react-router'
import { ClaimForm } from '~/claims/claim-form.tsx'
import {
  claimFormOf,
  countiesRoundTrip,
  fileClaim,
  type ClaimFormAnswer,
} from '~/claims/claim-report.server.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { NationalNumberField } from '~/members/components/member-fields.tsx'
import { PageHeader } from '~/components/page.tsx'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { withLoginModal } from '~/members/login-flow.ts'
import { pageMeta } from '~/components/seo.ts'
import { commitSession, getSession, upstreamContext } from '~/session/session.server.ts'
import { SupportPhoneDialog, SupportPhoneForm } from '~/support/support-phone.tsx'
import { maskPhone } from '~/validation/identity.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { pendingVerification } from '~/verification/code.server.ts'
import type { DialogAnswer } from '~/verification/pending.ts'
import { claimantSchema } from '~/verification/visitor-claim.ts'
import {
  claimVisitorOf,
  keepClaimVisitor,
  noteClaimFiled,
  visitorClaimPolicy,
} from '~/verification/visitor-claim.server.ts'
import {
  requestSupportCode,
  supportDialogAnswer,
  verificationExpired,
  verifiedSupportPhone,
} from '~/verification/visitor-support.server.ts'
import { postedForm } from '~/utils/posted-form.server.ts'
import type { Route } from './+types/visitor-claim'

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Hasar bildir',
    description:
      'Üye olmadan hasar bildirin: poliçe numaranızı ve T.C. kimlik numaranızı girin, telefonunuzu SMS ile doğrulayın, hasarınızı anlatın.',
  })

/** Where a visitor reports a claim on their policy (issue 28). */
const VISITOR_CLAIM_PATH = '/hasar-bildir'
/** Closes the SMS dialog, or leaves the claim form, for the policy and phone form again. */
const EDIT_CLAIMANT = `${VISITOR_CLAIM_PATH}?duzenle`

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const session = await getSession(request)
  // A member reports from the policy in Poliçelerim.
  if (session.get('member')) throw redirect('/hesabim/policelerim')
  const upstream = await upstreamContext({ request, context }, session)
  const visitor = claimVisitorOf(session)
  const editing = url.searchParams.has('duzenle')
  const found = visitor?.filed || editing ? null : await visitorClaimPolicy(session, upstream)
  const pending = session.get('supportPhone')
  const headers = { 'Set-Cookie': await commitSession(session) }
  if (visitor?.filed) return data({ stage: 'filed' as const, filed: visitor.filed }, { headers })
  if (found?.policy.ok && found.policy.body.Data) {
    const form = await claimFormOf(found.policy.body.Data, upstream)
    return data(
      { stage: 'claim' as const, form, maskedPhone: maskPhone(found.owner.Phone) },
      { headers },
    )
  }
  const claimant = {
    PolicyNumber: visitor?.policyNumber ?? '',
    NationalNumber: visitor?.nationalNumber ?? '',
    Phone: pending ? maskPhone(pending.phone) : '',
  }
  const verifying = pending && !pending.verifiedAt && visitor && !editing
  return data(
    {
      stage: 'claimant' as const,
      claimant,
      // The same words for a policy that is not theirs and one that does not exist.
      refusal: found && !found.policy.ok ? found.policy.message : null,
      verification: verifying
        ? pendingVerification(pending.phone, pending.resendAvailableAt)
        : null,
    },
    { headers },
  )
}

type ActionResult =
  | { kind: 'claimant'; reply: SubmissionResult<string[]>; message?: string }
  | DialogAnswer
  | ({ kind: 'claim' } & ClaimFormAnswer)

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const intent = String(formData.get('intent') ?? '')
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  const ip = upstream.visitor?.ip ?? 'bilinmiyor'
  const back = async () =>
    redirect(VISITOR_CLAIM_PATH, { headers: { 'Set-Cookie': await commitSession(session) } })

  if (intent === 'kod-gonder') {
    const submission = parsePostedForm(formData, claimantSchema)
    if (submission.status !== 'success') {
      return data<ActionResult>({ kind: 'claimant', reply: submission.reply() }, { status: 400 })
    }
    const { PolicyNumber, NationalNumber, ...phone } = submission.value
    keepClaimVisitor(session, { PolicyNumber, NationalNumber })
    // A phone verified a moment ago (another policy number tried) needs no new code.
    if (verifiedSupportPhone(session)?.phone === phone.Phone) return back()
    const sent = await requestSupportCode(phone, { session, upstream, ip })
    if (sent.ok) return back()
    return data<ActionResult>(
      { kind: 'claimant', reply: submission.reply(), message: sent.message },
      { status: sent.status },
    )
  }

  if (intent === 'hasar' || intent === 'il-sec') {
    const found = await visitorClaimPolicy(session, upstream)
    if (!found) {
      session.flash('toast', { kind: 'warning', description: verificationExpired })
      return back()
    }
    if (intent === 'il-sec') {
      return data<ActionResult>({ kind: 'claim', ...(await countiesRoundTrip(formData, upstream)) })
    }
    if (!found.policy.ok || !found.policy.body.Data) return back()
    const filed = await fileClaim(formData, found.policy.body.Data, upstream, found.owner)
    if (!filed.filed) return data<ActionResult>({ kind: 'claim', ...filed.answer }, { status: 400 })
    noteClaimFiled(session, { fileNumber: filed.fileNumber, message: filed.message })
    return back()
  }

  if (intent === 'yeni') {
    session.unset('claimVisitor')
    return back()
  }

  return (await supportDialogAnswer(intent, formData, { session, upstream, ip, back })) ?? back()
}

function ClaimantForm({
  claimant,
  lastResult,
  message,
}: {
  claimant: { PolicyNumber: string; NationalNumber: string; Phone: string }
  lastResult?: SubmissionResult<string[]>
  message?: string | null
}) {
  const [form, fields] = useValidatedForm(
    () => import('~/verification/visitor-claim.ts').then((m) => m.claimantSchema),
    { id: 'hasar-sahibi', lastResult, defaultValue: claimant },
  )
  return (
    <SupportPhoneForm form={form} fields={fields} action={VISITOR_CLAIM_PATH} message={message}>
      <TextField
        meta={fields.PolicyNumber}
        label="Poliçe numarası"
        hint="Poliçenizde ve poliçe e-postanızda yazar, ör. TRF-2026-01234567"
        autoComplete="off"
        maxLength={40}
      />
      <NationalNumberField meta={fields.NationalNumber} />
    </SupportPhoneForm>
  )
}

export default function VisitorClaim({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData
  return (
    <main id="icerik">
      <PageHeader
        title="Hasar bildir"
        lead="Poliçe numaranızı ve poliçeyi aldığınız T.C. kimlik numarası ile cep telefonunu girin; telefonunuzu SMS ile doğruladıktan sonra hasarınızı bildirin."
        crumbs={[
          { name: 'Hasar Anında', path: '/hasar-aninda' },
          { name: 'Hasar bildir', path: VISITOR_CLAIM_PATH },
        ]}
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {loaderData.stage === 'filed' ? (
          <div className="max-w-2xl space-y-3" data-testid="hasar-alindi">
            <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
              {loaderData.filed.message}
            </p>
            {loaderData.filed.fileNumber ? (
              <p>
                Hasar dosya numaranız: <strong>{loaderData.filed.fileNumber}</strong>. Numara SMS
                ile de gönderildi.
              </p>
            ) : null}
            <p className="text-slate-700">
              Dosyanızın durumunu, aynı telefonla{' '}
              <Link to="/uyeOl" className="font-semibold text-brand-700 underline">
                üye olduğunuzda
              </Link>{' '}
              Hesabım → Destek Taleplerim&apos;de izleyebilirsiniz.
            </p>
            <form method="post" action={VISITOR_CLAIM_PATH}>
              <button
                type="submit"
                name="intent"
                value="yeni"
                className="font-semibold text-brand-700 underline"
              >
                Başka bir hasar bildir
              </button>
            </form>
          </div>
        ) : loaderData.stage === 'claim' ? (
          <div className="max-w-2xl">
            <p className="mb-4 rounded-md bg-brand-50 p-3 text-brand-900" data-testid="dogrulanan">
              {loaderData.maskedPhone} numarası doğrulandı.{' '}
              <Link to={EDIT_CLAIMANT} className="font-semibold underline">
                Başka bir poliçe
              </Link>
            </p>
            <ClaimForm
              policy={loaderData.form.policy}
              submissionKey={loaderData.form.submissionKey}
              cities={loaderData.form.cities}
              counties={
                (answer?.kind === 'claim' ? answer.counties : null) ?? loaderData.form.counties
              }
              lastResult={answer?.kind === 'claim' ? answer.result : undefined}
              defaultValue={answer?.kind === 'claim' ? answer.values : undefined}
              attachmentRefusal={answer?.kind === 'claim' ? answer.attachmentRefusal : null}
              hiddenFields={null}
            >
              <Toasts toasts={answer?.kind === 'claim' ? answer.toasts : []} />
            </ClaimForm>
          </div>
        ) : (
          <>
            <p className="mb-4 max-w-2xl text-slate-700">
              Üyeyseniz{' '}
              <Link
                to={withLoginModal(VISITOR_CLAIM_PATH, '/hesabim/policelerim')}
                className="font-semibold text-brand-700 underline"
              >
                giriş yapın
              </Link>
              ; hasarı Poliçelerim&apos;de poliçenizden bildirebilirsiniz.
            </p>
            <ClaimantForm
              claimant={loaderData.claimant}
              lastResult={answer?.kind === 'claimant' ? answer.reply : undefined}
              message={answer?.kind === 'claimant' ? answer.message : loaderData.refusal}
            />
          </>
        )}
      </div>
      {loaderData.stage === 'claimant' && loaderData.verification ? (
        <SupportPhoneDialog
          verification={loaderData.verification}
          action={VISITOR_CLAIM_PATH}
          closeHref={EDIT_CLAIMANT}
          answer={answer?.kind === 'dialog' ? answer : undefined}
        />
      ) : null}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
