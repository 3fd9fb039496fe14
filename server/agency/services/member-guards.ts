import type { Redis } from 'ioredis'
import type { Context } from 'hono'
import { verifyPassword } from '../members/passwords.ts'
import { memoryRateLimiter, redisRateLimiter } from '../members/rate-limit.ts'
import { memberRules, type Member } from '../members/rules.ts'

export interface MembersOptions {
  /** Every SMS is signed with it (AGENCY_NAME). */
  agencyName: string
  /** Per phone and per IP, counted on every login attempt. */
  loginLimits?: { perPhone: number; perIp: number; windowMs: number }
  /** Where the limits count when several backend processes run (REDIS_URL); memory otherwise. */
  redis?: Redis | null
  /** Told when Redis did not answer and a limit counted in memory instead. */
  onLimitNotShared?: (limit: string, reason: string) => void
  /** Wrong guesses a phone-change code allows, as every SMS code does (SMS_CODE_MAX_ATTEMPTS). */
  codeAttempts: number
}

/** The limits the members' calls count attempts against, shared by all of them. */
export function memberGuards(options: MembersOptions) {
  const limits = options.loginLimits ?? { perPhone: 20, perIp: 200, windowMs: 10 * 60_000 }
  const limiter = (name: string, limit: number, windowMs = limits.windowMs) =>
    options.redis
      ? redisRateLimiter(options.redis, name, { limit, windowMs }, (reason) =>
          options.onLimitNotShared?.(name, reason),
        )
      : memoryRateLimiter({ limit, windowMs })
  return {
    perPhone: limiter('login-limit:phone', limits.perPhone),
    perIp: limiter('login-limit:ip', limits.perIp),
    wrongPasswords: limiter(
      'login-limit:wrong-password',
      memberRules.maxFailedAttempts,
      memberRules.lockMs,
    ),
    temporaryPasswords: limiter(
      'forgot-limit:phone',
      memberRules.temporaryPasswordsPerHour,
      60 * 60_000,
    ),
  }
}

export type MemberGuards = ReturnType<typeof memberGuards>

/**
 * Wrong passwords count per phone and IP together (docs/decisions/030): five lock that phone
 * from that IP for a quarter of an hour, whether or not the phone is a member's, while its owner
 * on another connection still logs in.
 */
export const passwordGuessesKey = (phone: string, ip: string) => `${phone}|${ip}`

/**
 * The member's current password, asked again to change the password or the login phone: its
 * guesses count per member, as wrong logins do per connection.
 */
export async function checkCurrentPassword(
  guards: MemberGuards,
  member: Member,
  given: string | undefined,
): Promise<'right' | 'wrong' | 'too many'> {
  const guesses = `change:${member.uid}`
  if (await guards.wrongPasswords.spent(guesses)) return 'too many'
  if (!(await verifyPassword(given ?? '', member.password_hash))) {
    await guards.wrongPasswords.take(guesses)
    return 'wrong'
  }
  await guards.wrongPasswords.forget(guesses)
  return 'right'
}

/** The member token the call came with, which a logout ends and a change of password keeps. */
export const bearerToken = (c: Context) =>
  /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
