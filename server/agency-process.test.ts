import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAgencyBackend } from './agency-process.ts'
import { freePort } from '../tests/support/free-port.ts'

// The built-in backend started as `npm start` starts it (its own process, sharing this process's
// environment), in production mode.
const deliveryVariables = [
  'NETGSM_USERCODE',
  'NETGSM_PASSWORD',
  'NETGSM_MSGHEADER',
  'NETGSM_URL',
  'SMTP_URL',
  'MAIL_FROM',
]
let savedEnv: NodeJS.ProcessEnv
let dataDir: string

beforeEach(() => {
  savedEnv = { ...process.env }
  dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-delivery-'))
  for (const name of deliveryVariables) delete process.env[name]
  Object.assign(process.env, {
    NODE_ENV: 'production',
    SITE_URL: 'https://www.bozoksigorta.com.tr',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AGENCY_PORT: '0',
  })
})
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name]
  Object.assign(process.env, savedEnv)
  rmSync(dataDir, { recursive: true, force: true })
})

const start = () =>
  startAgencyBackend({
    entry: path.resolve('server/agency/main.ts'),
    execArgv: ['--import', 'tsx'],
    log: pino({ level: 'silent' }),
  })

describe('starting the built-in backend in production', () => {
  it('is refused without SMS and e-mail delivery, with a message naming what to set', async () => {
    const refused = await start().then(
      () => null,
      (error: unknown) => error as Error,
    )
    expect(refused?.name).toBe('ConfigError')
    expect(refused?.message).toContain('NODE_ENV=production iken')
    expect(refused?.message).toContain(
      'SMS için NETGSM_USERCODE, NETGSM_PASSWORD, NETGSM_MSGHEADER',
    )
    expect(refused?.message).toContain('e-posta için SMTP_URL')
  })

  it('is refused with a variable whose value is wrong, named in the message', async () => {
    process.env.SMS_PHONE_DAILY_LIMIT = 'on'
    const refused = await start().then(
      () => null,
      (error: unknown) => error as Error,
    )
    expect(refused?.name).toBe('ConfigError')
    expect(refused?.message).toContain('SMS_PHONE_DAILY_LIMIT: bir sayı olmalı')
  })

  it('goes ahead once both channels are configured', async () => {
    Object.assign(process.env, {
      NETGSM_USERCODE: '8503051234',
      NETGSM_PASSWORD: 'gizli',
      NETGSM_MSGHEADER: 'BOZOKSIGORT',
      SMTP_URL: 'smtp://bildirim:gizli@127.0.0.1:2525',
    })
    const agency = await start()
    await agency.stop()
  })
})

describe('the back office a storefront runs', () => {
  let port: number
  beforeEach(async () => {
    port = await freePort()
    Object.assign(process.env, {
      NODE_ENV: 'test',
      AGENCY_PORT: String(port),
      AGENCY_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_SITE_CREDENTIAL: 'yeniden-baslatma-testi',
    })
  })

  const startRestarting = () =>
    startAgencyBackend({
      entry: path.resolve('server/agency/main.ts'),
      execArgv: ['--import', 'tsx'],
      log: pino({ level: 'silent' }),
      restartDelaysMs: [200, 200],
    })

  it('is started again after being killed, and a member logs in again', async () => {
    const agency = await startRestarting()
    try {
      // The storefront's own client, reading the address set above.
      const members = await import('~/upstream/members.server.ts')
      const { loginRequest } = await import('../tests/support/member-login.ts')
      const logIn = async () => {
        const reply = await members.login(
          await loginRequest('5550000001', 'Demo1234', 'yeniden-cihaz-01'),
          { member: null },
        )
        return reply.ok ? reply.body.StatusCode : reply.message
      }
      expect(await logIn()).toBe(2000)
      const crashed = agency.pid()!
      process.kill(crashed, 'SIGKILL')
      await expect.poll(() => agency.state()).toBe('restarting')
      await expect.poll(() => agency.state(), { timeout: 15_000 }).toBe('up')
      expect(agency.pid()).not.toBe(crashed)
      expect(await logIn()).toBe(2000)
    } finally {
      await agency.stop()
    }
  }, 40_000)

  it('outlives a SIGTERM sent to the whole process group and stops when the storefront says', async () => {
    const agency = await startRestarting()
    const pid = agency.pid()!
    const healthy = () =>
      fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    try {
      // What Ctrl+C or systemd's default kill mode does to the storefront's child as well.
      process.kill(pid, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await healthy()).toBe(true)
      expect(agency.pid()).toBe(pid)
    } finally {
      await agency.stop()
    }
    expect(await healthy()).toBe(false)
    expect(agency.state()).toBe('up')
  }, 40_000)

  it('is given up after crashing on every restart', async () => {
    const agency = await startRestarting()
    const squatter = createServer()
    try {
      process.kill(agency.pid()!, 'SIGKILL')
      await expect.poll(() => agency.state(), { interval: 5 }).toBe('restarting')
      // Its port taken, every new process fails as it starts listening.
      squatter.listen(port, '127.0.0.1')
      await once(squatter, 'listening')
      // Each try loads the back office through tsx before it fails to listen: seconds apiece
      // while three other test files keep both cores busy.
      await expect.poll(() => agency.state(), { timeout: 60_000 }).toBe('failed')
      expect(agency.pid()).toBeUndefined()
    } finally {
      squatter.close()
      await agency.stop()
    }
  }, 75_000)
})
