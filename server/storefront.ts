import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { config } from '../app/platform/config.server.ts'
import { consentCookies } from '../app/platform/consent.server.ts'
import { migrateSharedTables, openSharedDatabase } from '../app/platform/shared-state.server.ts'
import { startAgencyBackend } from './agency-process.ts'
import { createStorefront, type AppServerEntry } from './app.ts'
import { listen } from './platform/listen.ts'
import { createLogger } from './platform/logger.ts'
import { serveMetrics } from './platform/prometheus.ts'

// Bundled to build/node/storefront.js and started by build/node/index.js; the React Router build
// sits beside it.
const here = path.dirname(fileURLToPath(import.meta.url))
const log = createLogger('storefront', config.log)

// Production mode: the storefront's tables are ready before the first request.
if (config.databaseUrl) {
  const database = openSharedDatabase(config.databaseUrl)
  await migrateSharedTables(database)
  await database.end()
}

const agency = config.usesBuiltInBackend
  ? await startAgencyBackend({ entry: path.join(here, 'agency.js'), log })
  : null
if (!agency && !config.upstream.siteCredential) {
  log.fatal('UPSTREAM_SITE_CREDENTIAL is required when the provider URLs are configured')
  process.exit(1)
}

// Imported only now, so that the app's configuration sees the credential set above.
const build = (await import(path.join(here, '../server/index.js'))) as ServerBuild
const app = createStorefront({
  production: config.isProduction,
  log,
  build,
  clientDir: path.join(here, '../client'),
  trustProxy: config.trustProxy,
  demoBankUrl: config.builtInBank ? `${config.builtInBackendUrl}/bank` : undefined,
  formActionOrigins: config.paymentAcsOrigin ? [config.paymentAcsOrigin] : [],
  pageCache: { ttlMs: config.pageCacheMs, sharedCookies: Object.values(consentCookies) },
  backOffice: agency ? () => agency.state() : undefined,
})

const { port, host } = config
const server = await listen(app, port, host)
log.info({ port, host }, 'storefront listening')
const metrics = config.metrics ? await serveMetrics(config.metrics, 'METRICS_PORT') : null
if (config.metrics) log.info(config.metrics, 'metrics listening')

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log.info({ signal }, 'shutting down')
  // eslint-disable-next-line no-restricted-syntax -- the build's entry is app/entry.server.tsx, whose own exports React Router's type does not name
  const entry = build.entry.module as unknown as AppServerEntry
  // Insurers still being asked are left to the process that takes the quote over once this one's
  // lease lapses: an answer cut off by the stop must not be saved as "Teklif alınamadı".
  entry.abandonOfferCollections()
  // The back office stops last: the requests still running here may need it.
  server.close(async () => {
    await agency?.stop()
    process.exit(0)
  })
  server.closeIdleConnections()
  metrics?.close()
  // Open offer streams would hold the process until the deadline; their pages reconnect elsewhere.
  entry.endOfferStreams()
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
