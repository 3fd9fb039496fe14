import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { SelectField } from '~/components/ui/field.tsx'
import type { Option } from '~/members/cities.server.ts'

type Meta = FieldMetadata<string | undefined | null | boolean>

/**
 * City then county. With JavaScript the county list follows the city at once; without it the
 * "İlçeleri Getir" button posts the form with intent il-sec and the page comes back with them.
 */
export function CityCountyFields({
  city,
  county,
  cities,
  counties,
  countiesUrl,
}: {
  city: Meta
  county: Meta
  cities: Option[]
  counties: Option[]
  /** A loader answering { counties } for ?CityCode=. */
  countiesUrl: string
}) {
  const fetcher = useFetcher<{ counties: Option[] }>()
  const shown = fetcher.data?.counties ?? counties
  // conform's value of the city: what is chosen now, and once hydrated also what was chosen
  // before. The server's list belongs to the city it rendered; another one gets its own list.
  const chosen = String(city.value ?? '')
  const listedFor = useRef(String(city.initialValue ?? ''))
  useEffect(() => {
    if (chosen === '' || listedFor.current === chosen) return
    listedFor.current = chosen
    void fetcher.load(`${countiesUrl}?CityCode=${encodeURIComponent(chosen)}`)
  }, [chosen, countiesUrl, fetcher])
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <SelectField meta={city} label="İl" options={cities} />
        <noscript>
          <Button type="submit" name="intent" value="il-sec" variant="secondary" formNoValidate>
            İlçeleri Getir
          </Button>
        </noscript>
      </div>
      <SelectField meta={county} label="İlçe" options={shown} />
    </div>
  )
}
