import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    environment: 'node',
    env: { NODE_ENV: 'test' },
    testTimeout: 20_000,
    // A suite's setup logs a member in or starts a backend: 10 s was cut on two loaded cores.
    hookTimeout: 30_000,
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
