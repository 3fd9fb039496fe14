import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { referenceAndContent } from './migrations/0001-reference-and-content.ts'
import { vehiclesQuotesOffers } from './migrations/0400-vehicles-quotes-offers.ts'
import { identity } from './migrations/0200-identity.ts'
import { members } from './migrations/0300-members.ts'
import { paymentsPolicies } from './migrations/0500-payments-policies.ts'

// Migrations live in code so the bundled backend carries them; Kysely applies them in name order.
const migrations: Record<string, Migration> = {
  '0001-reference-and-content': referenceAndContent,
  '0400-vehicles-quotes-offers': vehiclesQuotesOffers,
  '0200-identity': identity,
  '0300-members': members,
  '0500-payments-policies': paymentsPolicies,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the tables' types exist
export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Veritabanı güncellemesi başarısız: ${failed?.migrationName ?? ''}`, {
      cause: error,
    })
  }
}
