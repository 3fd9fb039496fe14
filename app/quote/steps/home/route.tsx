import { NumberField } from '~/components/ui/number-field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { InsuredHomeSummary } from '../address/insured-home.tsx'
import { listSelect, QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { loadHome, saveHome } from './home.server.ts'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'
import { sumLimits } from './limits.ts'
import type { homeSchema, HomeFields } from './schema.ts'
import { homeStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadHome(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await saveHome(wizardOf(args), await postedForm(args.request)))

/**
 * What only an owner is asked: the building sum (and that the contents are optional). CSS hides
 * it once the tenant's policy type is chosen (the form :has that option checked), so it follows
 * the select with or without JavaScript. A browser without :has shows it to a tenant too; the
 * schema then ignores what was typed there and it is never sent upstream.
 */
const ownerOnly = 'group-has-[select[name=PoliceTipi]>option[value=kiraci]:checked]:hidden'

/** The step's fields in the order they appear, with their labels. */
const fieldLabels = {
  EvTipi: 'Ev tipi',
  KonutCatiTipi: 'Çatı tipi',
  KonutInsaYili: 'İnşa yılı',
  KonutBulunduguKat: 'Bulunduğu kat',
  PoliceTipi: 'Poliçe tipi',
  BuildingSum: 'Bina bedeli (₺)',
  ContentsSum: 'Eşya bedeli (₺)',
  PolicyStart: policyStartLabel,
}

/** Konut: the home's details from the lists, the policy type and the sums insured. */
export default function HomeStep({ loaderData: view, actionData: posted }: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { fields, stepForm } = useQuoteStepForm<typeof homeSchema, HomeFields>(
    homeStep,
    view,
    actionData,
    () => import('./schema.ts').then((m) => m.homeSchema),
  )
  const select = listSelect(fields, view.lists)
  return (
    <>
      <InsuredHomeSummary home={view.home} />
      <QuoteStepForm
        {...stepForm}
        labels={fieldLabels}
        unloadedList={view.listsFailed ? 'Konut bilgileri listeleri' : undefined}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {select('EvTipi', fieldLabels.EvTipi)}
          {select('KonutCatiTipi', fieldLabels.KonutCatiTipi)}
          {select('KonutInsaYili', fieldLabels.KonutInsaYili)}
          {select('KonutBulunduguKat', fieldLabels.KonutBulunduguKat)}
        </div>
        {select('PoliceTipi', fieldLabels.PoliceTipi)}
        <div className={ownerOnly}>
          <NumberField
            meta={fields.BuildingSum}
            label={fieldLabels.BuildingSum}
            {...sumLimits.BuildingSum}
            step={10_000}
          />
        </div>
        <NumberField
          meta={fields.ContentsSum}
          label={
            <>
              {fieldLabels.ContentsSum}
              <span className={ownerOnly}> (isteğe bağlı)</span>
            </>
          }
          {...sumLimits.ContentsSum}
          step={10_000}
        />
        <PolicyStartField meta={fields.PolicyStart} />
      </QuoteStepForm>
    </>
  )
}
