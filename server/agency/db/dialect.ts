import { PostgresAdapter, type ColumnDataType, type Kysely } from 'kysely'

/** An auto-numbered primary key column type in either dialect. */
export function serialType(db: Kysely<unknown>): ColumnDataType {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer'
}
