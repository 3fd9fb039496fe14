import { Link } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { ConformErrorSummary } from '~/components/forms/error-summary.tsx'
import { ListRoundTripButton } from '~/components/forms/list-round-trip.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { UnloadedListNotice } from '~/components/ui/form-message.tsx'
import { definitionOf } from '../../definitions.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { FormMessage, linkClass, type VehicleFormProps } from './form-parts.tsx'
import { vehicleStep } from './step.ts'
import { SelectField } from '~/components/ui/field.tsx'
import type { vehicleChoiceSchema } from '../../rules/vehicle.ts'

/** The form's fields in the order they appear, with their labels. */
const fieldLabels = {
  BrandCode: 'Marka',
  BrandCodeFull: 'Model',
  ModelYear: 'Model yılı',
  UsingType: 'Kullanım tarzı',
  FuelType: 'Yakıt tipi',
}

/** Brand, model, year, usage and fuel from the provider's lists; the lists follow the brand. */
export function ManualForm({ base, view, actionData }: VehicleFormProps) {
  const definition = definitionOf(base.productKey)
  const manual = view.manual!
  const reply = actionData?.form === 'manual' ? actionData : undefined
  const [form, fields] = useValidatedForm<
    typeof vehicleChoiceSchema,
    Record<'BrandCode' | 'BrandCodeFull' | 'ModelYear' | 'UsingType' | 'FuelType', string>
  >(() => import('../../rules/vehicle.ts').then((m) => m.vehicleChoiceSchema), {
    id: `arac-secim-${base.draftId}`,
    lastResult: reply?.reply,
    defaultValue: manual.defaults,
  })
  const saving = usePendingSubmission({ intent: 'arac-kaydet' })
  const brand = manual.brands.find((b) => b.code === String(fields.BrandCode.value ?? ''))
  const model = brand?.models.find((m) => m.code === String(fields.BrandCodeFull.value ?? ''))
  // Before a model is chosen the years and fuels of all the brand's models are offered; the
  // provider checks the combination when it is saved.
  const years = [...new Set((model ? [model] : (brand?.models ?? [])).flatMap((m) => m.years))]
    .sort((a, b) => b - a)
    .map((y) => ({ id: y, name: String(y) }))
  const fuels = new Set((model ? [model] : (brand?.models ?? [])).flatMap((m) => m.fuelTypes))
  return (
    <ConformForm
      form={form}
      method="post"
      action={`${wizardPath(definition, base.draftId, vehicleStep.segment)}${view.vehicle ? '?duzelt=1' : ''}`}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      <ConformErrorSummary form={form} labels={fieldLabels} />
      {manual.listsFailed ? <UnloadedListNotice list="Araç listeleri" /> : null}
      <div
        onChange={(event) => {
          const target = event.target
          if (target instanceof HTMLSelectElement && target.name === 'BrandCode') {
            form.update({ name: fields.BrandCodeFull.name, value: '' })
          }
        }}
      >
        <SelectField
          meta={fields.BrandCode}
          label={fieldLabels.BrandCode}
          options={manual.brands.map((b) => ({ id: b.code, name: b.name }))}
        />
      </div>
      <div>
        <SelectField
          meta={fields.BrandCodeFull}
          label={fieldLabels.BrandCodeFull}
          options={(brand?.models ?? []).map((m) => ({ id: m.code, name: m.name }))}
        />
        {/* Without JavaScript the lists follow the brand and model on this round trip. */}
        <ListRoundTripButton intent="marka-sec">
          Modelleri ve seçenekleri güncelle
        </ListRoundTripButton>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField meta={fields.ModelYear} label={fieldLabels.ModelYear} options={years} />
        <SelectField
          meta={fields.UsingType}
          label={fieldLabels.UsingType}
          options={manual.usingTypes}
        />
        <SelectField
          meta={fields.FuelType}
          label={fieldLabels.FuelType}
          options={manual.fuelTypes.filter((f) => fuels.size === 0 || fuels.has(String(f.id)))}
        />
      </div>
      <p className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          name="intent"
          value="arac-kaydet"
          pending={saving}
          className="w-full sm:w-auto"
        >
          Aracımı Kaydet
        </Button>
        {view.vehicle ? (
          <Link
            to={wizardPath(definition, base.draftId, vehicleStep.segment)}
            className={linkClass}
          >
            Vazgeç
          </Link>
        ) : null}
      </p>
    </ConformForm>
  )
}
