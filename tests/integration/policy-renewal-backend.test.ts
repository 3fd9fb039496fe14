import { beforeAll, describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { storefrontOnWire } from '../support/browserless-quote.ts'
import { liseCaddesi12Building, liseCaddesi12Flat3 } from '../support/dask-konut.ts'
import { readPage } from '../support/html.ts'
import { buyFirstOffer } from '../support/paid-policy.ts'
import { browserlessVisitor } from '../support/storefront.ts'

// Poliçelerim's "Yenile" (`/hesabim/policelerim/:policyNumber/yenile`) on a policy the back office
// gives no renewal for (404: not the member's, or no such number): a new quote for the line the
// button named, with no SMS to anyone; without a line it knows, back to Poliçelerim.
const { agency, storefront } = await storefrontOnWire()
const startAgain =
  'Bu poliçenin bilgileri yeni teklife aktarılamıyor. Teklif için bilgilerinizi girmeniz yeterli.'

/**
 * Ayşe Yılmaz, a demo member (README), logged in without JavaScript: once for the file, as a
 * login from a device the back office has not seen is asked for an SMS code.
 */
const member = browserlessVisitor(storefront.url)
beforeAll(async () => {
  const login = await member.post('/giris', { Username: '5550000001', Password: 'Demo1234' })
  expect(login).toMatchObject({ status: 302, location: '/' })
})

const newestOutboxId = async () =>
  (await agency.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())
    ?.id ?? 0

describe('Poliçelerim: Yenile on a policy without a renewal', { timeout: 60_000 }, () => {
  it('a stranger’s policy or an unknown number: a new quote of the line, no SMS sent', async () => {
    // A DASK policy another owner bought: its number is no key to their renewal or phone.
    const { policyNumber: strangers } = await buyFirstOffer(agency, {
      QueryType: 'dask',
      NationalNumber: '10000000078',
      Phone: '5321270001',
      UAVTNumber: liseCaddesi12Flat3,
      ...liseCaddesi12Building,
    } as unknown as QuoteHeaderRequest)
    const before = await newestOutboxId()
    for (const policyNumber of [strangers, 'DSK-2026-99999999']) {
      const renewed = await member.post(`/hesabim/policelerim/${policyNumber}/yenile`, {
        ProductKey: 'dask',
      })
      expect(renewed, policyNumber).toMatchObject({
        status: 302,
        location: '/zorunlu-deprem-sigortasi',
      })
      expect(readPage((await member.get(renewed.location)).html).text).toContain(startAgain)
    }
    expect(await newestOutboxId()).toBe(before)
  })

  it('without a line it knows: back to Poliçelerim, saying the policy was not found', async () => {
    const renewed = await member.post('/hesabim/policelerim/DSK-2026-99999999/yenile', {
      ProductKey: 'uzay',
    })
    expect(renewed).toMatchObject({ status: 302, location: '/hesabim/policelerim' })
    const policies = readPage((await member.get(renewed.location)).html).text
    expect(policies).toContain('Poliçe bulunamadı.')
    expect(policies).not.toContain(startAgain)
  })
})
