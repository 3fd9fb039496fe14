import type { Option } from '~/components/forms/list-option.ts'

/**
 * The UAVT address chain of DASK and konut (spec §7, /api/dask/*). A level's field is the spec's
 * name of the id chosen there, the one the next level's list is asked for with; the last level's
 * value is the flat's UAVT code. `segment` names the level in the lists route's URL.
 */
export const uavtLevels = [
  { name: 'CityCode', label: 'İl', segment: 'il' },
  { name: 'CountyId', label: 'İlçe', segment: 'ilce' },
  { name: 'TownId', label: 'Belde / bucak', segment: 'belde' },
  { name: 'NeighborhoodId', label: 'Mahalle / köy', segment: 'mahalle' },
  { name: 'RoadAndStreetId', label: 'Cadde / sokak', segment: 'cadde-sokak' },
  { name: 'ApartmentNumber', label: 'Bina', segment: 'bina' },
  { name: 'UAVTNumber', label: 'Daire', segment: 'daire' },
] as const

export type UavtLevelName = (typeof uavtLevels)[number]['name']

/** What a form sent for the levels; anything but text counts as not chosen. */
export type UavtSelection = Partial<Record<UavtLevelName, unknown>>

/** One level's options under the parent level's choice ('' for the provinces). */
export interface UavtList {
  name: UavtLevelName
  parent: string
  /** null when the list could not be loaded; `message` then says why. */
  options: Option[] | null
  message?: string
}

export interface UavtLevel {
  name: UavtLevelName
  label: string
  parent: string
  /** null while the list is not loaded (not yet, or it failed). */
  options: Option[] | null
  /** The selection's value when its list holds it, else ''. */
  chosen: string
}

export interface UavtChain {
  /** From the provinces down to the first level without a valid choice. */
  levels: UavtLevel[]
  /** The flat's code once every level is chosen. */
  uavtNumber: string | null
  /** Why the last level's list is missing, in Turkish. */
  message: string | null
}

/** Where the address fields' script fetches one level's list (`?parent=` the choice above it). */
const UAVT_ROUTE = '/uavt'

export function uavtListUrl(name: UavtLevelName, parent: string): string {
  const { segment } = uavtLevels.find((level) => level.name === name)!
  return `${UAVT_ROUTE}/${segment}?parent=${encodeURIComponent(parent)}`
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The chosen values of a selection, level by level, '' where nothing usable was sent. */
export const selectedValues = (selection: UavtSelection) =>
  uavtLevels.map((level) => text(selection[level.name]))

/**
 * The chain as far as the selection reaches: each level with its list, keeping a choice only when
 * that list holds it, so a stale id (left from an earlier parent) or a forged one ends the chain
 * there. The server (no-JS round trip) and the browser (lists fetched one by one) walk it alike.
 */
export function walkUavtChain(
  selection: UavtSelection,
  listOf: (name: UavtLevelName, parent: string) => Option[] | null,
): UavtLevel[] {
  const values = selectedValues(selection)
  const levels: UavtLevel[] = []
  let parent = ''
  for (const [index, { name, label }] of uavtLevels.entries()) {
    const options = listOf(name, parent)
    const value = values[index]
    const chosen = value && options?.some((o) => String(o.id) === value) ? value : ''
    levels.push({ name, label, parent, options, chosen })
    if (!chosen) break
    parent = chosen
  }
  return levels
}

/** The UAVT code of a chain walked to its flat, else null. */
export const uavtNumberOf = (levels: UavtLevel[]) =>
  (levels.length === uavtLevels.length && levels.at(-1)?.chosen) || null
