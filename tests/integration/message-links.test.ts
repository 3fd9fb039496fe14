import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { sendRenewalReminders } from '../../server/agency/aftercare/renewal-reminders.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import { addDays, todayInTurkey } from '../../server/agency/registry/dates.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import {
  quoteEmail,
  storefrontOnWire,
  checkoutPost,
  payThroughTheBank,
  phoneQuoteAtCheckout,
} from '../support/browserless-quote.ts'

// Issue 37, item 1: the links in the agency's own messages (the policy e-mail, the renewal
// reminders) are on the configured site, SITE_URL, never on the host a request named. A buyer
// whose every request says `Host: saldirgan.example` and `X-Forwarded-Host: saldirgan.example`
// (what the shipped nginx site used to pass on) still gets links on the agency's site.
const siteUrl = 'https://www.bozok-ornek.com.tr'
process.env.SITE_URL = siteUrl
const { agency, wire, storefront } = await storefrontOnWire()
const forgedHost = 'saldirgan.example'

/** A proxy that names `host` in Host and X-Forwarded-Host of every request it passes on. */
async function forgingProxy(target: string, host: string) {
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = forward(
      new URL(incoming.url ?? '/', target),
      {
        method: incoming.method,
        headers: { ...incoming.headers, host, 'x-forwarded-host': host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
const forged = await forgingProxy(storefront.url, forgedHost)
afterAll(() => forged.stop())

/** Every absolute link in a message's text. */
const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? []

describe('links in the messages of a purchase made under a forged Host', () => {
  it('are on SITE_URL: the policy e-mail and the renewal reminders', async () => {
    const phone = '5550003701'
    const { visitor, checkout, AttemptKey } = await phoneQuoteAtCheckout(forged.url, agency, phone)
    await visitor.post(checkout, checkoutPost(AttemptKey))
    const started = wire.calls.filter((c) => c.path.endsWith('/api/payment/session')).at(-1)!
    // The storefront took the address the buyer named for the bank's way back: that is the
    // buyer's own browser, and nothing the agency sends to anyone.
    expect(started.fields.ReturnUrl).toBe(`http://${forgedHost}/odeme/3d-sonuc`)

    // The buyer's browser on the card page and the bank's page (on loopback here), then back to
    // the shop.
    const { CardPageFields } = (
      started.reply as { Data: { CardPageFields: Record<string, string> } }
    ).Data
    await payThroughTheBank(agency, visitor, CardPageFields, phone)

    const policy = await agency.db
      .selectFrom('policies')
      .select('policy_number')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    // Sent once the payment is recorded, maybe a moment after the payer is back in the shop.
    const policyEmail = async () =>
      (
        await agency.db
          .selectFrom('outbox')
          .select('body')
          .where('recipient', '=', quoteEmail)
          .where('body', 'like', `%Poliçe no: ${policy.policy_number}.%`)
          .executeTakeFirst()
      )?.body ?? ''
    await expect.poll(policyEmail, { timeout: 10_000 }).not.toBe('')
    const email = await policyEmail()
    expect(linksIn(email)).toEqual([
      expect.stringMatching(`^${siteUrl}/police/indir/[\\w.-]+$`),
      expect.stringMatching(`^${siteUrl}/police/cayma/[\\w.-]+$`),
    ])

    // Its renewal reminders, as the back office's run sends them, with the policy ending in 30
    // days: its phone, bought 40 days ago, is still quoted today, as a reminder's phone must be on
    // its day (decision 081); a year on it would be 12 months old and get none.
    const endsOn = addDays(todayInTurkey(), 30)
    await agency.db
      .updateTable('policies')
      .set({ ends_on: endsOn })
      .where('policy_number', '=', policy.policy_number)
      .execute()
    const { branding } = readAgencySettings({ ...process.env, UPSTREAM_SITE_CREDENTIAL: 'site' })
    await sendRenewalReminders(
      agency.db,
      outboxMessenger(agency.db),
      branding,
      addDays(endsOn, -30),
    )
    const reminders = await agency.db
      .selectFrom('outbox')
      .select('body')
      .where('body', 'like', `%(${policy.policy_number}) süresi%`)
      .execute()
    expect(reminders).toHaveLength(2)
    for (const { body } of reminders) {
      expect(linksIn(body)).toEqual([expect.stringMatching(`^${siteUrl}/police/yenile/[\\w.-]+$`)])
    }
  }, 90_000)
})
