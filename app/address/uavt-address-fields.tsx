import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { ListRoundTripButton } from '~/components/forms/list-round-trip.tsx'
import { SelectField } from '~/components/ui/field.tsx'
import {
  uavtLevels,
  uavtListUrl,
  walkUavtChain,
  type UavtChain,
  type UavtLevelName,
  type UavtList,
} from './uavt-chain.ts'

type Meta = FieldMetadata<string | undefined | null | boolean>

/** Which list: a level's, under one choice of the level above. */
const keyOf = (list: { name: string; parent: string }) => `${list.name}:${list.parent}`

/**
 * The UAVT address chain as one select per level, il down to daire, under the spec's field names.
 * With JavaScript each choice brings the next level's list from the lists route and empties the
 * levels below; without it the "Listeyi Getir" button posts the form with `intent` and the page's
 * action answers with the chain one level further (loadUavtChain), every choice kept.
 */
export function UavtAddressFields({
  fields,
  chain,
  intent,
}: {
  fields: Record<UavtLevelName, Meta>
  /** The chain the server loaded for this form (its loader, or the answer to `intent`). */
  chain: UavtChain
  /** The no-JS button's intent, which the page's action answers with the next level. */
  intent: string
}) {
  const fetcher = useFetcher<UavtList>()
  // Every list fetched so far, so the levels above keep theirs while the next one loads.
  const [fetched, setFetched] = useState<UavtList[]>([])
  if (fetcher.data?.options && !fetched.includes(fetcher.data)) {
    setFetched([...fetched, fetcher.data])
  }
  // Once the visitor changes a level here, a level that remounts under a new choice starts empty
  // instead of at the value the server rendered.
  const [edited, setEdited] = useState(false)

  // conform's values: what is chosen now, and once hydrated also what was chosen before
  // (ConformForm re-reads the form). The browser walks the chain by the server's rule.
  const selection = Object.fromEntries(uavtLevels.map(({ name }) => [name, fields[name].value]))
  const lists = [...chain.levels, ...fetched]
  const levels = walkUavtChain(
    selection,
    (name, parent) =>
      lists.findLast((list) => list.name === name && list.parent === parent)?.options ?? null,
  )
  const last = levels.at(-1)!
  const missing = last.options === null ? keyOf(last) : ''
  const loading = missing !== '' && fetcher.state === 'loading'
  // Why the missing list is missing: the browser's last answer for it, or else the server's.
  const serverLast = chain.levels.at(-1)
  const failed =
    fetcher.data && keyOf(fetcher.data) === missing
      ? fetcher.data.message
      : serverLast && keyOf(serverLast) === missing
        ? chain.message
        : null
  // A level without its list gets it, asked for once: a failed answer is not asked again in a
  // loop, only once the visitor has moved on and comes back to it.
  const askedFor = useRef('')
  useEffect(() => {
    if (askedFor.current === missing) return
    askedFor.current = missing
    if (missing === '') return
    void fetcher.load(uavtListUrl(last.name, last.parent))
  }, [missing, last.name, last.parent, fetcher])

  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2" onChange={() => setEdited(true)}>
        {levels.map((level) => (
          <SelectField
            // A new choice above gives the level a new select, so it never shows a stale choice.
            key={keyOf(level)}
            meta={fields[level.name]}
            label={level.label}
            options={level.options ?? []}
            emptyText={level.options === null && loading ? 'Yükleniyor…' : undefined}
            defaultValue={edited ? '' : undefined}
          />
        ))}
      </div>
      {/* With scripts each choice brings its list by itself; the button is for those without. */}
      <ListRoundTripButton intent={intent} className="mt-1">
        Listeyi Getir
      </ListRoundTripButton>
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-700">
        {loading ? `${last.label} listesi yükleniyor…` : last.options === null ? failed : null}
      </p>
    </div>
  )
}
