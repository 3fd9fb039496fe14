import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { listenOn } from '../platform/listen.ts'
import { createLogger, maskIdentities } from '../platform/logger.ts'
import { openBoundedRedis } from '../platform/redis.ts'
import { createAgencyApp } from './app.ts'
import { openAgencyDb } from './db/database.ts'
import { messengerFor } from './delivery/live-messenger.ts'
import { outboxMessenger } from './delivery/outbox.ts'
import { prepareDatabase } from './db/prepare.ts'
import { readAgencySettings, type AgencySettings } from './settings.ts'
import { countedMessenger, observedCalls, serveAgencyMetrics } from './metrics.ts'
import { scheduleRenewalReminders, sendRenewalReminders } from './aftercare/renewal-reminders.ts'
import { deliverPolicyEmails, schedulePolicyEmails } from './payments/policy-email-outbox.ts'

/**
 * A setting the operator must change (ConfigError) stops the start with its name: the storefront
 * that started this process prints the message and stops; run alone (or once that storefront is
 * gone), it is said here.
 */
function refuse(error: unknown): never {
  if (!(error instanceof Error) || error.name !== 'ConfigError') throw error
  if (process.send && process.connected) process.send({ type: 'refused', message: error.message })
  else console.error(error.message)
  process.exit(1)
}

// Checked before anything is opened: a wrong variable stops the start with its name, and a live
// site without delivery would lose every code it sends.
let settings: AgencySettings
try {
  settings = readAgencySettings(process.env)
} catch (error) {
  refuse(error)
}

const log = createLogger('agency', settings.log)
if (process.send) {
  // Started by the storefront, which stops this process last by closing the channel (below). A
  // signal to the whole process group (Ctrl+C, a service manager) is the storefront's to handle:
  // stopping here first would fail its last requests.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => log.info({ signal }, 'left to the storefront, which stops us last'))
  }
}
const { delivery } = settings
log.info(
  { sms: delivery.sms ? 'netgsm' : 'outbox', email: delivery.email ? 'smtp' : 'outbox' },
  'message delivery',
)

const db = openAgencyDb(settings.database, log)
await prepareDatabase(db, { demoMembers: settings.demoMembers })
// Several backend processes (one beside each storefront) count the login limits together.
const redis = settings.redisUrl
  ? openBoundedRedis(settings.redisUrl, (reason) =>
      log.warn({ reason }, 'Redis connection problem'),
    )
  : null

const messenger = countedMessenger(messengerFor(delivery, outboxMessenger(db), log))
const stopReminders = scheduleRenewalReminders(
  () => sendRenewalReminders(db, messenger, settings.branding),
  log,
)
// What a process that died after issuing a policy still owed is sent now, then retried as due.
const stopPolicyEmails = schedulePolicyEmails(
  () => deliverPolicyEmails(db, messenger, settings.branding),
  log,
)
const app = createAgencyApp({
  db,
  settings,
  messenger,
  redis,
  // Test identities that meet each quote-flow code: a staging or live site never answers them.
  sandboxCodes: !settings.isProduction,
  // Production on the built-in back office is a staging site (README): its fictional bank's
  // code reaches no phone, so its page shows it. A provider's bank never comes here.
  stagingBank: settings.isProduction,
  onLimitNotShared: (limit, reason) =>
    log.warn({ limit, reason }, 'login limit counted in this process only: Redis did not answer'),
  onError: (error, path) =>
    log.error({ path, err: maskIdentities(String(error)) }, 'agency request failed'),
})

// Loopback only: the built-in backend is reached by the storefront, never by the internet.
const metrics = await serveAgencyMetrics(settings.metrics).catch(refuse)
const server = await listenOn(createAdaptorServer({ fetch: observedCalls(app.fetch, log) }), {
  port: settings.port,
  host: '127.0.0.1',
  setting: 'AGENCY_PORT',
}).catch(refuse)
const { port } = server.address() as AddressInfo
log.info({ port }, 'agency backend listening')
// A storefront that died while this started has closed the channel: sending would crash, and
// the disconnect check below stops this process instead.
if (process.send && process.connected) process.send({ type: 'ready', port })

function shutdown() {
  metrics?.close()
  stopReminders()
  stopPolicyEmails()
  server.close(() => {
    redis?.disconnect()
    void db.destroy().finally(() => process.exit(0))
  })
  setTimeout(() => process.exit(0), 5000).unref()
}
if (process.send) {
  // The storefront closed the channel, or died, which closes it too (maybe while this started).
  process.on('disconnect', shutdown)
  if (!process.connected) shutdown()
} else {
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}
