import { describe, expect, it } from 'vitest'
import { safeLocalPath } from './local-path.ts'

describe('safeLocalPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeLocalPath('/hesabim?page=sifre-degisikligi')).toBe('/hesabim?page=sifre-degisikligi')
    expect(safeLocalPath(undefined, '/hesabim')).toBe('/hesabim')
  })

  it('refuses whatever a browser would resolve to another site', () => {
    for (const value of [
      '//evil.example',
      'https://evil.example',
      '/\\evil',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\t//evil.example',
    ]) {
      expect(safeLocalPath(value), JSON.stringify(value)).toBe('/')
    }
  })
})
