import { ConformForm } from '~/components/forms/conform-form.tsx'
import { ConformErrorSummary } from '~/components/forms/error-summary.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { definitionOf } from '../../definitions.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { FormMessage, type VehicleFormProps } from './form-parts.tsx'
import { vehicleStep } from './step.ts'
import { CheckboxField, SelectField, TextField } from '~/components/ui/field.tsx'
import { NumberField } from '~/components/ui/number-field.tsx'
import type { confirmSchema } from './schemas.ts'
import type { FoundVehicle } from './types.ts'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'

/** The form's fields in the order they appear, with their labels. */
const fieldLabels = {
  Birthdate: 'Doğum tarihi',
  PolicyStart: policyStartLabel,
  RadioPrice: 'Radyo / teyp bedeli (₺)',
  NavigationPrice: 'Navigasyon bedeli (₺)',
  SteelWheelPrice: 'Çelik jant bedeli (₺)',
  OtherAccessoryPrice: 'Diğer aksesuarlar (₺)',
  IsOriginalLpg: 'Araçtaki LPG orijinaldir',
  ProfessionCode: 'Meslek',
}

/** What the registry (or the owner's choice) says of the vehicle. */
export function VehicleSummary({ vehicle }: { vehicle: FoundVehicle }) {
  const rows: [string, string][] = [
    ['Plaka', vehicle.plate],
    ['Marka', vehicle.brand],
    ['Model', vehicle.model],
    ['Model yılı', String(vehicle.modelYear)],
    ['Kullanım tarzı', vehicle.usingType],
    ['Yakıt tipi', vehicle.fuelType],
    ['Motor numarası', vehicle.engineNumber],
    ['Şasi numarası', vehicle.frameNumber],
    ['Mevcut poliçe bitişi', vehicle.policyEndDate ?? 'Kayıtlı poliçe yok'],
  ]
  return (
    <dl className="mt-6 grid gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Kasko's questions and the birth date when asked; then the engine opens the quote. */
export function ConfirmForm({ base, view, actionData }: VehicleFormProps) {
  const definition = definitionOf(base.productKey)
  const reply = actionData?.form === 'confirm' ? actionData : undefined
  const kasko = view.kasko
  const [form, fields] = useValidatedForm<
    ReturnType<typeof confirmSchema>,
    Record<
      | 'RadioPrice'
      | 'NavigationPrice'
      | 'SteelWheelPrice'
      | 'OtherAccessoryPrice'
      | 'IsOriginalLpg'
      | 'ProfessionCode'
      | 'Birthdate'
      | 'PolicyStart',
      string
    >
  >(
    () =>
      import('./schemas.ts').then((m) =>
        m.confirmSchema(Boolean(kasko), base.asksBirthDate, view.policyStart !== null),
      ),
    {
      id: `arac-onay-${base.draftId}`,
      lastResult: reply?.reply,
      defaultValue: {
        ...kasko?.defaults,
        ...(view.policyStart === null ? {} : { PolicyStart: view.policyStart }),
      },
    },
  )
  const confirming = usePendingSubmission({ intent: 'teklif-al' })
  const accessory = (
    name: 'RadioPrice' | 'NavigationPrice' | 'SteelWheelPrice' | 'OtherAccessoryPrice',
  ) => (
    <NumberField
      meta={fields[name]}
      label={fieldLabels[name]}
      min={kasko!.limits[name]!.min}
      max={kasko!.limits[name]!.max}
      step={100}
    />
  )
  return (
    <ConformForm
      form={form}
      focusOrder={Object.keys(fieldLabels)}
      method="post"
      action={wizardPath(definition, base.draftId, vehicleStep.segment)}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      <ConformErrorSummary form={form} labels={fieldLabels} />
      {base.asksBirthDate ? (
        <TextField
          meta={fields.Birthdate}
          mask="date"
          label={fieldLabels.Birthdate}
          hint="GG.AA.YYYY"
          autoComplete="bday"
        />
      ) : null}
      {view.policyStart === null ? null : <PolicyStartField meta={fields.PolicyStart} />}
      {kasko ? (
        <>
          <fieldset className="grid gap-4">
            <legend className="text-lg font-semibold">Aksesuarlar</legend>
            <p className="text-sm text-slate-700">
              Araçta fabrika çıkışı olmayan aksesuarların bedellerini girin; yoksa 0 bırakın.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {accessory('RadioPrice')}
              {accessory('NavigationPrice')}
              {accessory('SteelWheelPrice')}
              {accessory('OtherAccessoryPrice')}
            </div>
          </fieldset>
          <CheckboxField meta={fields.IsOriginalLpg}>{fieldLabels.IsOriginalLpg}</CheckboxField>
          <SelectField
            meta={fields.ProfessionCode}
            label={fieldLabels.ProfessionCode}
            options={kasko.professions}
          />
        </>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="teklif-al"
        pending={confirming}
        className="w-full sm:w-auto"
      >
        Bilgiler Doğru, Teklifleri Getir
      </Button>
    </ConformForm>
  )
}
