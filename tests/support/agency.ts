import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import pg from 'pg'
import { afterAll } from 'vitest'
import { createAgencyApp, type AgencyOptions } from '../../server/agency/app.ts'
import { openAgencyDb, type AgencyDb } from '../../server/agency/db/database.ts'
import { migrate } from '../../server/agency/db/migrations.ts'
import { messengerFor } from '../../server/agency/delivery/live-messenger.ts'
import { outboxMessenger } from '../../server/agency/delivery/outbox.ts'
import type { DeliverySettings } from '../../server/agency/delivery/settings.ts'
import { seed } from '../../server/agency/seed/index.ts'
import type { InsurerSimulation } from '../../server/agency/quotes/simulation.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'

export interface RunningAgency {
  url: string
  siteCredential: string
  dataDir: string
  /** The backend's PostgreSQL database, as DATABASE_URL names it; undefined on SQLite (in dataDir). */
  databaseUrl?: string
  /** The backend's own database, for checking what it stored (SQLite or PostgreSQL alike). */
  db: AgencyDb
  /** Another connection to the same database, as a second back-office process has; closed by stop. */
  secondConnection: () => AgencyDb
  stop: () => Promise<void>
}

/** A fresh PostgreSQL database on the server TEST_DATABASE_URL names; dropped again by the returned function. */
export async function freshPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bozok_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export type Backend = 'sqlite' | 'postgres'

/**
 * The database this run's backend tests use. Vitest runs every integration suite in the project
 * `sqlite` and, when TEST_DATABASE_URL names a PostgreSQL server (CI sets it), once more in the
 * project `postgres` (vitest.config.ts), which sets TEST_AGENCY_BACKEND.
 */
export const testBackend: Backend =
  process.env.TEST_AGENCY_BACKEND === 'postgres' ? 'postgres' : 'sqlite'

export interface AgencyTestOptions {
  /** Defaults to the run's backend (`testBackend`). */
  backend?: Backend
  /** Insurer behaviour; tests default to quick answers and no failures. */
  insurerSimulation?: Partial<InsurerSimulation>
  /** Channels sent for real, as the environment would configure them; the outbox otherwise. */
  delivery?: DeliverySettings
  /** Where the login limits count, as REDIS_URL makes the backend do, and who hears of a fallback. */
  redis?: Pick<AgencyOptions, 'redis' | 'onLimitNotShared'>
  /** The sandbox identities' codes answered, as outside production (server/agency/main.ts). */
  sandboxCodes?: boolean
}

/** The built-in backend on a free loopback port with a fresh database, as integration tests use it. */
export async function startAgency(options: AgencyTestOptions = {}): Promise<RunningAgency> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-agency-'))
  const postgres =
    (options.backend ?? testBackend) === 'postgres'
      ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
      : null
  const db = openAgencyDb({ dataDir, databaseUrl: postgres?.url })
  const siteCredential = 'test-site-credential'
  // As main.ts reads them: a test sets a variable (an SMS limit, the agency's name) before it starts.
  const settings = readAgencySettings({ ...process.env, UPSTREAM_SITE_CREDENTIAL: siteCredential })
  await migrate(db)
  await seed(db, { demoMembers: settings.demoMembers })
  const app = createAgencyApp({
    db,
    settings: {
      ...settings,
      insurerSimulation: {
        latencyMs: [5, 30],
        failureRate: 0,
        perInsurer: {},
        ...options.insurerSimulation,
      },
    },
    messenger: messengerFor(options.delivery ?? { sms: null, email: null }, outboxMessenger(db), {
      warn: () => {},
    }),
    ...options.redis,
    sandboxCodes: options.sandboxCodes,
  })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const others: AgencyDb[] = []
  return {
    url: `http://127.0.0.1:${port}`,
    siteCredential,
    dataDir,
    databaseUrl: postgres?.url,
    db,
    secondConnection: () => {
      const other = openAgencyDb({ dataDir, databaseUrl: postgres?.url })
      others.push(other)
      return other
    },
    stop: async () => {
      await Promise.all(others.map((other) => other.destroy()))
      const closed = new Promise((resolve) => server.close(resolve))
      // Keep-alive sockets and insurers still "thinking" must not hold the test run open.
      if ('closeAllConnections' in server) server.closeAllConnections()
      await closed
      await db.destroy()
      await postgres?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Points the storefront's configuration at a running backend; call before importing app modules. */
export function pointStorefrontAt(agency: {
  url: string
  siteCredential: string
  dataDir: string
}) {
  process.env.AGENCY_URL = agency.url
  process.env.UPSTREAM_SITE_CREDENTIAL = agency.siteCredential
  process.env.DATA_DIR = agency.dataDir
}

/**
 * The built-in backend for one test file: started, the storefront pointed at it, stopped after the
 * file's tests. Await it at the top of the file before importing app modules, which read the
 * backend's address as they load.
 */
export async function agencyForFile(options?: AgencyTestOptions) {
  const agency = await startAgency(options)
  pointStorefrontAt(agency)
  afterAll(() => agency.stop())
  return agency
}

/** The body of the newest SMS or e-mail the backend "sent" to `recipient`, or '' when none. */
export async function latestOutboxMessage(agency: RunningAgency, recipient: string) {
  const row = await agency.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.body ?? ''
}

/** An article's body as the database holds it, by its slug. */
export const articleBody = (agency: Pick<RunningAgency, 'db'>, slug: string) =>
  agency.db
    .selectFrom('articles')
    .select('body_html')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow()
