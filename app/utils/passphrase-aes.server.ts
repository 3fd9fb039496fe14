import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

// The provider expects passwords in crypto-js's passphrase format: base64 of "Salted__", an 8-byte
// salt and AES-256-CBC ciphertext, with key and IV from OpenSSL's EVP_BytesToKey (MD5, 1 round).

function keyAndIv(passphrase: string, salt: Buffer) {
  const blocks: Buffer[] = []
  let previous = Buffer.alloc(0)
  for (let length = 0; length < 48; length += 16) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, Buffer.from(passphrase, 'utf8'), salt]))
      .digest()
    blocks.push(previous)
  }
  const material = Buffer.concat(blocks)
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) }
}

export function encryptWithPassphrase(plain: string, passphrase: string, salt = randomBytes(8)) {
  const { key, iv } = keyAndIv(passphrase, salt)
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([Buffer.from('Salted__', 'latin1'), salt, body]).toString('base64')
}

export function decryptWithPassphrase(encoded: string, passphrase: string): string {
  const raw = Buffer.from(encoded, 'base64')
  if (raw.subarray(0, 8).toString('latin1') !== 'Salted__') throw new Error('not salted')
  const { key, iv } = keyAndIv(passphrase, raw.subarray(8, 16))
  const decipher = createDecipheriv('aes-256-cbc', key, iv)
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8')
}
