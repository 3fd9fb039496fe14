import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { todayInTurkey } from '../registry/dates.ts'

/** The support request type a claim report (hasar ihbarı) goes upstream as: "Hasar Bildirimi". */
export const CLAIM_REQUEST_TYPE = 2

/**
 * Opens the claim file of a claim report: its number (HSR-<year>-<request, six digits>), sent to
 * the reporter by SMS. The report stands whatever the SMS operator says: the number is shown
 * with the request too.
 */
export async function openClaimFile(
  db: AgencyDb,
  messenger: Messenger,
  claim: { requestId: number; phone: string | null; agencyName: string },
) {
  const fileNumber = `HSR-${todayInTurkey().slice(0, 4)}-${String(claim.requestId).padStart(6, '0')}`
  await db
    .insertInto('claim_files')
    .values({
      request_id: claim.requestId,
      file_number: fileNumber,
      created_at: new Date().toISOString(),
    })
    .execute()
  if (claim.phone) {
    try {
      await messenger.sms({
        phone: claim.phone,
        text: `${claim.agencyName}: Hasar ihbarınız alındı. Dosya numaranız: ${fileNumber}. Dosyanızın durumunu Hesabım → Destek Taleplerim sayfasından izleyebilirsiniz.`,
      })
    } catch (error) {
      if (!(error instanceof DeliveryFailed)) throw error
    }
  }
  return fileNumber
}

/** The claim file number of a support request, or null when it is not a claim report. */
export async function claimFileNumber(db: AgencyDb, requestId: number) {
  const row = await db
    .selectFrom('claim_files')
    .select('file_number')
    .where('request_id', '=', requestId)
    .executeTakeFirst()
  return row?.file_number ?? null
}
