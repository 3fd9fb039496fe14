import { afterAll, describe, expect, it, vi } from 'vitest'
import { openBoundedRedis } from '../../server/platform/redis.ts'
import { agencyForFile } from '../support/agency.ts'
import { loginRequest } from '../support/member-login.ts'

// Production mode with its Redis gone (issue 25): nothing listens on port 1, so every connection
// attempt is refused, for the back office's login limits and the storefront's alike.
const REDIS_AWAY = 'redis://127.0.0.1:1'
const backOfficeRedis = openBoundedRedis(REDIS_AWAY, () => {})
const notShared = vi.fn()
await agencyForFile({ redis: { redis: backOfficeRedis, onLimitNotShared: notShared } })
process.env.REDIS_URL = REDIS_AWAY
const members = await import('~/upstream/members.server.ts')
const readyz = await import('~/routes/readyz.ts')
const shared = await import('~/platform/shared-state.server.ts')
afterAll(() => {
  backOfficeRedis.disconnect()
  shared.sharedRedis()?.disconnect()
})

describe('production mode without Redis', () => {
  it('a member logs in at once, the login limits counted in the back office’s memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const started = Date.now()
      const reply = await members.login(
        await loginRequest('5550000001', 'Demo1234', 'redissiz-cihaz-01'),
        { member: null },
      )
      expect(reply.ok && reply.body.StatusCode).toBe(2000)
      // One refused reconnection per limit, not twenty retries (72–107 s before).
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(new Set(notShared.mock.calls.map(([limit]) => limit as string))).toEqual(
        new Set(['login-limit:ip', 'login-limit:phone', 'login-limit:wrong-password']),
      )
    } finally {
      warn.mockRestore()
    }
  })

  it('/readyz stays ready and names Redis as what the site runs without', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      // Once the storefront's connection has been refused, not merely while it connects.
      await shared
        .sharedRedis()!
        .ping()
        .catch(() => {})
      const response = await readyz.loader()
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'ok', degraded: ['redis'] })
    } finally {
      warn.mockRestore()
    }
  })
})
