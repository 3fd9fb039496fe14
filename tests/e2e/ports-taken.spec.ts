import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, test } from '@playwright/test'
import { isJs } from './quote-helpers.ts'

// Issue 37: a port already in use crashed the storefront with a raw stack trace. The built
// storefront is started as an operator starts it, with one of its four ports held by another
// process: it stops at once, non-zero, with one line naming the setting and the port.

const settings = ['PORT', 'AGENCY_PORT', 'METRICS_PORT', 'AGENCY_METRICS_PORT'] as const

/** Four loopback ports held open by this test, so that nothing else takes them meanwhile. */
async function heldPorts() {
  const servers = await Promise.all(
    settings.map(
      () =>
        new Promise<Server>((resolve) => {
          const server = createServer().listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  return {
    ports: servers.map((s) => (s.address() as AddressInfo).port),
    /** Lets every port go but the one at `kept`, which stays taken. */
    release: (kept: number) =>
      Promise.all(
        servers.map((s, i) => (i === kept ? null : new Promise((resolve) => s.close(resolve)))),
      ),
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  }
}

for (const [taken, setting] of settings.entries()) {
  test(`${setting} already in use: one line names it and its port, and the start fails`, async () => {
    // A process's start, not a page: no browser and nothing of JavaScript on or off is involved.
    test.skip(!isJs(), 'a start of the built server, run once')
    // The public and metrics ports open last, after the back office and the whole app are up.
    test.setTimeout(90_000)
    const held = await heldPorts()
    const [port, agencyPort, metricsPort, agencyMetricsPort] = held.ports
    await held.release(taken)
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-ports-'))
    const server = spawn(process.execPath, ['build/node/index.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        AGENCY_PORT: String(agencyPort),
        METRICS_PORT: String(metricsPort),
        AGENCY_METRICS_PORT: String(agencyMetricsPort),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        LOG_FILE: path.join(dataDir, 'server.log'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
    try {
      // Well within the test's time, so that one still running is stopped below.
      const exitCode = await Promise.race([exited, sleep(60_000, 'still running')])
      expect(exitCode, output).not.toBe('still running')
      expect(exitCode, output).not.toBe(0)
      expect(exitCode, output).not.toBeNull()
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(`^Yapılandırma hatalı: ${setting}: ${held.ports[taken]} portu açılamadı`),
        ),
      ])
      expect(output).not.toMatch(/^\s+at /m)
    } finally {
      // One that kept running (the defect) is stopped with its back office.
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM')
        await exited
      }
      await held.close()
    }
  })
}
