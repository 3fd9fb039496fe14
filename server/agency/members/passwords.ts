import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384
const r = 8
const p = 1
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (e, k) =>
      e ? reject(e) : resolve(k),
    ),
  )
}

/** scrypt with a per-member salt, stored as scrypt$N$r$p$salt$hash so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await derive(password, salt, N, r, p)
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(rr),
    Number(pp),
  )
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

// Unknown phones still cost one scrypt run, so response time does not reveal who is a member.
let decoy: Promise<string> | undefined
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'))
  await verifyPassword(password, await decoy)
  return false
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** Same-length hex digests compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export const newToken = () => randomBytes(32).toString('base64url')

export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A temporary password a person can type from an SMS: no look-alike characters. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')
}
