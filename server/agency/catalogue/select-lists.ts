import { healthLists } from './health-lists.ts'
import { listRows, type ListEntry } from './list-entry.ts'
import { petLists } from './pets.ts'
import { propertyLists } from './property-lists.ts'

/** Select lists served by /api/Listeler/get-list, keyed by GroupCode (spec §3). */
export const selectLists: Record<string, ListEntry[]> = {
  ...propertyLists,
  ...healthLists,
  ...petLists,
}

/** The text of a list entry by group and id, for offers and documents. */
export function listText(groupCode: string, id: string): string | undefined {
  const rows = listRows(groupCode, selectLists[groupCode] ?? [])
  return rows.find((r) => r.id === id)?.text
}
