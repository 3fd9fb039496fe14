import { createHash } from 'node:crypto'
import { get as httpGet } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { register } from 'prom-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anonymousPageCache } from './page-cache.ts'
import { securityHeaders } from './security.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/**
 * The storefront's order (security headers, compression, the cache) in front of a page that says
 * how often it was rendered, has two scripts with its nonce and one without (as if injected
 * through content), and does what the query asks: share itself, set a cookie, fail.
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
    res.write('<script>alert("içerik")</script>')
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
      const policy = response.headers.get('content-security-policy')!
      return { response, body, policy, nonce: /'nonce-([^']+)'/.exec(policy)?.[1] }
    },
    /** The bytes as sent, not undone as `fetch` would. */
    raw(path: string, encoding: string) {
      return new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        httpGet(origin + path, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
          )
        }).on('error', reject)
      })
    },
  }
}

describe('the anonymous page cache', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('renders a shared page once; later views allow the scripts the nonce did by their hashes', async () => {
    const s = await site()
    const first = await s.get('/kasko-sigortasi')
    expect(first.policy).toContain(`script-src 'nonce-${first.nonce}' 'strict-dynamic'`)
    const second = await s.get('/kasko-sigortasi', { 'Accept-Encoding': 'identity' })
    expect(s.renders()).toBe(1)
    expect(second.body).toBe(first.body)
    expect(second.nonce).toBeUndefined()
    // The script without the render's nonce stays refused.
    expect(second.policy).toContain(`script-src ${sha256('1')} ${sha256('2')} 'strict-dynamic';`)
    expect(second.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.response.headers.get('content-encoding')).toBeNull()
    expect(second.response.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('serves later views compressed once at the best levels, and meanwhile as any response', async () => {
    const s = await site()
    const page = Buffer.from((await s.get('/sss')).body)
    // Whether its compressed forms are ready yet or not, a view asking for brotli gets the page.
    const meanwhile = await s.raw('/sss', 'gzip, deflate, br')
    expect(meanwhile.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(meanwhile.bytes)).toEqual(page)
    const best = zlib.brotliCompressSync(page, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    })
    await expect.poll(async () => (await s.raw('/sss', 'gzip, deflate, br')).bytes).toEqual(best)
    const brotli = await s.raw('/sss', 'gzip, deflate, br')
    expect(brotli.headers['content-length']).toBe(String(best.length))
    const gzip = await s.raw('/sss', 'gzip;q=0.8, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.bytes).toEqual(zlib.gzipSync(page, { level: 9 }))
    const plain = await s.raw('/sss', 'identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.bytes).toEqual(page)
    expect(s.renders()).toBe(1)
  })

  it('compresses a page only when a later view comes, and once for all the views after', async () => {
    const compress = vi.spyOn(zlib, 'brotliCompress')
    try {
      const s = await site()
      await s.get('/blog/tek-okunan')
      await new Promise((resolve) => setTimeout(resolve, 100))
      // Viewed once in its period: never compressed at the best level.
      expect(compress).not.toHaveBeenCalled()
      await s.raw('/blog/tek-okunan', 'br')
      await expect
        .poll(async () => (await s.raw('/blog/tek-okunan', 'br')).headers['content-length'])
        .toBeDefined()
      for (let view = 0; view < 3; view += 1) await s.raw('/blog/tek-okunan', 'br')
      expect(compress).toHaveBeenCalledTimes(1)
    } finally {
      compress.mockRestore()
    }
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
