import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { PHONE_CODE_INTERVAL_SECONDS } from './tests/e2e/phone-codes.ts'

const port = Number(process.env.E2E_PORT ?? 3210)
// One data folder for the run: the workers inherit it, so tests can read the server's databases
// and its log file (the payment tests search them for card data).
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'bozok-e2e-')))
// Debian's headless shell (package chromium-headless-shell) runs the same Blink with no window
// behind it: on CI's two cores a test's browser took half the CPU time of full Chromium's
// headless mode. Full Chromium where only it is installed.
const headlessShell = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Four workers on CI's two cores: a test spends much of its time waiting (an insurer's answer,
  // a page's refresh, the interval between two codes to one phone), and with two the cores were
  // idle about two fifths of the run (decision 079). Elsewhere Playwright's default, half the
  // cores, with the shorter timeouts below.
  workers: process.env.CI ? 4 : undefined,
  retries: 0,
  // CI runs four workers beside the server and its backend on two cores: a form post that
  // answers in 300 ms here has been seen to take over 5 s there.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // A whole quote journey (entry, SMS code, steps, axe on each page) takes 20-30 s alone and
  // twice that beside the other workers there: 30 s cut journeys that were only slow.
  timeout: process.env.CI ? 90_000 : 30_000,
  // After the summary, what a failed test's page showed and the server's requests meanwhile.
  reporter: [['list'], ['./tests/support/failure-report.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spent a
        // quarter of the renderer's CPU compiling code that ran too briefly to repay it
        // (decision 078). Ignition and Sparkplug still run every script.
        '--js-flags=--no-maglev --no-turbofan',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'nojs', use: { javaScriptEnabled: false } },
    // Property-based tests of every form over HTTP, no browser (README, Tests).
    { name: 'property', testDir: 'tests/property' },
  ],
  webServer: {
    command: 'node build/node/index.js',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      AGENCY_PORT: String(port + 1),
      // Prometheus metrics of both processes, on loopback beside the public port (README,
      // Operating the storefront); tests/e2e/operations.spec.ts scrapes them.
      METRICS_PORT: String(port + 2),
      AGENCY_METRICS_PORT: String(port + 3),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FILE: path.join(dataDir, 'server.log'),
      // Every e2e request comes from one address; the per-IP caps would stop the suite, not abuse.
      SMS_IP_HOURLY_LIMIT: '100000',
      SMS_GLOBAL_HOURLY_LIMIT: '100000',
      QUOTE_ENTRY_IP_LIMIT: '100000',
      CONTACT_IP_LIMIT: '100000',
      CARD_FAILURE_IP_LIMIT: '100000',
      CLAIM_IP_HOURLY_LIMIT: '100000',
      // A purchase's code and the sign-up's to the same phone need not be a minute apart here.
      SMS_PHONE_INTERVAL_SECONDS: String(PHONE_CODE_INTERVAL_SECONDS),
      // Quote flow: quick, reliable insurers and one slow one, so the first offers are seen
      // before the slowest insurer answers (README, Configuration).
      AGENCY_INSURER_LATENCY_MS: '50-400',
      AGENCY_INSURER_FAILURE_RATE: '0',
      AGENCY_INSURER_LATENCY_MS_MUNZUR: '4000',
    },
  },
})
