import { describe, expect, it } from 'vitest'
import { withLoginModal, withoutLoginModal } from './login-flow.ts'

describe('login flow helpers', () => {
  it('opens and closes the dialog on the same page', () => {
    expect(withLoginModal('/sss?a=1')).toBe('/sss?a=1&modal=giris')
    expect(withLoginModal('/', '/hesabim')).toBe('/?modal=giris&redirectTo=%2Fhesabim')
    expect(withoutLoginModal('/sss?a=1&modal=giris&redirectTo=%2Fhesabim')).toBe('/sss?a=1')
  })
})
