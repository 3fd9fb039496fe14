import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { loadPorts } from '../../scripts/load-layout.js'

// Issue 37: `npm run load` left nginx, PostgreSQL, Redis and both storefront processes running
// when it ended early. However it ends, nothing it started is left listening.

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

const listening = async () => {
  const ports = loadPorts()
  const open = await Promise.all(ports.map(answers))
  return ports.filter((_, i) => open[i])
}

const endings = [
  { how: 'Ctrl+C (SIGINT to its process group)', signal: 'SIGINT', group: true, code: 130 },
  { how: 'a timeout (SIGTERM to it alone)', signal: 'SIGTERM', group: false, code: 143 },
] as const

for (const { how, signal, group, code } of endings) {
  test(`${how} in the middle of the load stops every process it started`, async () => {
    test.setTimeout(240_000)
    expect(await listening(), 'the load’s ports are free before it starts').toEqual([])
    // Its own process group, as a terminal gives a command: nginx and Redis share it.
    const load = spawn(process.execPath, ['scripts/load.js'], {
      detached: true,
      env: { ...process.env, LOAD_SECONDS: '120' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    load.stdout.on('data', (chunk) => (output += chunk))
    load.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => load.once('exit', resolve))
    try {
      await expect.poll(() => output, { timeout: 150_000 }).toContain('Load: 8 connections')
      // Visitors on their way through every process.
      await expect.poll(listening).toHaveLength(loadPorts().length)
      await new Promise((resolve) => setTimeout(resolve, 3000))
      process.kill(group ? -load.pid! : load.pid!, signal)
      expect(await exited, output).toBe(code)
      expect(output).toContain('stopping everything it started')
      expect(await listening()).toEqual([])
    } finally {
      if (load.exitCode === null && load.signalCode === null) {
        load.kill('SIGTERM')
        await exited
      }
    }
  })
}
