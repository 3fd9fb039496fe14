import { defineConfig } from '@playwright/test'
import e2e from './playwright.config.ts'
import { clusterPort } from './tests/cluster/ports.ts'

// The cluster test (npm run test:cluster): the built storefront as `npm run cluster` runs it,
// two processes behind nginx on PostgreSQL and Redis, which the test itself starts and kills.
export default defineConfig({
  testDir: 'tests/cluster',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: e2e.reporter,
  use: { ...e2e.use, baseURL: `http://127.0.0.1:${clusterPort}` },
})
