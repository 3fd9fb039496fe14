import { CheckboxField, TextField } from '~/components/ui/field.tsx'
import { NumberField } from '~/components/ui/number-field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { InsuredHomeSummary } from '../address/insured-home.tsx'
import { listSelect, QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { loadBuilding, saveBuilding } from './building.server.ts'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'
import { buildingLimits } from './limits.ts'
import type { daskBuildingSchema, DaskBuildingFields } from './schema.ts'
import { daskBuildingStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadBuilding(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await saveBuilding(wizardOf(args), await postedForm(args.request)))

/**
 * The fields in the order they appear, with their labels, for the error summary and the focus: a
 * refinement's error ('Diğer' unexplained) comes after the fields', not where it is shown.
 */
const fieldLabels = {
  DaskInsaYili: 'İnşa yılı',
  DaskInsaTarzi: 'Yapı tarzı',
  DaskInsaTarziDiger: 'Yapı tarzı (diğer)',
  DaskKullanimSekli: 'Kullanım şekli',
  FloorCount: 'Binanın kat sayısı',
  GrossArea: 'Dairenin brüt alanı (m²)',
  DaskHasarDurumu: 'Hasar durumu',
  IsRenewal: 'Yenileme',
  PolicyStart: policyStartLabel,
}

/**
 * Spec §4: the text input for 'Diğer' shows only while 'Diğer' is chosen. CSS decides it (the form
 * :has the option checked), so it follows the select with or without JavaScript; a browser
 * without :has shows it always, and the schema asks for it only for 'Diğer'.
 */
const shownForOtherType =
  'group-has-[select[name=DaskInsaTarzi]>option[value=diger]:not(:checked)]:hidden'

/** DASK: the building as its owner declares it, starting from the address register's record. */
export default function DaskBuildingStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { fields, stepForm } = useQuoteStepForm<typeof daskBuildingSchema, DaskBuildingFields>(
    daskBuildingStep,
    view,
    actionData,
    () => import('./schema.ts').then((m) => m.daskBuildingSchema),
  )
  const select = listSelect(fields, view.lists)
  return (
    <>
      <InsuredHomeSummary home={view.home} />
      <p className="mt-6 text-slate-700">
        Binanın bilgilerini adres kaydından getirdik. Lütfen kontrol edin; binanız kayıttan
        farklıysa doğrusunu seçin.
      </p>
      <QuoteStepForm
        {...stepForm}
        labels={fieldLabels}
        unloadedList={view.listsFailed ? 'Bina bilgileri listeleri' : undefined}
      >
        {select('DaskInsaYili', fieldLabels.DaskInsaYili)}
        {select('DaskInsaTarzi', fieldLabels.DaskInsaTarzi)}
        <div className={shownForOtherType}>
          <TextField
            meta={fields.DaskInsaTarziDiger}
            label={fieldLabels.DaskInsaTarziDiger}
            hint="Binanızın yapı tarzını kısaca yazın, örneğin ahşap karkas."
            maxLength={100}
            autoComplete="off"
          />
        </div>
        {select('DaskKullanimSekli', fieldLabels.DaskKullanimSekli)}
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            meta={fields.FloorCount}
            label={fieldLabels.FloorCount}
            {...buildingLimits.FloorCount}
            unit=""
          />
          <NumberField
            meta={fields.GrossArea}
            label={fieldLabels.GrossArea}
            {...buildingLimits.GrossArea}
            unit=" m²"
          />
        </div>
        {select('DaskHasarDurumu', fieldLabels.DaskHasarDurumu)}
        <CheckboxField meta={fields.IsRenewal}>
          Bu konutun süresi biten ya da bitmek üzere olan bir DASK poliçesi var (yenileme)
        </CheckboxField>
        <PolicyStartField meta={fields.PolicyStart} />
      </QuoteStepForm>
    </>
  )
}
