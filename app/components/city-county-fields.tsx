import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { COUNTIES_ROUTE, type CountyList, type Option } from '~/address/options.ts'
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
  const fetcher = useFetcher<CountyList>()
  // The city chosen now. A slow phone shows the page before it hydrates, and the visitor may have
  // chosen a city meanwhile: once hydrated, the select itself is read. Only a list that belongs
  // to that city is shown.
  const [chosen, choose] = useState(String(city.initialValue ?? ''))
  const cityBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const select = cityBox.current?.querySelector('select')
    if (select) choose(select.value)
  }, [])
  const shown = [fetcher.data, counties].find((list) => list?.cityCode === chosen)?.options
  const listed = Boolean(shown)
  // A city without its list gets it, asked for once: a failed answer is not asked again in a loop.
  const askedFor = useRef('')
  useEffect(() => {
    if (chosen === '' || listed || askedFor.current === chosen) return
    askedFor.current = chosen
    void fetcher.load(`${COUNTIES_ROUTE}?CityCode=${encodeURIComponent(chosen)}`)
  }, [chosen, listed, fetcher])
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div
        ref={cityBox}
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) choose(event.target.value)
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
      <SelectField meta={county} label="İlçe" options={shown ?? []} />
    </div>
  )
}
