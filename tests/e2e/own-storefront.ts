import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import e2e from '../../playwright.config.ts'

/** Ports free at this moment, taken together so that no two are the same. */
async function freePorts(count: number) {
  const probes = Array.from({ length: count }, () => createServer())
  await Promise.all(
    probes.map((p) => new Promise<void>((resolve) => p.listen(0, '127.0.0.1', () => resolve()))),
  )
  const ports = probes.map((p) => (p.address() as AddressInfo).port)
  await Promise.all(probes.map((p) => new Promise((resolve) => p.close(resolve))))
  return ports
}

export interface OwnStorefront {
  url: string
  /** The back office it started, on loopback. */
  agencyUrl: string
  metrics: string
  agencyMetrics: string
  /** Its data folder: the databases and the log file (server.log). */
  dataDir: string
}

/**
 * The built storefront as the e2e server runs it, once per worker on ports of its own: for exact
 * counts no other spec disturbs, or for a back office a spec may kill without failing the others.
 */
export const ownStorefront = test.extend<object, { storefront: OwnStorefront }>({
  storefront: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const [port, agencyPort, metricsPort, agencyMetricsPort] = await freePorts(4)
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-own-'))
      const webServer = e2e.webServer as { env: Record<string, string> }
      const server = spawn(process.execPath, ['build/node/index.js'], {
        env: {
          ...process.env,
          ...webServer.env,
          PORT: String(port),
          AGENCY_PORT: String(agencyPort),
          METRICS_PORT: String(metricsPort),
          AGENCY_METRICS_PORT: String(agencyMetricsPort),
          DATA_DIR: dataDir,
          LOG_FILE: path.join(dataDir, 'server.log'),
        },
        stdio: 'ignore',
      })
      const url = `http://localhost:${port}`
      await expect
        .poll(
          () =>
            fetch(`${url}/healthz`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: 60_000 },
        )
        .toBe(true)
      await provide({
        url,
        agencyUrl: `http://127.0.0.1:${agencyPort}`,
        metrics: `http://127.0.0.1:${metricsPort}/metrics`,
        agencyMetrics: `http://127.0.0.1:${agencyMetricsPort}/metrics`,
        dataDir,
      })
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ storefront }, provide) => provide(storefront.url),
})
