import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { definitionOf } from '../../definitions.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { FormMessage, type VehicleFormProps } from './form-parts.tsx'
import { vehicleStep } from './step.ts'
import { TextField } from '~/components/ui/field.tsx'
import type { vehicleQuerySchema } from '../../rules/vehicle.ts'

/** The order the fields appear in, for the focus after a round trip. */
const queryOrder = [
  'LicensePlateNumber',
  'LicensePermitSerial',
  'LicensePermitNumber',
  'AsbisNumber',
]
/** Plate and registration document (or ASBİS number): the registry finds the vehicle. */
export function QueryForm({ base, view, actionData }: VehicleFormProps) {
  const definition = definitionOf(base.productKey)
  const reply = actionData?.form === 'query' ? actionData : undefined
  const [form, fields] = useValidatedForm<
    typeof vehicleQuerySchema,
    Record<
      | 'LicensePlateNumber'
      | 'RegistrationKind'
      | 'LicensePermitSerial'
      | 'LicensePermitNumber'
      | 'AsbisNumber',
      string
    >
  >(() => import('../../rules/vehicle.ts').then((m) => m.vehicleQuerySchema), {
    id: `arac-sorgu-${base.draftId}`,
    lastResult: reply?.reply,
    defaultValue: view.queryDefaults,
  })
  const querying = usePendingSubmission({ intent: 'sorgula' })
  const kind = fields.RegistrationKind
  const radio = (value: string, label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name={kind.name}
        value={value}
        key={kind.key}
        defaultChecked={(kind.initialValue ?? 'belge') === value}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  )
  return (
    <ConformForm
      form={form}
      focusOrder={queryOrder}
      method="post"
      // While a vehicle or a not-found answer is saved, the query form is the page's ?yeni view.
      action={`${wizardPath(definition, base.draftId, vehicleStep.segment)}${view.vehicle || view.notFound ? '?yeni=1' : ''}`}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      <TextField meta={fields.LicensePlateNumber} mask="plate" label="Plaka" autoComplete="off" />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Ruhsat bilgisi</legend>
        <div className="flex flex-wrap gap-x-6">
          {radio('belge', 'Ruhsat belgesiyle')}
          {radio('asbis', 'ASBİS numarasıyla')}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          meta={fields.LicensePermitSerial}
          label="Belge seri"
          maxLength={2}
          autoComplete="off"
        />
        <TextField
          meta={fields.LicensePermitNumber}
          mask="digits"
          label="Belge numarası"
          maxLength={6}
          autoComplete="off"
        />
      </div>
      <TextField
        meta={fields.AsbisNumber}
        mask="digits"
        label="ASBİS numarası"
        hint="Ruhsat belgeniz yanınızda değilse, ruhsattaki ASBİS numarasını girebilirsiniz."
        maxLength={20}
        autoComplete="off"
      />
      <Button
        type="submit"
        name="intent"
        value="sorgula"
        pending={querying}
        className="w-full sm:w-auto"
      >
        Aracımı Sorgula
      </Button>
    </ConformForm>
  )
}
