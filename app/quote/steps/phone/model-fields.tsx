import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import type { Option } from '~/address/options.ts'
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
  const fetcher = useFetcher<ModelList>()
  const chosen = String(brand.value ?? '')
  const shown = [fetcher.data, models].find((list) => list?.brandId === chosen)?.options
  const listed = Boolean(shown)
  // Asked for once per brand, so a failed answer is not asked again in a loop.
  const askedFor = useRef('')
  useEffect(() => {
    if (chosen === '' || listed || askedFor.current === chosen) return
    askedFor.current = chosen
    void fetcher.load(`${PHONE_MODELS_ROUTE}?BrandId=${encodeURIComponent(chosen)}`)
  }, [chosen, listed, fetcher])
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <SelectField meta={brand} label="Marka" options={brands} />
        <noscript>
          <button
            type="submit"
            name="intent"
            value="marka-sec"
            formNoValidate
            className="mt-1 min-h-11 rounded font-semibold text-brand-700 underline"
          >
            Modelleri Getir
          </button>
        </noscript>
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
