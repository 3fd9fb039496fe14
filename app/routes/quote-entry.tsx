import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data, Link, redirect } from 'react-router'
import { services } from '~/content/services.ts'
import { notFound } from '~/platform/not-found.server.ts'
import { definitionByQuotePage, definitionOf, type ProductDefinition } from '~/quote/definitions.ts'
import {
  changeDraft,
  createDraft,
  latestOpenDraft,
  ownDraft,
  resumePath,
} from '~/quote/draft.server.ts'
import { anyStage, type QuoteDraft } from '~/quote/draft.ts'
import { enterAgain } from '~/quote/draft-changes.ts'
import { EntryForm, entrySubmitId, type EntryDefaults } from '~/quote/entry-form.tsx'
import { allowEntryAttempt, entryLimitMessage } from '~/platform/visitor-limits.server.ts'
import { entrySchema } from '~/quote/entry-schema.ts'
import { outcomeOf } from '~/upstream/result-codes.ts'
import { VerificationDialog } from '~/verification/verification-dialog.tsx'
import { pendingVerification, resendNotYet } from '~/verification/code.server.ts'
import { postedCode, resendAnswer } from '~/verification/dialog-answers.server.ts'
import type { DialogAnswer } from '~/verification/pending.ts'
import { confirmEntryCode, sendEntryCode } from '~/verification/quote-entry.server.ts'
import { carryOverRenewal } from '~/quote/renewal/carry-over.server.ts'
import { lineDefinitionOf } from '~/quote/definitions.server.ts'
import {
  commitSession,
  getSession,
  rotateSession,
  upstreamContext,
} from '~/session/session.server.ts'
import { hidePhone, maskPhone } from '~/validation/identity.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/quote-entry'
import { pageTitle } from '~/components/seo.ts'
import { config } from '~/platform/config.server.ts'
import { funnel } from '../../server/metrics.ts'
import { fillAgency } from '~/content/agency.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

export const handle = sharedPageHandle

function definitionFor(url: URL): ProductDefinition {
  const definition = definitionByQuotePage(url.pathname)
  if (!definition) throw data(null, { status: 404 })
  return definition
}

/**
 * The draft's entry as the form's text values; the electronic-message consent is asked anew. A
 * renewal's entry came from the policy, not from this visitor: it is never shown (decision 044).
 */
function defaultsFrom(draft: QuoteDraft | null): EntryDefaults {
  if (!draft || draft.data.renewal) return {}
  const { entry } = draft.data
  const byPassport = entry.IdType === '2'
  return {
    NationalNumber: byPassport ? undefined : entry.NationalNumber,
    Phone: maskPhone(entry.Phone),
    PlateStatus: entry.PlateStatus,
    LicensePlateNumber:
      entry.PlateStatus === '2'
        ? entry.LicensePlateNumber?.replace(/YK$/, '')
        : entry.LicensePlateNumber,
    Birthdate: entry.Birthdate,
    IdType: entry.IdType,
    PassportNumber: entry.PassportNumber,
    PrivacyPolicy: 'on',
    OpenDataAgreement: 'on',
  }
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const definition = definitionFor(url)
  const session = await getSession(request)
  const requested = url.searchParams.get('dogrulama')
  const draft = await ownDraft(session, requested)
  if (requested && (!draft || draft.product !== definition.key)) {
    throw redirect(definition.quotePage)
  }
  if (draft?.data.verification.status === 'verified') throw redirect(resumePath(draft))

  const open = draft ?? (await latestOpenDraft(session, definition.key))
  const verification = draft?.data.verification
  const service = services.find((s) => s.key === definition.serviceKey)
  return {
    productKey: definition.key,
    title: service?.name ?? definition.name,
    intro: service ? fillAgency(service.intro, config.agency) : null,
    defaults: defaultsFrom(open),
    resumeHref: !draft && open ? resumePath(open) : null,
    pending:
      draft && verification?.status === 'pending'
        ? {
            draftId: draft.id,
            ...pendingVerification(draft.data.entry.Phone, verification.resendAvailableAt, {
              codeSent: verification.sentAt !== null,
              // A renewal's code goes to the policy owner's phone, which the link's holder may
              // not know (issue 37): only its last digits, as the owner recognises them.
              show: draft.data.renewal ? hidePhone : maskPhone,
            }),
          }
        : null,
    refusal:
      draft && verification?.status === 'refused'
        ? {
            messages: verification.messages ?? [],
            outcome: outcomeOf(verification.statusCode).message,
            // Spec §8 1006: the entry form asks for the birth date, and posts here to keep asking.
            asksBirthDate: outcomeOf(verification.statusCode).action === 'ask-birth-date',
            draftId: draft.id,
          }
        : null,
  }
}

type ActionResult =
  { kind: 'entry'; reply: SubmissionResult<string[]>; message?: string } | DialogAnswer

