import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Client from '~/upstream/client.server.ts'
import { startAgency, pointStorefrontAt, type RunningAgency } from '../support/agency.ts'

// Two peers: a recorder that shows exactly what went over the wire, and the real built-in backend.
interface Recorded {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: string
}
const recorded: Recorded[] = []
let recorder: Server
let recorderUrl: string
let agency: RunningAgency
let client: typeof Client

beforeAll(async () => {
  recorder = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      recorded.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://x'),
        headers: req.headers,
        body,
      })
      if (req.url?.includes('/yavas')) return // never answers: the timeout must end it
      if (req.url?.includes('/firms/GetFirms')) {
        // A provider with no companies list for branch 40, and one in trouble for the rest.
        const status = new URLSearchParams(body).get('BranchId') === '40' ? 404 : 503
        res.writeHead(status, { 'Content-Type': 'application/json' })
        return res.end(JSON.stringify({ Success: false, StatusCode: status, Messages: ['Yok'] }))
      }
      if (req.url?.includes('/hata')) {
        res.writeHead(500, { 'Content-Type': 'application/json' })
        return res.end(
          JSON.stringify({ Success: false, StatusCode: 500, Messages: ['Sigortacı hatası'] }),
        )
      }
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ Success: true, StatusCode: 200, Messages: [], Data: { ok: 1 } }))
    })
  })
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve))
  recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`
  agency = await startAgency()
  pointStorefrontAt({ ...agency, url: recorderUrl })
  process.env.UPSTREAM_PATHS = '/gecici-kod=/musteri/gecici-kod'
  client = await import('~/upstream/client.server.ts')
})
afterAll(async () => {
  recorder.closeAllConnections()
  recorder.close()
  await agency.stop()
})

const member = { accessToken: 'uye-jetonu', source: 'uye-kaynagi' }
const last = () => recorded[recorded.length - 1]!

describe('upstream client conventions (spec §7)', () => {
  it('posts form-encoded by default with FromPlace, token and source in the body', async () => {
    await client.callUpstream(
      {
        service: 'offers',
        path: '/list/Offers/NewListOffer',
        body: { QueryType: 'kasko' },
        reply: client.envelope(),
      },
      { member },
    )
    const request = last()
    expect(request.url.pathname).toBe('/offers/list/Offers/NewListOffer')
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const fields = new URLSearchParams(request.body)
    expect(fields.get('QueryType')).toBe('kasko')
    expect(fields.get('FromPlace')).toBe('32')
    expect(fields.get('AccessToken')).toBe('uye-jetonu')
    expect(fields.get('Source')).toBe('uye-kaynagi')
  })

  it('sends SiteId, Authorization and Source headers for a member', async () => {
    await client.callUpstream(
      { service: 'common', path: '/api/musteri/guncelle', reply: client.envelope() },
      { member },
    )
    expect(last().headers).toMatchObject({
      siteid: '36',
      authorization: 'Bearer uye-jetonu',
      source: 'uye-kaynagi',
    })
  })

  it('sends JSON when the call asks for it', async () => {
    await client.callUpstream(
      {
        service: 'auth',
        path: '/login',
        json: true,
        body: { Username: '5321234567' },
        reply: client.envelope(),
      },
      { member: null },
    )
    const request = last()
    expect(request.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request.body)).toEqual({ Username: '5321234567', FromPlace: 32 })
  })

  it('carries FromPlace, token and source in the query of a GET', async () => {
    await client.callUpstream(
      {
        service: 'common',
        path: '/musteri/Get-Client-Info',
        method: 'GET',
        reply: client.envelope(),
      },
      { member },
    )
    const { url, body } = last()
    expect(url.searchParams.get('FromPlace')).toBe('32')
    expect(url.searchParams.get('AccessToken')).toBe('uye-jetonu')
    expect(url.searchParams.get('Source')).toBe('uye-kaynagi')
    expect(body).toBe('')
  })

  it('uses the public site credential when nobody is logged in', async () => {
    await client.callUpstream(
      { service: 'common', path: '/api/Listeler/get-list', reply: client.envelope() },
      { member: null },
    )
    expect(last().headers.authorization).toBe(`Bearer ${agency.siteCredential}`)
    expect(last().headers.source).toBeUndefined()
    expect(new URLSearchParams(last().body).get('AccessToken')).toBeNull()
  })

  it.each([
    ['auth', '/gecici-kod'],
    ['auth', '/gecici-onay'],
    ['auth', '/register'],
    ['auth', '/forgot-password'],
    ['common', '/aml/aml/AMLKontrol'],
    ['common', '/account/yetki'],
    ['content', '/faq/get-faqposts'],
  ] as const)('uses the public credential for %s %s even for a member', async (service, path) => {
    await client.callUpstream({ service, path, reply: client.envelope() }, { member })
    expect(last().headers.authorization).toBe(`Bearer ${agency.siteCredential}`)
    expect(new URLSearchParams(last().body).get('AccessToken')).toBeNull()
  })

  it('sends a call to the provider’s own path where the operator names one (decision 071)', async () => {
    await client.callUpstream(
      { service: 'auth', path: '/gecici-kod', json: true, reply: client.envelope() },
      { member },
    )
    expect(last().url.pathname).toBe('/auth/musteri/gecici-kod')
    expect(last().headers.authorization).toBe(`Bearer ${agency.siteCredential}`)
  })

  it('keeps a companies list answered 404 as skipped, and asks again after another failure', async () => {
    const lists = await import('~/upstream/lists.server.ts')
    const asked = () =>
      recorded
        .filter((r) => r.url.pathname.endsWith('/firms/GetFirms'))
        .map((r) => new URLSearchParams(r.body).get('BranchId'))
    expect(await lists.insuranceCompaniesOf([40, 70], { member: null })).toEqual([])
    expect(await lists.insuranceCompaniesOf([40, 70], { member: null })).toEqual([])
    expect(asked().sort()).toEqual(['40', '70', '70'])
  })

  it('returns the error body of a failed call instead of throwing', async () => {
    const result = await client.callUpstream(
      { service: 'common', path: '/hata', reply: client.envelope() },
      { member: null },
    )
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 500,
      message: 'Sigortacı hatası',
    })
    expect(result.ok === false && result.kind === 'http' && result.body?.Messages).toEqual([
      'Sigortacı hatası',
    ])
  })

  it('turns a silent upstream into a timeout failure with a Turkish message', async () => {
    const started = Date.now()
    const result = await client.callUpstream(
      { service: 'common', path: '/yavas', timeoutMs: 300, reply: client.envelope() },
      { member: null },
    )
    expect(result).toEqual({ ok: false, kind: 'timeout', message: client.upstreamMessages.timeout })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('turns an unreachable upstream into a network failure', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    process.env.UPSTREAM_PRINT_URL = `http://127.0.0.1:${port}`
    const { vi } = await import('vitest')
    vi.resetModules()
    const fresh = await import('~/upstream/client.server.ts')
    const result = await fresh.callUpstream(
      { service: 'print', path: '/print/Print/GetPdf', reply: fresh.envelope() },
      { member: null },
    )
    expect(result).toMatchObject({ ok: false, kind: 'network' })
    delete process.env.UPSTREAM_PRINT_URL
  })

  it('defaults the timeout to 180000 ms', () => {
    expect(process.env.UPSTREAM_TIMEOUT_MS).toBeUndefined()
    return import('~/platform/config.server.ts').then(({ config }) =>
      expect(config.upstream.timeoutMs).toBe(180_000),
    )
  })
})

