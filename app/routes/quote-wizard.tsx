import { Outlet, useLocation, type ShouldRevalidateFunction } from 'react-router'
import { config } from '~/platform/config.server.ts'
import { definitionOf } from '~/quote/definitions.ts'
import { offersStep } from '~/quote/offers/step.ts'
import { Stepper } from '~/quote/stepper.tsx'
import type { WizardBase } from '~/quote/wizard/base.ts'
import { loadWizard, wizardOf } from '~/quote/wizard/context.server.ts'
import { allowedStep, wizardPath } from '~/quote/wizard/navigation.ts'
import { maskPhone } from '~/validation/identity.ts'
import type { Route } from './+types/quote-wizard'
import { pageTitle } from '~/components/seo.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { useFocusOnArrival } from '~/components/ui/focus-on-arrival.ts'
import { FormNotice } from '~/components/ui/form-message.tsx'

/**
 * The quote wizard of one line: `${flowRoute}/:draftId/<step>`. Each step is a nested route
 * module (decision 015); this layout loads the draft for all of them and draws the stepper.
 */
export const middleware: Route.MiddlewareFunction[] = [loadWizard]

export function loader(args: Route.LoaderArgs) {
  const { definition, draft } = wizardOf(args)
  const base: WizardBase = {
    productKey: definition.key,
    draftId: draft.id,
    maskedPhone: maskPhone(draft.data.customer.Phone),
    agencyPhone: config.agency.phone,
    asksBirthDate: Boolean(draft.data.asksBirthDate),
    birthDate: draft.data.entry.Birthdate,
    steps: definition.steps.map(({ segment, title }) => ({
      segment,
      title,
      href:
        allowedStep(definition, draft.data.step, segment) === segment
          ? wizardPath(definition, draft.id, segment)
          : null,
    })),
    refusedStep: draft.data.renewal?.refusal?.segment ?? null,
  }
  return base
}

/**
 * A step's refused post may have changed the draft (spec §8 1006 marks it as asking for the birth
 * date), and after a 4xx answer React Router reloads nothing: this layout's base is read again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || (actionStatus !== undefined && actionStatus >= 400)

/** The step this address shows (its last segment). */
const segmentOf = (pathname: string) => pathname.replace(/\/$/, '').split('/').pop() ?? ''

// No robots noindex: a wizard address answers only the visitor whose session holds the quote and
// is a 404 (itself noindex) to anyone else, crawlers included, so there is nothing to keep out.
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const segment = segmentOf(location.pathname)
  const title = loaderData?.steps.find((s) => s.segment === segment)?.title ?? 'Teklif'
  const line = loaderData ? definitionOf(loaderData.productKey).name : 'Sigorta'
  return [
    ...pageTitle({ matches }, title),
    {
      name: 'description',
      content: `${line} teklifiniz: ${title}. Bilgileriniz kaydedilir, sigorta şirketlerinin tekliflerini tek ekranda karşılaştırırsınız.`,
    },
  ]
}

export default function QuoteWizard({ loaderData: base }: Route.ComponentProps) {
  const segment = segmentOf(useLocation().pathname)
  const heading = useFocusOnArrival<HTMLHeadingElement>()
  const index = base.steps.findIndex((s) => s.segment === segment)
  if (index === -1) return <Outlet context={base} />
  const definition = definitionOf(base.productKey)
  const wide = segment === offersStep.segment
  return (
    <main id="icerik" className={`mx-auto px-4 py-4 sm:py-12 ${wide ? 'max-w-4xl' : 'max-w-2xl'}`}>
      <Stepper steps={base.steps} current={segment} lineName={definition.name} />
      {/* On a phone the stepper's one line says this. */}
      <p className="hidden text-sm font-semibold text-brand-600 sm:block">
        {definition.name} teklifi · {index + 2}. adım
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold sm:text-3xl">
        {base.steps[index]!.title}
      </h1>
      {base.refusedStep === segment ? (
        <div className="mt-4">
          <FormNotice>
            Poliçenizi yenilerken önceki bilgilerinizi bu adıma taşıdık, ancak bu bilgilerle devam
            edilemedi. Lütfen aşağıdaki bilgileri kontrol edip düzeltin.
          </FormNotice>
        </div>
      ) : null}
      <Outlet key={`${base.draftId}-${segment}`} context={base} />
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
