import { createCookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { verifyingOnce } from './session-cookie.server.ts'

const signed = () => createCookie('oturum', { secrets: ['s3cr3t'], maxAge: 60 })

describe('a session cookie verified once per header', () => {
  it('reads a signed value, checking the signature only the first time', async () => {
    const cookie = signed()
    const parse = vi.spyOn(cookie, 'parse')
    const once = verifyingOnce(cookie)
    const header = `cerez_zorunlu=1; ${(await cookie.serialize('oturum-no')).split(';')[0]}`
    expect(await once.parse(header)).toBe('oturum-no')
    expect(await once.parse(header)).toBe('oturum-no')
    expect(parse).toHaveBeenCalledTimes(1)
    // Other cookies changing beside it (consent given, another site's) do not ask again.
    expect(await once.parse(header.replace('cerez_zorunlu=1', 'cerez_analitik=0'))).toBe(
      'oturum-no',
    )
    expect(parse).toHaveBeenCalledTimes(1)
  })

  it('refuses a forged or altered value every time, remembering nothing of it', async () => {
    const cookie = signed()
    const parse = vi.spyOn(cookie, 'parse')
    const once = verifyingOnce(cookie)
    const genuine = (await cookie.serialize('oturum-no')).split(';')[0]!
    const forged = `oturum=${Buffer.from(JSON.stringify('baskasinin-oturumu')).toString('base64')}.imza`
    const altered = genuine.replace(/=(.)/, (_, first: string) => `=${first === 'I' ? 'J' : 'I'}`)
    for (const header of [forged, forged, altered, altered]) {
      expect(await once.parse(header)).toBeNull()
    }
    expect(parse).toHaveBeenCalledTimes(4)
  })

  it('keeps only the last headers it was asked to remember', async () => {
    const cookie = signed()
    const parse = vi.spyOn(cookie, 'parse')
    const once = verifyingOnce(cookie, 2)
    const headers = await Promise.all(
      ['a', 'b', 'c'].map(async (id) => (await cookie.serialize(id)).split(';')[0]!),
    )
    for (const header of headers) await once.parse(header)
    await once.parse(headers[2]!)
    expect(parse).toHaveBeenCalledTimes(3)
    expect(await once.parse(headers[0]!)).toBe('a')
    expect(parse).toHaveBeenCalledTimes(4)
  })

  it('writes cookies as the cookie it wraps, with a fresh expiry each time', async () => {
    const cookie = signed()
    const once = verifyingOnce(cookie)
    expect(once.name).toBe('oturum')
    expect(once.isSigned).toBe(true)
    expect(await once.serialize('x')).toMatch(/^oturum=.+; Max-Age=60; Path=\/; SameSite=Lax$/)
    const first = once.expires!.getTime()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(once.expires!.getTime()).toBeGreaterThan(first)
  })
})
