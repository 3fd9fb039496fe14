import { describe, expect, it } from 'vitest'
import { CARD_SESSION_MS, sessionSealer } from './card-session.ts'

const session = {
  AttemptKey: 'oturum-anahtari-0001',
  HeaderGuid: 'baslik',
  OfferId: 'teklif',
  Installments: 2,
  Email: 'ayse@ornek.com.tr',
  InsuredName: 'Ayşe Yılmaz',
  TextHash: 'a'.repeat(64),
  ReturnUrl: 'https://magaza.example/odeme/3d-sonuc',
  CancelUrl: 'https://magaza.example/odeme/taslak/teklif',
  ClientRef: 'taslak/teklif',
}

describe('a payment session', () => {
  const sealer = sessionSealer('site-kimligi')
  const now = Date.UTC(2026, 10, 29, 9)

  it('opens as sealed until its time is up', () => {
    const token = sealer.seal(session, now)
    expect(sealer.open(token, now + 60_000)).toEqual({
      ...session,
      ExpiresAt: now + CARD_SESSION_MS,
    })
    expect(sealer.open(token, now + CARD_SESSION_MS + 1)).toBe('expired')
  })

  it('refuses one altered, sealed with another credential, or none at all', () => {
    const token = sealer.seal(session, now)
    const [payload, signature] = token.split('.') as [string, string]
    const altered = Buffer.from(
      JSON.stringify({ ...session, Installments: 12, ExpiresAt: now + CARD_SESSION_MS }),
    ).toString('base64url')
    expect(sealer.open(`${altered}.${signature}`, now)).toBe('invalid')
    expect(sessionSealer('baska-kimlik').open(token, now)).toBe('invalid')
    expect(sealer.open(payload, now)).toBe('invalid')
    expect(sealer.open(undefined, now)).toBe('invalid')
  })
})
