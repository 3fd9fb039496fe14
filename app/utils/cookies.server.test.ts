import { describe, expect, it } from 'vitest'
import { readCookies } from './cookies.server.ts'

describe('a Cookie header read', () => {
  it('gives each cookie its value as sent, the first of a name sent twice', () => {
    const cookies = readCookies(' oturum=abc.def ; cerez_zorunlu=1;bozuk; =x; oturum=ikinci')
    expect([...cookies]).toEqual([
      ['oturum', 'abc.def'],
      ['cerez_zorunlu', '1'],
    ])
  })

  it('is empty without a header', () => {
    expect(readCookies(null).size).toBe(0)
    expect(readCookies('').size).toBe(0)
  })
})
