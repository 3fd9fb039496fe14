import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startAgencyBackend } from './agency-process.ts'

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
