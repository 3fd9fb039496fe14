import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { referenceAndContent } from './migrations/0001-reference-and-content.ts'
import { vehiclesQuotesOffers } from './migrations/0400-vehicles-quotes-offers.ts'
import { identity } from './migrations/0200-identity.ts'
import { members } from './migrations/0300-members.ts'
import { passwordChangeTokens } from './migrations/0310-password-change-tokens.ts'
import { daskKonut } from './migrations/0600-dask-konut.ts'
import { paymentsPolicies } from './migrations/0500-payments-policies.ts'
import { phoneOfferRequests } from './migrations/0700-phone-offer-requests.ts'
import { supportByPhone } from './migrations/0800-support-by-phone.ts'
import { onePolicyPerQuote } from './migrations/0910-one-policy-per-quote.ts'
import { signingKeys } from './migrations/0920-signing-keys.ts'
import { policyWithdrawals } from './migrations/0930-policy-withdrawals.ts'
import { renewalReminders } from './migrations/0940-renewal-reminders.ts'
import { renewalReminderChannels } from './migrations/0945-renewal-reminder-channels.ts'
import { claimFiles } from './migrations/0950-claim-files.ts'
import { quoteHeaderFields } from './migrations/0960-quote-header-fields.ts'
import { claimReports } from './migrations/0970-claim-reports.ts'
import { claimIntake } from './migrations/0980-claim-intake.ts'
import { policyEmails } from './migrations/0990-policy-emails.ts'
import { renewalTimesInTexts } from './migrations/0995-renewal-times-in-texts.ts'
import { supportRequestPolicy } from './migrations/1005-support-request-policy.ts'
import { faqPromisesKept } from './migrations/1006-faq-promises-kept.ts'
import { renewalRemindersByLine } from './migrations/1007-renewal-reminders-by-line.ts'
import { textsKeptPromises } from './migrations/1008-texts-kept-promises.ts'
import { renewalRemindersPetAge } from './migrations/1009-renewal-reminders-pet-age.ts'
import { phoneAndTenantTexts } from './migrations/1010-phone-and-tenant-texts.ts'
import { renewalRemindersHealthAge } from './migrations/1011-renewal-reminders-health-age.ts'

// Migrations live in code so the bundled backend carries them; Kysely applies them in name order.
// Work done in parallel can add a migration numbered below one a database already has (0310 after
// 0400, 0500 after 0600): such a one still runs, instead of stopping the start.
const migrations: Record<string, Migration> = {
  '0001-reference-and-content': referenceAndContent,
  '0400-vehicles-quotes-offers': vehiclesQuotesOffers,
  '0200-identity': identity,
  '0300-members': members,
  '0310-password-change-tokens': passwordChangeTokens,
  '0600-dask-konut': daskKonut,
  '0500-payments-policies': paymentsPolicies,
  '0700-phone-offer-requests': phoneOfferRequests,
  '0800-support-by-phone': supportByPhone,
  '0910-one-policy-per-quote': onePolicyPerQuote,
  '0920-signing-keys': signingKeys,
  '0930-policy-withdrawals': policyWithdrawals,
  '0940-renewal-reminders': renewalReminders,
  '0945-renewal-reminder-channels': renewalReminderChannels,
  '0950-claim-files': claimFiles,
  '0960-quote-header-fields': quoteHeaderFields,
  '0970-claim-reports': claimReports,
  '0980-claim-intake': claimIntake,
  '0990-policy-emails': policyEmails,
  '0995-renewal-times-in-texts': renewalTimesInTexts,
  '1005-support-request-policy': supportRequestPolicy,
  '1006-faq-promises-kept': faqPromisesKept,
  '1007-renewal-reminders-by-line': renewalRemindersByLine,
  '1008-texts-kept-promises': textsKeptPromises,
  '1009-renewal-reminders-pet-age': renewalRemindersPetAge,
  '1010-phone-and-tenant-texts': phoneAndTenantTexts,
  '1011-renewal-reminders-health-age': renewalRemindersHealthAge,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the tables' types exist
export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
  }).migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Veritabanı güncellemesi başarısız: ${failed?.migrationName ?? ''}`, {
      cause: error,
    })
  }
}