export async function action({ request, context, url }: Route.ActionArgs) {
  const definition = definitionFor(url)
  const formData = await postedForm(request)
  const intent = String(formData.get('intent') ?? 'gonder')
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  const ip = upstream.visitor?.ip ?? 'bilinmiyor'
  const verifyUrl = (id: string) => `${definition.quotePage}?dogrulama=${id}`

  if (intent === 'gonder') {
    const submission = parsePostedForm(formData, entrySchema(definition))
    if (String(formData.get('website') ?? '') !== '') {
      // The honeypot was filled: no SMS, and nothing that tells a script why.
      return data<ActionResult>(
        { kind: 'entry', reply: submission.reply(), message: entryLimitMessage },
        { status: 400 },
      )
    }
    if (submission.status !== 'success') {
      return data<ActionResult>({ kind: 'entry', reply: submission.reply() }, { status: 400 })
    }
    if (!(await allowEntryAttempt(ip))) {
      return data<ActionResult>(
        { kind: 'entry', reply: submission.reply(), message: entryLimitMessage },
        { status: 429 },
      )
    }
    funnel.reached(definition.key, 'entry_submitted')
    const now = new Date().toISOString()
    const latest = await latestOpenDraft(session, definition.key)
    // A renewal's draft is its policy owner's: what someone types here starts a quote of their own.
    const reusable =
      latest?.data.verification.status === 'pending' && !latest.data.renewal ? latest : null
    const sameRecipient =
      reusable?.data.entry.Phone === submission.value.Phone &&
      reusable.data.entry.NationalNumber === submission.value.NationalNumber
    // A quote asked to verify again (spec §8 1004, 1002) goes on only for the same person.
    const draft =
      reusable && (sameRecipient || !reusable.data.customer)
        ? reusable
        : await createDraft(session, {
            stage: 'entered',
            product: definition.key,
            entry: submission.value,
            verification: { status: 'pending', sentAt: now, resendAvailableAt: now },
          })
    const headers = { 'Set-Cookie': await commitSession(session) }
    if (draft === reusable) await changeDraft(draft, anyStage, enterAgain(submission.value))
    // Sent again within the minute to the same phone (after İptal Et): the code already sent
    // still works, so the dialog reopens instead of asking the back office for another.
    if (sameRecipient && resendNotYet(draft.data.verification.resendAvailableAt)) {
      return redirect(verifyUrl(draft.id), { headers })
    }
    const sent = await sendEntryCode(definition, draft, upstream)
    if (!sent.ok) {
      return data<ActionResult>(
        { kind: 'entry', reply: submission.reply(), message: sent.message },
        { status: 400, headers },
      )
    }
    return redirect(verifyUrl(draft.id), { headers })
  }

  const draft = await ownDraft(session, String(formData.get('draftId') ?? ''))
  if (!draft || draft.product !== definition.key) throw notFound()
  if (draft.data.verification.status === 'verified') return redirect(resumePath(draft))

  if (intent === 'yeniden-gonder') {
    return resendAnswer(draft.data.verification.resendAvailableAt, ip, () =>
      sendEntryCode(definition, draft, upstream),
    )
  }

  if (intent === 'onayla') {
    const posted = postedCode(formData)
    if (!posted.ok) return posted.answer
    const outcome = await confirmEntryCode(definition, draft, posted.code, upstream)
    if (outcome.kind === 'wrong-code') return posted.wrongCode(outcome.message)
    if (outcome.kind === 'refused') return redirect(verifyUrl(draft.id))
    const { draft: verified } = outcome
    const wizard = { request, url, session, draft: verified, upstream }
    if (verified.data.renewal) {
      await carryOverRenewal({ ...wizard, definition: lineDefinitionOf(definition.key) })
    }
    // A verified phone makes the session worth more: a new id, as at login, its drafts kept.
    const rotated = await rotateSession(session)
    return redirect(resumePath(verified), {
      headers: { 'Set-Cookie': await commitSession(rotated) },
    })
  }
  throw data(null, { status: 400 })
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  ...pageTitle({ matches }, `${loaderData?.title ?? 'Teklif'} teklifi al`),
  {
    name: 'description',
    content: (loaderData?.intro ?? 'Sigorta tekliflerini karşılaştırın.').slice(0, 155),
  },
]

export default function QuoteEntry({ loaderData, actionData }: Route.ComponentProps) {
  const definition = definitionOf(loaderData.productKey)
  const { pending, refusal, resumeHref } = loaderData
  const entryResult = actionData?.kind === 'entry' ? actionData : undefined
  const dialogResult = actionData?.kind === 'dialog' ? actionData : undefined
  return (
    <main id="icerik" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-2">
      <section aria-labelledby="teklif-baslik">
        <h1 id="teklif-baslik" className="text-2xl font-bold sm:text-3xl">
          {loaderData.title} teklifi alın
        </h1>
        {loaderData.intro ? <p className="mt-4 text-slate-700">{loaderData.intro}</p> : null}
        <p className="mt-4 text-slate-700">
          Bilgilerinizi girin, telefonunuzu SMS koduyla doğrulayın; sigorta şirketlerinin
          tekliflerini birlikte karşılaştıralım.
        </p>
      </section>
      <section aria-label="Teklif formu" className="rounded-lg border border-slate-200 p-4 sm:p-6">
        {resumeHref ? (
          <p className="mb-4 rounded-md bg-brand-50 p-3 text-sm">
            <Link to={resumeHref} className="font-semibold text-brand-700 underline">
              Kaldığınız yerden devam edin
            </Link>
          </p>
        ) : null}
        {refusal ? (
          <div
            role="alert"
            className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900"
          >
            <h2 className="font-semibold">Hata</h2>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {refusal.messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">{refusal.outcome}</p>
          </div>
        ) : null}
        <EntryForm
          key={definition.key}
          definition={definition}
          action={
            refusal?.asksBirthDate
              ? `${definition.quotePage}?dogrulama=${refusal.draftId}`
              : definition.quotePage
          }
          asksBirthDate={refusal?.asksBirthDate}
          lastResult={entryResult?.reply}
          defaults={loaderData.defaults}
          formError={entryResult?.message}
        />
      </section>
      {pending ? (
        <VerificationDialog
          key={pending.draftId}
          verification={pending}
          action={`${definition.quotePage}?dogrulama=${pending.draftId}`}
          hiddenFields={<input type="hidden" name="draftId" value={pending.draftId} />}
          closeHref={definition.quotePage}
          returnFocusTo={entrySubmitId}
          lastResult={dialogResult?.reply}
          error={dialogResult?.error}
          notice={dialogResult?.notice}
        />
      ) : null}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
