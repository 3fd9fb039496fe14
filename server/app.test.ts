import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { visitorOf } from './app.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** The visitor address the routes' request context gets, for one request. */
async function forwardedFor(trustProxy: string | boolean, sent: string) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.get('/', (req, res) => void res.send(visitorOf(req).ip))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'X-Forwarded-For': sent },
  })
  return response.text()
}

describe('the visitor address routes see', () => {
  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    expect(await forwardedFor(false, '203.0.113.9')).toBe('127.0.0.1')
  })

  it('keeps only the address a trusted proxy appended, not what the visitor sent before it', async () => {
    // The visitor sent 203.0.113.9; the proxy on loopback appended the address it saw.
    expect(await forwardedFor('loopback', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7')
  })
})
