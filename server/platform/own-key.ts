/**
 * Whether `key` names one of `table`'s own entries, so that `table[key]` is one of its values: a
 * text from outside (a form's intent, a line key read from the database) is checked before it
 * picks from a table, and a name every object has ("constructor", "toString") picks nothing.
 */
export const isOwnKey = <Table extends object>(
  table: Table,
  key: PropertyKey,
): key is keyof Table => Object.hasOwn(table, key)
