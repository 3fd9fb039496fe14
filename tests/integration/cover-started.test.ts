import { afterEach, describe, expect, it, vi } from 'vitest'
import { todayInTurkey } from '~/quote/rules/calendar.ts'
import { formatDate } from '~/utils/format.ts'
import {
  firstCheckout,
  phoneDevice,
  storefrontOnWire,
  checkoutPost,
  payAtCardPage,
  verifiedQuote,
} from '../support/browserless-quote.ts'
import { latestOutboxMessage } from '../support/agency.ts'
import { readPage } from '../support/html.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'

// Issue 26: a quote whose cover would start on a day already gone (a chosen start, a trip's
// first day) is not sold: the checkout says so and leads to a new quote, and the back office
// refuses the payment. The storefront and the back office run in this process, so the clock of
// both is moved with Vitest's fake Date (timers stay real): the quote is made at 23:00 in
// Türkiye, the payment tried at 00:30, while the session still lives.
const { agency, wire, storefront } = await storefrontOnWire()
const refusal =
  'Bu teklifteki sigorta başlangıç tarihi geçti; başlamış bir teminat satılamaz ve kartınızdan çekim yapılmadı. Lütfen güncel tarihlerle yeni bir teklif alın.'

afterEach(() => {
  vi.useRealTimers()
})

/**
 * `before` minutes before midnight in Türkiye (21:00 UTC) of the real Turkish day, the clock
 * standing still; returns its move to `after` minutes past midnight.
 */
function lateEvening(before = 60, after = 30) {
  const midnight = Date.parse(`${todayInTurkey().toISOString().slice(0, 10)}T21:00:00Z`)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(midnight - before * 60_000)
  return () => vi.setSystemTime(midnight + after * 60_000)
}

describe('a cover that would start in the past is not sold', { timeout: 40_000 }, () => {
  it('a phone policy chosen to start today, paid after midnight: refused with a way to a new quote', async () => {
    const afterMidnight = lateEvening()
    const today = formatDate(todayInTurkey())
    const { visitor, base, next } = await verifiedQuote(
      storefront.url,
      agency,
      '/cep-telefonu-sigortasi',
      '5550002651',
      {},
    )
    const opened = await visitor.post(next, {
      ...phoneDevice,
      PolicyStart: today,
      intent: 'teklif',
    })
    expect(opened.location).toBe(`${base}/teklifler`)
    const checkout = await firstCheckout(visitor, base)
    const before = await visitor.get(checkout)
    expect(before.html).toContain(`${today} – `)
    const AttemptKey = readPage(before.html).control('AttemptKey')[0]!.value

    afterMidnight()
    const page = await visitor.get(checkout)
    expect(page.html).toContain('Bu teklif artık satın alınamıyor')
    expect(page.html).toContain(refusal)
    expect(page.html).toMatch(/href="\/cep-telefonu-sigortasi"[^>]*>Yeni teklif al</)
    const starts = wire.calls.filter((c) => c.path.endsWith('/api/payment/session')).length
    const paid = await visitor.post(checkout, checkoutPost(AttemptKey))
    // The back office refused the payment itself; the checkout then shows why.
    const start = wire.calls.filter((c) => c.path.endsWith('/api/payment/session'))
    expect(start.length).toBe(starts + 1)
    expect(start.at(-1)!.reply).toMatchObject({ StatusCode: 3007, Messages: [refusal] })
    expect(paid).toMatchObject({ status: 302, location: checkout })
    expect(await agency.db.selectFrom('payments').select('id').execute()).toEqual([])
  })

  it('a trip whose first day has come and gone: the checkout refuses it', async () => {
    const afterMidnight = lateEvening()
    const { visitor, base, next } = await verifiedQuote(
      storefront.url,
      agency,
      '/seyahat-saglik-sigortasi',
      '5550002652',
      { Birthdate: '14.03.1985' },
    )
    const purposes = readPage((await visitor.get(next)).html).control('TravelPurpose')[0]!
    const trip = await visitor.post(next, {
      DestinationCountries: 'DE',
      TravelStartDate: trDayInTurkey(0),
      TravelEndDate: trDayInTurkey(6),
      TravelPurpose: purposes.options.find(Boolean)!,
      intent: 'teklif',
    })
    expect(trip.location, trip.html.slice(0, 300)).toBe(`${base}/teklifler`)
    const checkout = await firstCheckout(visitor, base)
    expect((await visitor.get(checkout)).html).toContain('Ödemeye Geç')
    afterMidnight()
    expect((await visitor.get(checkout)).html).toContain(refusal)
    const status = wire.calls.filter((c) => c.path.endsWith('/api/payment/checkout-status'))
    expect(status.at(-1)!.reply).toMatchObject({ StatusCode: 3007 })
  })

  it('3D Secure begun before midnight and passed after it: the card is not charged', async () => {
    const afterMidnight = lateEvening(3, 2)
    const today = formatDate(todayInTurkey())
    const phone = '5550002653'
    const { visitor, base, next } = await verifiedQuote(
      storefront.url,
      agency,
      '/cep-telefonu-sigortasi',
      phone,
      {},
    )
    await visitor.post(next, { ...phoneDevice, PolicyStart: today, intent: 'teklif' })
    const checkout = await firstCheckout(visitor, base)
    const AttemptKey = readPage((await visitor.get(checkout)).html).control('AttemptKey')[0]!.value
    // The card page is on loopback here: the storefront will not send a browser there, so this
    // test is the payer's browser on the card page and the bank's pages.
    await visitor.post(checkout, checkoutPost(AttemptKey))
    const started = wire.calls.filter((c) => c.path.endsWith('/api/payment/session')).at(-1)!
    const { CardPageFields } = (
      started.reply as { Data: { CardPageFields: Record<string, string> } }
    ).Data
    const AcsFields = await payAtCardPage(agency, CardPageFields)
    const bank = (path: string, fields: Record<string, string>) =>
      fetch(`${agency.url}/bank${path}`, { method: 'POST', body: new URLSearchParams(fields) })
    await bank('/3d', AcsFields)
    const code = /: (\d{6})\./.exec(await latestOutboxMessage(agency, phone))![1]!
    afterMidnight()
    const result = await (await bank('/dogrula', { ...AcsFields, Code: code })).text()
    const fields = Object.fromEntries(
      [...result.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    )
    expect(fields.mdStatus).toBe('1')
    const completed = await fetch(`${agency.url}/payment2/api/payment/3d-complete`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        SiteId: '36',
        Authorization: `Bearer ${agency.siteCredential}`,
      },
      body: new URLSearchParams(fields),
    }).then((r) => r.json())
    expect(completed).toMatchObject({
      StatusCode: 3002,
      Data: { Status: 'failed', Outcome: 'cover_started', Message: refusal },
    })
    expect(await agency.db.selectFrom('policies').select('id').execute()).toEqual([])
  })
})
