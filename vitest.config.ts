import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    environment: 'node',
    env: { NODE_ENV: 'test' },
    testTimeout: 20_000,
    // A suite's setup logs a member in or starts a backend: 10 s was cut on two loaded cores.
    hookTimeout: 30_000,
    // Vitest's default on two cores is one worker, which leaves them mostly idle: the backend
    // suites spend their time waiting on processes, sockets and timers. Four keep both busy.
    maxWorkers: 4,
    // Worker threads, not child processes: each test file starts in a new worker, and a thread
    // starts and loads its modules sooner (the whole run 288 s instead of 323 here, decision 079).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
        },
      },
      // Every backend suite once more on PostgreSQL when a server is named (README, test section).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: ['tests/integration/**/*.test.ts'],
                // Checks of the source and the deploy files, which open no database: once is
                // enough, and the Prometheus check's fixed metrics ports take one run at a time.
                exclude: [
                  'tests/integration/import-boundary.test.ts',
                  'tests/integration/seam-casts-lint.test.ts',
                  'tests/integration/operations-deploy.test.ts',
                ],
                env: { NODE_ENV: 'test', TEST_AGENCY_BACKEND: 'postgres' },
              },
            },
          ]
        : []),
      // Production mode (sessions, drafts and leases in PostgreSQL, limits and events in Redis)
      // when both a PostgreSQL and a Redis server are named (README, test section).
      ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
        ? [
            {
              extends: true as const,
              test: { name: 'production', include: ['tests/production/**/*.test.ts'] },
            },
          ]
        : []),
    ],
  },
})
