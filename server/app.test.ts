import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { AgencyState } from './agency-process.ts'
import { crossSiteRefusal, liveness, requestScope, staticRootFiles, visitorOf } from './app.ts'
import { currentRequestId } from './platform/request-id.ts'

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

describe('the request id', () => {
  it("is the proxy's X-Request-Id, or a new one, for the whole request and in its answer", async () => {
    const app = express()
    app.use(requestScope)
    app.get('/', async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      res.send(currentRequestId())
    })
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const sent = await fetch(url, { headers: { 'X-Request-Id': 'a1b2c3d4e5f60718' } })
    expect(await sent.text()).toBe('a1b2c3d4e5f60718')
    expect(sent.headers.get('x-request-id')).toBe('a1b2c3d4e5f60718')
    const made = await fetch(url)
    const id = await made.text()
    expect(id).toMatch(/^[\da-f-]{36}$/)
    expect(made.headers.get('x-request-id')).toBe(id)
  })
})

/** Status and body of one request through the cross-site check to a route that answers 200. */
async function throughCrossSiteCheck(
  method: string,
  path: string,
  headers: Record<string, string> | ((origin: string) => Record<string, string>),
) {
  const app = express()
  app.use(crossSiteRefusal)
  app.use((_req, res) => void res.send('işlendi'))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const site = `http://127.0.0.1:${port}`
  const response = await fetch(site + path, {
    method,
    headers: typeof headers === 'function' ? headers(site) : headers,
  })
  return { status: response.status, body: await response.text() }
}

describe('the cross-site check', () => {
  it('refuses a form another site posts, with a Turkish page and a way back', async () => {
    const answer = await throughCrossSiteCheck('POST', '/giris', {
      Origin: 'https://kotu.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('Bu form başka bir siteden gönderildiği için')
    expect(answer.body).toContain('<a href="/">Ana sayfaya dönün</a>')
  })

  it('refuses every state-changing method, on the browser verdict or the Origin alone', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const bySite = await throughCrossSiteCheck(method, '/hesabim', {
        'Sec-Fetch-Site': 'cross-site',
      })
      expect(bySite.status, method).toBe(403)
      const byOrigin = await throughCrossSiteCheck(method, '/hesabim', {
        Origin: 'https://kotu.example',
      })
      expect(byOrigin.status, method).toBe(403)
      // A sibling subdomain (same-site) is not us either: it could log a visitor in or out.
      const sibling = await throughCrossSiteCheck(method, '/cikis', {
        'Sec-Fetch-Site': 'same-site',
      })
      expect(sibling.status, method).toBe(403)
    }
    // An opaque origin (a sandboxed frame, a data: page) is not ours either.
    expect((await throughCrossSiteCheck('POST', '/giris', { Origin: 'null' })).status).toBe(403)
  })

  it("lets the site's own posts through, with or without the headers", async () => {
    const fromOurPage = await throughCrossSiteCheck('POST', '/giris', (site) => ({
      Origin: site,
      'Sec-Fetch-Site': 'same-origin',
    }))
    expect(fromOurPage.status).toBe(200)
    expect(fromOurPage.body).toBe('işlendi')
    // A browser without Fetch Metadata sends only the Origin, which names this host.
    const originOnly = await throughCrossSiteCheck('POST', '/giris', (site) => ({ Origin: site }))
    expect(originOnly.status).toBe(200)
    // curl and other clients without a browser's cookies send neither header.
    expect((await throughCrossSiteCheck('POST', '/giris', {})).status).toBe(200)
    const typed = await throughCrossSiteCheck('POST', '/giris', { 'Sec-Fetch-Site': 'none' })
    expect(typed.status).toBe(200)
  })

  it('lets reading requests through from anywhere: links from other sites must open', async () => {
    const answer = await throughCrossSiteCheck('GET', '/kasko-sigortasi', {
      Origin: 'https://kotu.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(answer.status).toBe(200)
  })

  it('lets the bank post the 3D Secure result, and only that path', async () => {
    const bank = { Origin: 'https://banka.example', 'Sec-Fetch-Site': 'cross-site' }
    expect((await throughCrossSiteCheck('POST', '/odeme/3d-sonuc', bank)).status).toBe(200)
    expect((await throughCrossSiteCheck('POST', '/odeme/3d-sonuc/baska', bank)).status).toBe(403)
    expect((await throughCrossSiteCheck('POST', '/odeme', bank)).status).toBe(403)
  })
})

describe("the client folder's root files", () => {
  it('serves the files and folders the build put there and hands every other path to the app', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'))
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>')
    mkdirSync(path.join(clientDir, 'images'))
    writeFileSync(path.join(clientDir, 'images', 'kasko.webp'), 'resim')
    const app = express()
    app.use(staticRootFiles(clientDir))
    app.use((req, res) => void res.send(`sayfa ${req.path}`))
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const body = (p: string) => fetch(`http://127.0.0.1:${port}${p}`).then((r) => r.text())
    expect(await body('/favicon.svg')).toBe('<svg/>')
    expect(await body('/images/kasko.webp')).toBe('resim')
    expect(await body('/')).toBe('sayfa /')
    expect(await body('/hakkimizda')).toBe('sayfa /hakkimizda')
    // A folder's missing file is not the app's page either way: express.static passes it on.
    expect(await body('/images/yok.webp')).toBe('sayfa /images/yok.webp')
  })
})

describe('liveness (/healthz)', () => {
  async function healthz(backOffice?: () => AgencyState) {
    const app = express()
    app.get('/healthz', liveness(backOffice))
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/healthz`)
    return { status: response.status, body: (await response.json()) as unknown }
  }

  it('answers while the process runs, and says how its back office is', async () => {
    expect(await healthz()).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await healthz(() => 'up')).toEqual({
      status: 200,
      body: { status: 'ok', backOffice: 'up' },
    })
    // Crashed and coming back by itself: nothing for a supervisor to do yet.
    expect((await healthz(() => 'restarting')).status).toBe(200)
  })

  it('fails once the back office is not coming back, so a supervisor restarts the storefront', async () => {
    expect(await healthz(() => 'failed')).toEqual({
      status: 503,
      body: { status: 'failed', backOffice: 'failed' },
    })
  })
})
