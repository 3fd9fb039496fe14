import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createAgencyApp } from '../../server/agency/app.ts'
import { openAgencyDb } from '../../server/agency/db/database.ts'
import { migrate } from '../../server/agency/db/migrations.ts'
import { seed } from '../../server/agency/seed/index.ts'
import type { InsurerSimulation } from '../../server/agency/quotes/simulation.ts'

export interface RunningAgency {
  url: string
  siteCredential: string
  dataDir: string
  stop: () => Promise<void>
}

export interface AgencyTestOptions {
  /** Insurer behaviour; tests default to quick answers and no failures. */
  insurerSimulation?: Partial<InsurerSimulation>
}

/** The built-in backend on a free loopback port with a fresh database, as integration tests use it. */
export async function startAgency(options: AgencyTestOptions = {}): Promise<RunningAgency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-agency-'))
  const db = openAgencyDb({ dataDir })
  await migrate(db)
  await seed(db)
  const siteCredential = 'test-site-credential'
  const app = createAgencyApp({
    db,
    siteCredential,
    insurerSimulation: {
      latencyMs: [5, 30],
      failureRate: 0,
      perInsurer: {},
      ...options.insurerSimulation,
    },
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    siteCredential,
    dataDir,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      // Keep-alive sockets and insurers still "thinking" must not hold the test run open.
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Points the storefront's configuration at a running backend; call before importing app modules. */
export function useBackend(agency: { url: string; siteCredential: string; dataDir: string }) {
  process.env.AGENCY_URL = agency.url
  process.env.UPSTREAM_SITE_CREDENTIAL = agency.siteCredential
  process.env.DATA_DIR = agency.dataDir
}
