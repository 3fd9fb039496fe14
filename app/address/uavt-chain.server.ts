import type { UpstreamContext } from '~/upstream/client.server.ts'
import {
  getUavtBuildings,
  getUavtCities,
  getUavtCounties,
  getUavtFlats,
  getUavtNeighborhoods,
  getUavtStreets,
  getUavtTowns,
} from '~/upstream/dask.server.ts'
import {
  selectedValues,
  uavtLevels,
  uavtNumberOf,
  walkUavtChain,
  type UavtChain,
  type UavtLevelName,
  type UavtList,
  type UavtSelection,
} from './uavt-chain.ts'

/** Each level's list, asked for with the id chosen on the level above. */
const listCalls = {
  CityCode: (_parent: string, context: UpstreamContext) => getUavtCities(context),
  CountyId: getUavtCounties,
  TownId: getUavtTowns,
  NeighborhoodId: getUavtNeighborhoods,
  RoadAndStreetId: getUavtStreets,
  ApartmentNumber: getUavtBuildings,
  UAVTNumber: getUavtFlats,
} satisfies Record<UavtLevelName, unknown>

/** One level's options under `parent`; a failed call is a list without options and its message. */
export async function loadUavtList(
  name: UavtLevelName,
  parent: string,
  context: UpstreamContext,
): Promise<UavtList> {
  const result = await listCalls[name](parent, context)
  if (!result.ok) return { name, parent, options: null, message: result.message }
  const options = (result.body.Results ?? []).map((item) => ({ id: item.Id, name: item.Text }))
  return { name, parent, options }
}

/**
 * The chain of a form's selection: every list down to the first level not (validly) chosen, each
 * choice kept only when its list holds it, and the UAVT code once a flat is chosen. Never throws:
 * a list that fails ends the chain there, with the reason in Turkish.
 */
export async function loadUavtChain(
  selection: UavtSelection,
  context: UpstreamContext,
): Promise<UavtChain> {
  // The lists under every sent value are asked for at once, one round trip's wait instead of
  // seven; the walk then uses only those under choices their own lists confirm.
  const values = selectedValues(selection)
  const asked = uavtLevels.filter(
    (_, index) => index === 0 || values.slice(0, index).every(Boolean),
  )
  const lists = await Promise.all(
    asked.map((level, index) => loadUavtList(level.name, values[index - 1] ?? '', context)),
  )
  const levels = walkUavtChain(
    selection,
    (name, parent) => lists.find((l) => l.name === name && l.parent === parent)?.options ?? null,
  )
  return {
    levels,
    uavtNumber: uavtNumberOf(levels),
    message: lists[levels.length - 1]?.message ?? null,
  }
}
