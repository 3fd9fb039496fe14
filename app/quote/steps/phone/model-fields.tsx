import type { FieldMetadata } from '@conform-to/react'
import { useFetcher } from 'react-router'
import type { Option } from '~/components/forms/list-option.ts'
import { ListRoundTripButton, useFollowingOptions } from '~/components/forms/list-round-trip.tsx'
import { SelectField } from '~/components/ui/field.tsx'
import { PHONE_MODELS_ROUTE, type ModelList } from './models.ts'

type Meta = FieldMetadata<string | undefined | null | boolean>

/**
 * Brand then model, as the site's city → county fields work: with JavaScript the model list
 * follows the brand from the phone models route; without it "Modelleri Getir" posts the form
 * with intent marka-sec and the step's action answers with the models and everything as typed.
 */
export function PhoneModelFields({
  brand,
  model,
  brands,
  models,
}: {
  brand: Meta
  model: Meta
  brands: Option[]
  /** The list the server rendered (loader or the marka-sec answer), for the brand it belongs to. */
  models: ModelList
}) {
  const chosen = String(brand.value ?? '')
  const modelsUrl = `${PHONE_MODELS_ROUTE}?BrandId=${encodeURIComponent(chosen)}`
  const fetcher = useFetcher<ModelList>()
  const shown = useFollowingOptions(fetcher, chosen, models, (list) => list.brandId, modelsUrl)
  const listed = Boolean(shown)
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <SelectField meta={brand} label="Marka" options={brands} />
        <ListRoundTripButton intent="marka-sec" className="mt-1">
          Modelleri Getir
        </ListRoundTripButton>
      </div>
      <SelectField
        meta={model}
        label="Model"
        options={shown ?? []}
        emptyText={chosen && !listed ? 'Modeller yükleniyor…' : 'Önce marka seçiniz'}
      />
    </div>
  )
}
