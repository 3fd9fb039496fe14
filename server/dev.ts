import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { createServer } from 'vite'
import { startAgencyBackend } from './agency-process.ts'
import { createStorefront } from './app.ts'
import { listen } from './platform/listen.ts'
import { createLogger } from './platform/logger.ts'
import { serveMetrics } from './platform/prometheus.ts'
import { config } from '../app/platform/config.server.ts'

// Development: the same middleware stack as production, with Vite serving sources and HMR.
const log = createLogger('storefront-dev', config.log)
const agency = await startAgencyBackend({
  entry: path.resolve('server/agency/main.ts'),
  execArgv: ['--import', 'tsx'],
  log,
})
const vite = await createServer({ server: { middlewareMode: true } })
const app = createStorefront({
  production: false,
  log,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  trustProxy: config.trustProxy,
  demoBankUrl: config.builtInBank ? `${config.builtInBackendUrl}/bank` : undefined,
  formActionOrigins: config.paymentAcsOrigin ? [config.paymentAcsOrigin] : [],
})
const { port } = config
const server = await listen(app, port, undefined)
log.info({ port }, 'development server listening')
if (config.metrics) await serveMetrics(config.metrics, 'METRICS_PORT')
process.on('SIGINT', () => {
  server.close()
  void Promise.all([vite.close(), agency.stop()]).then(() => process.exit(0))
})
