import CryptoJS from 'crypto-js'
import { describe, expect, it } from 'vitest'
import { decryptWithPassphrase, encryptWithPassphrase } from './passphrase-aes.server.ts'

const samples = ['Demo1234', 'ğüşiöç İı 12', 'x', 'a'.repeat(75), '16 bytes exactly']
const key = 'qX3v_2nF9aT0kLmP4sR7wYz1'

describe('passphrase AES (crypto-js format)', () => {
  it.each(samples)('crypto-js decrypts what node:crypto encrypted: %s', (plain) => {
    const encrypted = encryptWithPassphrase(plain, key)
    expect(CryptoJS.AES.decrypt(encrypted, key).toString(CryptoJS.enc.Utf8)).toBe(plain)
  })

  it.each(samples)('node:crypto decrypts what crypto-js encrypted: %s', (plain) => {
    const encrypted = CryptoJS.AES.encrypt(plain, key).toString()
    expect(decryptWithPassphrase(encrypted, key)).toBe(plain)
  })

  it('is byte-identical to crypto-js for the same salt', () => {
    const salt = Buffer.from('0102030405060708', 'hex')
    const ours = encryptWithPassphrase('Demo1234', key, salt)
    const theirs = CryptoJS.AES.encrypt('Demo1234', key, {
      salt: CryptoJS.enc.Hex.parse('0102030405060708'),
    } as unknown as Parameters<typeof CryptoJS.AES.encrypt>[2]).toString()
    expect(ours).toBe(theirs)
  })

  it('uses a fresh salt each time and fails closed on a wrong key', () => {
    const a = encryptWithPassphrase('Demo1234', key)
    expect(a).not.toBe(encryptWithPassphrase('Demo1234', key))
    expect(Buffer.from(a, 'base64').subarray(0, 8).toString()).toBe('Salted__')
    expect(() => decryptWithPassphrase(a, 'baska-anahtar')).toThrow()
    expect(() => decryptWithPassphrase('bm90LXNhbHRlZA==', key)).toThrow()
  })
})
