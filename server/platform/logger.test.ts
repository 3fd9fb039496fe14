import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { maskIdentities, redactPaths } from './logger.ts'

describe('log redaction', () => {
  it('masks card numbers, national ids and phones in free text', () => {
    expect(maskIdentities('/x/10000000146/y')).toBe('/x/[tckn]/y')
    expect(maskIdentities('kart 4111 1111 1111 1111')).toBe('kart [kart]')
    expect(maskIdentities('tel (532)123-4567 ve 05321234567')).toBe('tel [telefon] ve [telefon]')
  })

  it('masks the token of a policy download link', () => {
    expect(maskIdentities('/police/indir/12.1790000000.abcDEF_-')).toBe('/police/indir/[bağlantı]')
  })

  it('masks the token of a policy’s withdrawal and renewal links (issue 28)', () => {
    expect(maskIdentities('/police/cayma/12.1790000000.abcDEF_-')).toBe('/police/cayma/[bağlantı]')
    expect(maskIdentities('/police/yenile/12.1790000000.abcDEF_-?x=1')).toBe(
      '/police/yenile/[bağlantı]?x=1',
    )
  })

  it('blanks sensitive fields wherever they nest', () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
    const log = pino({ redact: { paths: redactPaths, censor: '[gizli]' } }, sink)
    log.info({
      body: { NationalNumber: '10000000146', Phone: '5321234567', Password: 'gizli1' },
      headers: { authorization: 'Bearer abc' },
    })
    const written = lines.join('')
    for (const secret of ['10000000146', '5321234567', 'gizli1', 'Bearer abc'])
      expect(written).not.toContain(secret)
  })
})
