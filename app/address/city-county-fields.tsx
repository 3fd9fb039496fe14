import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { COUNTIES_ROUTE, type CountyList } from '~/address/options.ts'
import type { Option } from '~/components/forms/list-option.ts'
import { ListRoundTripButton, useFollowingOptions } from '~/components/forms/list-round-trip.tsx'
import { SelectField, type FieldMeta } from '~/components/ui/field.tsx'

type Meta = FieldMeta

/**
 * City then county, the same on every form of the site. With JavaScript the county list follows
 * the city from the counties route; without it the "İlçeleri Getir" button posts the form with
 * intent il-sec and the page's action answers with the counties and everything as typed.
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
  /** The list the server rendered (loader or the il-sec answer), for the city it belongs to. */
  counties: CountyList
}) {
  // The city chosen now. A slow phone shows the page before it hydrates, and the visitor may have
  // chosen a city meanwhile: once hydrated, the select itself is read. Only a list that belongs
  // to that city is shown.
  const [chosen, choose] = useState(String(city.initialValue ?? ''))
  const cityBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const select = cityBox.current?.querySelector('select')
    if (select) choose(select.value)
  }, [])
  const countiesUrl = `${COUNTIES_ROUTE}?CityCode=${encodeURIComponent(chosen)}`
  const fetcher = useFetcher<CountyList>()
  const shown = useFollowingOptions(fetcher, chosen, counties, (list) => list.cityCode, countiesUrl)
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div
        ref={cityBox}
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) choose(event.target.value)
        }}
      >
        <SelectField meta={city} label="İl" options={cities} />
        <ListRoundTripButton intent="il-sec" className="mt-1">
          İlçeleri Getir
        </ListRoundTripButton>
      </div>
      <SelectField meta={county} label="İlçe" options={shown ?? []} />
    </div>
  )
}
