import { createHash, timingSafeEqual } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import { consumeCode, countAttempt, openCode } from './store.ts'

// Checking an SMS code: the same for every QueryType, whichever call spends it (/gecici-onay, a
// member's phone change).

export const codeMessages = {
  noCode: 'Geçerli bir doğrulama kodunuz yok. Lütfen yeni kod isteyin.',
  expired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.',
  tooManyAttempts: 'Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyin.',
  wrongCode: 'Girdiğiniz doğrulama kodu hatalı. Lütfen kontrol edip tekrar deneyin.',
} as const

export const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex')

export type CodeSpent = { ok: true } | { ok: false; status: 400 | 429; message: string }

/**
 * Spends the newest open code of this phone and QueryType when `given` is it. `bound` turns the
 * six digits into what was hashed when the code was stored (a code bound to the sign-up or the
 * member it was sent for). The attempt is counted before the comparison, so parallel guesses
 * cannot exceed `maxAttempts`.
 */
export async function spendCode(
  db: AgencyDb,
  request: { phone: string; queryType: string; given: string; maxAttempts: number },
  bound: (code: string) => string = (code) => code,
): Promise<CodeSpent> {
  const refused = (status: 400 | 429, message: string) => ({ ok: false as const, status, message })
  const given = request.given.trim()
  if (!/^\d{1,6}$/.test(given)) return refused(400, codeMessages.wrongCode)
  const row = await openCode(db, request.phone, request.queryType)
  if (!row) return refused(400, codeMessages.noCode)
  if (Date.parse(row.expires_at) <= Date.now()) return refused(400, codeMessages.expired)
  if (!(await countAttempt(db, row.id, request.maxAttempts))) {
    return refused(429, codeMessages.tooManyAttempts)
  }
  const expected = Buffer.from(row.code_hash, 'hex')
  const hashed = Buffer.from(hashCode(row.salt, bound(given.padStart(6, '0'))), 'hex')
  if (given.length !== 6 || !timingSafeEqual(expected, hashed)) {
    return refused(400, codeMessages.wrongCode)
  }
  if (!(await consumeCode(db, row.id))) return refused(400, codeMessages.noCode)
  return { ok: true }
}
