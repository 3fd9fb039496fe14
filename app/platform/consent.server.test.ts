import { describe, expect, it } from 'vitest'
import { consentSetCookies, readConsent, safeReturnPath } from './consent.server.ts'

describe('cookie consent', () => {
  it('is undecided until the required cookie exists', () => {
    expect(readConsent(new Request('http://x/')).decided).toBe(false)
    const state = readConsent(
      new Request('http://x/', { headers: { Cookie: 'a=b; cerez_zorunlu=1; cerez_analitik=1' } }),
    )
    expect(state).toEqual({ decided: true, analytic: true, functional: false, targeting: false })
  })
  it('stores four cookies on accept and only the required one on close, for a year', () => {
    const accept = consentSetCookies({ analytic: true, functional: true, targeting: true }, false)
    expect(accept.map((c) => c.split(';')[0])).toEqual([
      'cerez_zorunlu=1',
      'cerez_analitik=1',
      'cerez_islevsel=1',
      'cerez_hedefleme=1',
    ])
    const close = consentSetCookies(null, true)
    expect(close).toHaveLength(1)
    expect(close[0]).toContain('Max-Age=31536000')
    expect(close[0]).toContain('Secure')
  })
  it('returns only to local paths and drops the dialog parameters', () => {
    expect(safeReturnPath('/sss?modal=cerez-tercihleri&sekme=politika')).toBe('/sss')
    expect(safeReturnPath('/blog?sayfa=2')).toBe('/blog?sayfa=2')
    expect(safeReturnPath('//evil.example/')).toBe('/')
    expect(safeReturnPath('/\\evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example/')).toBe('/')
    expect(safeReturnPath(null)).toBe('/')
  })
})
