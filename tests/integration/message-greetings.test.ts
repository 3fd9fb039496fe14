import { describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { sendRenewalReminders } from '../../server/agency/aftercare/renewal-reminders.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import { policyLinkToken } from '../../server/agency/payments/policy-link.ts'
import { addDays } from '../../server/agency/registry/dates.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { agencyForFile } from '../support/agency.ts'
import { liseCaddesi12Flat3 } from '../support/dask-konut.ts'
import { buyFirstOffer, visitorContext } from '../support/paid-policy.ts'

// The e-mails a policy's owner keeps after the policy e-mail (the renewal reminder, the withdrawal
// confirmation) greet the insured, as the policy e-mail and the policy do; the card holder paid,
// may be anyone, and is not the one whose policy ends or was withdrawn (issue 38).
const agency = await agencyForFile()
const { branding } = readAgencySettings({ UPSTREAM_SITE_CREDENTIAL: 'site' })
const withdrawal = await import('~/upstream/withdrawal.server.ts')

let phoneSeq = 0
/** A DASK policy insuring Ahmet Arslan, paid with Ali Kartsahibi's card: its row. */
async function policyPaidBySomeoneElse() {
  const Phone = `53212700${String(++phoneSeq).padStart(2, '0')}`
  const { policyNumber } = await buyFirstOffer(
    agency,
    {
      QueryType: 'dask',
      NationalNumber: '10000000146',
      Phone,
      UAVTNumber: liseCaddesi12Flat3,
    } as unknown as QuoteHeaderRequest,
    { insuredName: 'Ahmet Arslan', payer: 'Ali Kartsahibi' },
  )
  return agency.db
    .selectFrom('policies')
    .select(['id', 'policy_number', 'ends_on'])
    .where('policy_number', '=', policyNumber)
    .executeTakeFirstOrThrow()
}

const emailsAbout = (policyNumber: string, words: string) =>
  agency.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', 'email')
    .where('body', 'like', `%${policyNumber}%`)
    .where('body', 'like', `%${words}%`)
    .execute()

describe('the e-mails after the policy e-mail', () => {
  it('greet the insured in the renewal reminder, not the card holder', async () => {
    const policy = await policyPaidBySomeoneElse()
    await sendRenewalReminders(
      agency.db,
      outboxMessenger(agency.db),
      branding,
      addDays(policy.ends_on, -30),
    )
    const [reminder] = await emailsAbout(policy.policy_number, 'tarihinde doluyor')
    expect(reminder!.body).toMatch(/^Sayın Ahmet Arslan, /)
    expect(reminder!.body).not.toContain('Kartsahibi')
  })

  it('greet the insured in the withdrawal confirmation, not the card holder', async () => {
    const policy = await policyPaidBySomeoneElse()
    const DownloadToken = await policyLinkToken(agency.db, policy.id)
    const done = await withdrawal.withdrawPolicy(
      { DownloadToken, ReplacementDeclared: true },
      visitorContext,
    )
    expect(done.ok).toBe(true)
    const [confirmation] = await emailsAbout(policy.policy_number, 'cayma talebiniz üzerine')
    expect(confirmation!.body).toMatch(/^Sayın Ahmet Arslan, /)
    expect(confirmation!.body).not.toContain('Kartsahibi')
  })
})
