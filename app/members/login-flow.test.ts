import { describe, expect, it } from 'vitest'
import { safeLocalPath, withLoginModal, withoutLoginModal } from './login-flow.ts'

describe('login flow helpers', () => {
  it('accepts only same-site paths as redirect targets', () => {
    expect(safeLocalPath('/hesabim?page=sifre-degisikligi')).toBe('/hesabim?page=sifre-degisikligi')
    expect(safeLocalPath('//evil.example')).toBe('/')
    expect(safeLocalPath('https://evil.example')).toBe('/')
    expect(safeLocalPath('/\\evil')).toBe('/')
    expect(safeLocalPath(undefined, '/hesabim')).toBe('/hesabim')
  })

  it('opens and closes the dialog on the same page', () => {
    expect(withLoginModal('/sss?a=1')).toBe('/sss?a=1&modal=giris')
    expect(withLoginModal('/', '/hesabim')).toBe('/?modal=giris&redirectTo=%2Fhesabim')
    expect(withoutLoginModal('/sss?a=1&modal=giris&redirectTo=%2Fhesabim')).toBe('/sss?a=1')
  })
})
