import { data, Link, redirect } from 'react-router'
import type { RequestArgs } from '~/request-context.ts'
import { config } from '~/config.server.ts'
import {
  allowedStep,
  definitionByFlowPath,
  definitionOf,
  SAVED_STEP,
  wizardPath,
  type ProductDefinition,
  type WizardStep,
} from '~/quote/definitions.ts'
import { ownDraft, type QuoteDraft } from '~/quote/draft.server.ts'
import { Stepper } from '~/quote/stepper.tsx'
import { stepComponents, type StepEntry } from '~/quote/steps/index.ts'
import { serverSteps } from '~/quote/steps/registry.server.ts'
import type { StepArgs } from '~/quote/steps/step.server.ts'
import { stepTitles } from '~/quote/steps/titles.ts'
import type {
  ActionOf,
  StepActionResult,
  StepView,
  ViewOf,
  WizardBase,
} from '~/quote/steps/types.ts'
import { getSession, upstreamContext } from '~/session.server.ts'
import { maskPhone } from '~/validation/identity.ts'
import type { Route } from './+types/quote-wizard'
import { pageTitle } from '~/seo.ts'
import { RouteErrorBoundary } from '~/components/shell/route-error.tsx'

async function stepArgs({ request, context }: RequestArgs, quoteId: string): Promise<StepArgs> {
  const url = new URL(request.url)
  const definition = definitionByFlowPath(url.pathname)
  const session = await getSession(request)
  const draft = ownDraft(session, quoteId)
  if (!definition || !draft || draft.product !== definition.key) throw data(null, { status: 404 })
  // Spec §8 1004 gecici_kod_onay_gerekli: without a verified phone the wizard goes back to the SMS step.
  if (draft.data.verification.status !== 'verified') {
    throw redirect(`${definition.quotePage}?dogrulama=${draft.id}`)
  }
  return {
    request,
    url,
    session,
    definition,
    draft,
    upstream: await upstreamContext({ request, context }, session),
  }
}

function baseOf(definition: ProductDefinition, draft: QuoteDraft, current: string): WizardBase {
  return {
    productKey: definition.key,
    quoteId: draft.id,
    maskedPhone: maskPhone(draft.data.customer!.Phone),
    agencyPhone: config.agency.phone,
    steps: definition.steps.map((key) => ({
      key,
      title: stepTitles[key],
      href:
        allowedStep(definition, draft.data.step, key) === key
          ? wizardPath(definition, draft.id, key)
          : null,
      current: key === current,
    })),
  }
}

interface SavedView {
  step: typeof SAVED_STEP
  summary: { name: string; place: string; email: string | null }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const args = await stepArgs({ request, context }, params.quoteId)
  const { definition, draft } = args
  const step = allowedStep(definition, draft.data.step, params.step)
  if (step !== params.step) throw redirect(wizardPath(definition, draft.id, step))
  const base = baseOf(definition, draft, step)
  if (step === SAVED_STEP) {
    const customer = draft.data.customer!
    const view: SavedView = {
      step: SAVED_STEP,
      summary: {
        name: `${customer.Name} ${customer.Surname}`.trim(),
        place: `${customer.County} / ${customer.City}`,
        email: customer.Email ?? null,
      },
    }
    return { base, view }
  }
  const view: StepView = await serverSteps[step].load(args)
  return { base, view }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const args = await stepArgs({ request, context }, params.quoteId)
  const { definition, draft } = args
  const step = allowedStep(definition, draft.data.step, params.step)
  // A form of a step the draft has not reached (an old tab): show where the visitor really is.
  if (step !== params.step || step === SAVED_STEP) {
    throw redirect(wizardPath(definition, draft.id, step))
  }
  return serverSteps[step].act(args, await request.formData())
}

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => [
  ...pageTitle(
    { matches },
    loaderData?.view.step === SAVED_STEP
      ? 'Bilgileriniz kaydedildi'
      : stepTitles[(loaderData?.view.step ?? 'bilgiler') as WizardStep],
  ),
  { name: 'robots', content: 'noindex' },
]

/** Renders one step through the registry; the action's reply goes only to the step it belongs to. */
function StepPage<K extends WizardStep>({
  base,
  view,
  actionData,
}: {
  base: WizardBase
  view: ViewOf<K>
  actionData?: StepActionResult
}) {
  const entry = stepComponents[view.step as K] as StepEntry<K>
  const own = actionData?.step === view.step ? (actionData as ActionOf<K>) : undefined
  return <entry.Component base={base} view={view} actionData={own} />
}

function SavedSummary({ base, view }: { base: WizardBase; view: SavedView }) {
  const definition = definitionOf(base.productKey)
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{definition.name} teklifi</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bilgileriniz kaydedildi</h1>
      <p className="mt-4 text-slate-700">
        Telefonunuz doğrulandı ve aşağıdaki bilgiler teklif kaydınıza işlendi. Bu tarayıcıdan
        istediğiniz zaman bu sayfaya dönebilir, bilgilerinizi düzeltebilirsiniz. Sorularınız için
        bizi {base.agencyPhone} numarasından arayabilirsiniz.
      </p>
      <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Ad soyad / unvan</dt>
        <dd>{view.summary.name}</dd>
        <dt className="font-medium text-slate-600">İlçe / il</dt>
        <dd>{view.summary.place}</dd>
        <dt className="font-medium text-slate-600">Cep telefonu</dt>
        <dd>{base.maskedPhone}</dd>
        <dt className="font-medium text-slate-600">E-posta</dt>
        <dd>{view.summary.email ?? 'Belirtilmedi'}</dd>
      </dl>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link
          to={wizardPath(definition, base.quoteId, 'bilgiler')}
          className="font-semibold text-brand-700 underline"
        >
          Bilgilerimi düzenle
        </Link>
        <Link to="/" className="font-semibold text-brand-700 underline">
          Ana sayfaya dön
        </Link>
      </p>
    </main>
  )
}

export default function QuoteWizard({ loaderData, actionData }: Route.ComponentProps) {
  const base = loaderData.base
  const view = loaderData.view as StepView | SavedView
  if (view.step === SAVED_STEP) return <SavedSummary base={base} view={view} />
  const definition = definitionOf(base.productKey)
  const number = definition.steps.indexOf(view.step) + 2
  const wide = view.step === 'teklifler'
  return (
    <main id="icerik" className={`mx-auto px-4 py-8 sm:py-12 ${wide ? 'max-w-4xl' : 'max-w-2xl'}`}>
      <Stepper steps={base.steps} />
      <p className="text-sm font-semibold text-brand-600">
        {definition.name} teklifi · {number}. adım
      </p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{stepTitles[view.step]}</h1>
      <StepPage
        key={`${base.quoteId}-${view.step}`}
        base={base}
        view={view}
        actionData={actionData as StepActionResult | undefined}
      />
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