describe('upstream client against the built-in backend', () => {
  it('is refused with 401 and the backend’s message when the credential is wrong', async () => {
    process.env.AGENCY_URL = agency.url
    process.env.UPSTREAM_SITE_CREDENTIAL = 'yanlis'
    const { vi } = await import('vitest')
    vi.resetModules()
    const content = await import('~/upstream/content.server.ts')
    const result = await content.getFaqPosts({ member: null })
    expect(result).toMatchObject({
      ok: false,
      kind: 'http',
      status: 401,
      message: 'Yetkisiz erişim.',
    })
  })

  it('reads the FAQ and every legal page with the public credential', async () => {
    process.env.AGENCY_URL = agency.url
    process.env.UPSTREAM_SITE_CREDENTIAL = agency.siteCredential
    const { vi } = await import('vitest')
    vi.resetModules()
    const content = await import('~/upstream/content.server.ts')
    const faq = await content.getFaqPosts({ member: null })
    expect(faq.ok && faq.body.Results!.length).toBeGreaterThanOrEqual(15)
    for (const slug of content.legalPageSlugs) {
      const page = await content.getPage(slug, { member: null })
      expect(page.ok && page.body.Data!.Content).toMatch(/[ğüşıöçİ]/)
    }
    const missing = await content.getPage('olmayan', { member: null })
    expect(missing).toMatchObject({ ok: false, status: 404 })
  })
})
