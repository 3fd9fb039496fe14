import { SelectField, TextField } from '~/components/ui/field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { PassportHolderFields, passportHolderLabels } from '../passport-holder/fields.tsx'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { RadioGroup } from '../insured-people/choices.tsx'
import { loadResidence, saveResidence } from './residence.server.ts'
import { residenceStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadResidence(wizardOf(args))

export const action = async (args: Route.ActionArgs) =>
  actionAnswer(await saveResidence(wizardOf(args), await postedForm(args.request)))

const periods = [
  { id: '1', name: '1 yıl' },
  { id: '2', name: '2 yıl' },
]

/** Yabancı sağlık: the passport, nationality, foreigner ID number and the permit's period. */
export default function ResidenceStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { fields, stepForm } = useQuoteStepForm(residenceStep, view, actionData, () =>
    import('./schema.ts').then((m) => m.residenceSchema(view.byPassport)),
  )
  // The fields in the order they appear, with their labels, for the error summary.
  const labels = {
    ...(view.byPassport ? passportHolderLabels : {}),
    PassportNumber: 'Pasaport numarası',
    Nationality: 'Uyruk',
    ForeignerIdNumber: 'Yabancı kimlik numarası (varsa)',
    PermitYears: 'İkamet izni süresi',
  }
  return (
    <QuoteStepForm
      {...stepForm}
      labels={labels}
      unloadedList={view.listsFailed ? 'Ülke listesi' : undefined}
    >
      <p className="text-slate-700">
        İkamet izni başvurunuz ya da uzatmanız için geçerli sağlık sigortası teklifleri, izin süresi
        kadar.
      </p>
      {view.byPassport ? <PassportHolderFields fields={fields} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {view.entryPassport ? (
          <p className="text-sm text-slate-700 sm:col-span-2">
            Pasaport numarası: {view.entryPassport} (girişte yazdığınız)
          </p>
        ) : (
          <TextField
            meta={fields.PassportNumber}
            label={labels.PassportNumber}
            autoComplete="off"
            maxLength={12}
          />
        )}
        <SelectField
          meta={fields.Nationality}
          label={labels.Nationality}
          options={view.countries}
        />
        <TextField
          meta={fields.ForeignerIdNumber}
          mask="digits"
          label={labels.ForeignerIdNumber}
          hint="99 ile başlayan 11 haneli numara; ilk başvuruda boş bırakın."
          autoComplete="off"
          maxLength={11}
        />
      </div>
      <RadioGroup meta={fields.PermitYears} legend={labels.PermitYears} options={periods} />
    </QuoteStepForm>
  )
}
