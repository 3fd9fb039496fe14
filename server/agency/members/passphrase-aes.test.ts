import CryptoJS from 'crypto-js'
import { describe, expect, it } from 'vitest'
import { decryptPassphrase } from './passphrase-aes.ts'

// crypto-js is the oracle for the provider's passphrase format; the storefront's encryption is
// checked against the same oracle on its side and end to end by every login in the contract test.
const key = 'qX3v_2nF9aT0kLmP4sR7wYz1'

describe('back office passphrase AES (crypto-js format)', () => {
  it.each(['Demo1234', 'ğüşiöç İı 12', 'x', 'a'.repeat(75)])(
    'reads what crypto-js wrote: %s',
    (plain) => {
      expect(decryptPassphrase(CryptoJS.AES.encrypt(plain, key).toString(), key)).toBe(plain)
    },
  )

  it('fails closed on a wrong key or a body that is not salted', () => {
    const encrypted = CryptoJS.AES.encrypt('Demo1234', key).toString()
    expect(decryptPassphrase(encrypted, 'baska-anahtar')).not.toBe('Demo1234')
    expect(decryptPassphrase('bm90LXNhbHRlZA==', key)).toBeNull()
  })
})
