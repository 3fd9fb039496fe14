import type { AddressInfo } from 'node:net'
import compression from 'compression'
import express from 'express'
import { register } from 'prom-client'
import { afterEach, describe, expect, it } from 'vitest'
import { anonymousPageCache } from './page-cache.ts'
import { securityHeaders } from './security.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/**
 * The storefront's order (security headers, compression, the cache) in front of a page that says
 * how often it was rendered, prints its nonce twice, and does what the query asks: share itself,
 * set a cookie, fail.
 */
async function site(ttlMs = 60_000) {
  let renders = 0
  const app = express()
  app.use(securityHeaders({ production: false, devServer: false }))
  app.use(compression({ threshold: 0 }))
  app.use(anonymousPageCache({ ttlMs, sharedCookies: ['cerez_zorunlu'] }))
  app.get('/{*path}', (req, res) => {
    renders += 1
    const nonce = String(res.locals.cspNonce)
    if (req.query.paylas !== 'hayir') res.locals.sharedPage = true
    if (req.query.cerez) res.setHeader('Set-Cookie', 'oturum=1')
    res.status(req.query.hata ? 500 : 200).type('html')
    res.write(`<script nonce="${nonce}">1</script><p>Görüntüleme ${renders}</p>`)
    res.end(`<script nonce="${nonce}">2</script>`)
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    renders: () => renders,
    async get(path: string, headers: Record<string, string> = {}) {
      const response = await fetch(origin + path, { headers })
      const body = await response.text()
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]
      return { response, body, nonce }
    },
  }
}

describe('the anonymous page cache', () => {
  it('renders a shared page once and gives each later view its own nonce', async () => {
    const s = await site()
    const first = await s.get('/kasko-sigortasi')
    const second = await s.get('/kasko-sigortasi', { 'Accept-Encoding': 'gzip' })
    expect(s.renders()).toBe(1)
    expect(second.body).toContain('Görüntüleme 1')
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.body).not.toContain(first.nonce)
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([
      `nonce="${second.nonce}"`,
      `nonce="${second.nonce}"`,
    ])
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    // Compressed as any other response (fetch undoes it), so the body kept was the plain one.
    expect(second.response.headers.get('content-encoding')).toBe('gzip')
  })

  it('counts its hits and misses for the metrics, leaving out visitors with a session', async () => {
    const lookups = async () =>
      Object.fromEntries(
        (
          (await register.getSingleMetric('storefront_page_cache_lookups_total')?.get())?.values ??
          []
        ).map((v) => [v.labels.result, v.value]),
      )
    const before = await lookups()
    const s = await site()
    await s.get('/sss')
    await s.get('/sss')
    await s.get('/sss')
    await s.get('/sss', { Cookie: 'oturum=abc' })
    const after = await lookups()
    expect((after.hit ?? 0) - (before.hit ?? 0)).toBe(2)
    expect((after.miss ?? 0) - (before.miss ?? 0)).toBe(1)
  })

  it('keeps each address, and each choice of consent cookies, apart', async () => {
    const s = await site()
    await s.get('/')
    await s.get('/?modal=giris')
    await s.get('/', { Cookie: 'cerez_zorunlu=1' })
    await s.get('/', { Cookie: 'cerez_zorunlu=1' })
    expect(s.renders()).toBe(3)
  })

  it('renders every view for a visitor with a session or any cookie it does not know', async () => {
    const s = await site()
    await s.get('/', { Cookie: 'oturum=abc' })
    await s.get('/', { Cookie: 'cerez_zorunlu=1; oturum=abc' })
    await s.get('/', { Cookie: 'baska=1' })
    expect(s.renders()).toBe(3)
    // Nor is what they were shown kept for anyone else.
    expect((await s.get('/')).body).toContain('Görüntüleme 4')
  })

  it('keeps no page the app did not share, that set a cookie or that failed', async () => {
    const s = await site()
    for (const query of ['?paylas=hayir', '?cerez=1', '?hata=1']) {
      await s.get(`/${query}`)
      await s.get(`/${query}`)
    }
    expect(s.renders()).toBe(6)
  })

  it('renders again once the page has been kept for its time', async () => {
    const s = await site(50)
    await s.get('/')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect((await s.get('/')).body).toContain('Görüntüleme 2')
  })

  it('is off with a time of 0', async () => {
    const s = await site(0)
    await s.get('/')
    await s.get('/')
    expect(s.renders()).toBe(2)
  })
})
