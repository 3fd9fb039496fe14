/** A select-list entry: its text alone (the id is its position) or an [id, text] pair. */
export type ListEntry = string | readonly [id: string, text: string]

/** The list rows of one group, in order; a bare text gets its 1-based position as id. */
export const listRows = (groupCode: string, entries: ListEntry[]) =>
  entries.map((entry, i) => ({
    group_code: groupCode,
    id: typeof entry === 'string' ? String(i + 1) : entry[0],
    text: typeof entry === 'string' ? entry : entry[1],
    sort: i,
  }))
