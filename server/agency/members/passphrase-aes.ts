import { createDecipheriv, createHash } from 'node:crypto'

/**
 * Reads a password the storefront encrypted with the pre-login key: the crypto-js passphrase
 * format (base64 of "Salted__", an 8-byte salt and AES-256-CBC ciphertext; key and IV from
 * OpenSSL's EVP_BytesToKey with MD5). Returns null for anything that does not decrypt.
 */
export function decryptPassphrase(encoded: string, passphrase: string): string | null {
  try {
    const raw = Buffer.from(encoded, 'base64')
    if (raw.length < 32 || raw.subarray(0, 8).toString('latin1') !== 'Salted__') return null
    const salt = raw.subarray(8, 16)
    const material: Buffer[] = []
    let previous = Buffer.alloc(0)
    while (Buffer.concat(material).length < 48) {
      previous = createHash('md5')
        .update(Buffer.concat([previous, Buffer.from(passphrase, 'utf8'), salt]))
        .digest()
      material.push(previous)
    }
    const keyIv = Buffer.concat(material)
    const decipher = createDecipheriv('aes-256-cbc', keyIv.subarray(0, 32), keyIv.subarray(32, 48))
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
