import { latestOutboxMessage, type RunningAgency } from './agency.ts'

/** The 6-digit code of the newest SMS the backend "sent" to `phone`. */
export const codeSentTo = async (agency: RunningAgency, phone: string) =>
  /(\d{6})/.exec(await latestOutboxMessage(agency, phone))![1]!

/**
 * A visitor's phone verified for a support request or a claim report (QueryType 'destek'), as
 * the storefront's dialog does it. Call after agencyForFile: the client reads the backend's
 * address as it loads.
 */
export async function verifySupportPhone(agency: RunningAgency, phone: string) {
  const auth = await import('~/upstream/auth.server.ts')
  const visitor = { member: null }
  const sent = await auth.sendTemporaryCode(
    {
      QueryType: 'destek',
      Phone: phone,
      PrivacyPolicy: true,
      OpenDataAgreement: true,
      AdvertisementAgreement: false,
    },
    visitor,
  )
  if (!sent.ok) throw new Error(sent.message)
  const confirmed = await auth.confirmTemporaryCode(
    { QueryType: 'destek', Gsm: phone, SmsActivationCode: await codeSentTo(agency, phone) },
    visitor,
  )
  if (!confirmed.ok) throw new Error(confirmed.message)
}
