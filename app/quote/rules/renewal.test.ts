import { describe, expect, it } from 'vitest'
import { renewalCheck } from './renewal.ts'

const today = '2026-03-01'
const inDays = (n: number) => {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

describe('renewal rule', () => {
  it('kasko: 29 days left is allowed, 28 is not', () => {
    expect(renewalCheck('kasko', inDays(29), today)).toEqual({ allowed: true })
    const refused = renewalCheck('kasko', inDays(28), today)
    expect(refused).toMatchObject({ allowed: false, daysLeft: 28, firstQuoteDate: '2026-03-29' })
  })

  it('trafik: 15 days left is allowed, 14 is not (the 13/14 choice of ADR 005)', () => {
    expect(renewalCheck('trafik', inDays(15), today)).toEqual({ allowed: true })
    expect(renewalCheck('trafik', inDays(14), today)).toMatchObject({
      allowed: false,
      daysLeft: 14,
    })
    expect(renewalCheck('trafik', inDays(1), today).allowed).toBe(false)
  })

  it('tells the visitor in Turkish from which date a quote can be made', () => {
    const refused = renewalCheck('trafik', inDays(10), today)
    expect(refused.allowed).toBe(false)
    if (refused.allowed) return
    expect(refused.message).toBe(
      'Mevcut poliçeniz 11.03.2026 tarihinde sona eriyor. Bitişine 10 gün kaldığı için şu anda trafik sigortası teklifi verilemiyor (poliçe bitimine 14 günden fazla kalmalıdır). 11.03.2026 tarihinden itibaren teklif alabilirsiniz.',
    )
  })

  it('allows a quote without a policy on record or once the policy has ended', () => {
    expect(renewalCheck('kasko', null, today).allowed).toBe(true)
    expect(renewalCheck('kasko', today, today).allowed).toBe(true)
    expect(renewalCheck('trafik', inDays(-3), today).allowed).toBe(true)
  })

  it('reads Date values on the Turkish calendar', () => {
    // 21:30 UTC on 28 Feb is already 1 March in Türkiye.
    const check = renewalCheck('kasko', inDays(28), new Date('2026-02-28T21:30:00Z'))
    expect(check).toMatchObject({ allowed: false, daysLeft: 28 })
  })
})
