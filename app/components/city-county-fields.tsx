import type { FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { COUNTIES_ROUTE, type CountyList, type Option } from '~/address/options.ts'
import { SelectField } from '~/components/ui/field.tsx'

type Meta = FieldMetadata<string | undefined | null | boolean>

/**
 * City then county, the same on every form of the site. With JavaScript the county list follows
 * the city at once from the counties route; without it the "İlçeleri Getir" button posts the form
 * with intent il-sec and the page's action answers with the counties and everything as typed.
 */
export function CityCountyFields({
  city,
  county,
  cities,
  counties,
}: {
  city: Meta
  county: Meta
  cities: Option[]
  /** The list the server rendered (loader or the il-sec answer). */
  counties: CountyList
}) {
  const fetcher = useFetcher<CountyList>()
  const [chosenCity, setChosenCity] = useState<string | null>(null)
  const current = chosenCity ?? counties.cityCode
  // The newest list that belongs to the city now chosen; never a late answer for an older one.
  const shown = [fetcher.data, counties].find((list) => list?.cityCode === current)?.options ?? []
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div
        onChange={(event) => {
          const target = event.target
          if (!(target instanceof HTMLSelectElement) || target.name !== city.name) return
          setChosenCity(target.value)
          if (target.value) {
            void fetcher.load(`${COUNTIES_ROUTE}?CityCode=${encodeURIComponent(target.value)}`)
          }
        }}
      >
        <SelectField meta={city} label="İl" options={cities} />
        <noscript>
          <button
            type="submit"
            name="intent"
            value="il-sec"
            formNoValidate
            className="mt-1 min-h-11 rounded font-semibold text-brand-700 underline"
          >
            İlçeleri Getir
          </button>
        </noscript>
      </div>
      <SelectField meta={county} label="İlçe" options={shown} />
    </div>
  )
}
