import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest'
import { upstreamServices, type UpstreamService } from '~/platform/config.server.ts'
import { requestContext } from '~/platform/request-context.ts'
import type { Wizard } from '~/quote/wizard/context.server.ts'
import type * as ClientModule from '~/upstream/client.server.ts'
import { startAgency, type RunningAgency } from '../support/agency.ts'

// A fault-injecting server on loopback stands between the storefront and the real built-in
// backend: per service it passes calls through, or fails them the ways a provider does. The
// storefront must answer each with a Turkish message, log it once without the body, and let
// /readyz follow the provider down and back up, with no restart.
type Fault = 'timeout' | 'gateway' | 'malformed' | 'shape' | 'drip'
const services = upstreamServices
const faults = new Map<string, Fault>()
const personal = { NationalNumber: '10000000146', Phone: '5321234567' }

let agency: RunningAgency
let server: Server
let port: number
let dataDir: string
let client: typeof ClientModule
let readyz: () => Promise<{ status: number; body: Record<string, unknown> }>
let warn: MockInstance

async function passThrough(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'authorization', 'siteid', 'source', 'x-forwarded-for']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const answer = await fetch(`${agency.url}${req.url}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' ? undefined : new Uint8Array(body),
  })
  res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' })
  res.end(Buffer.from(await answer.arrayBuffer()))
}

function inject(fault: Fault, res: ServerResponse) {
  switch (fault) {
    case 'timeout':
      return // never answers
    case 'gateway':
      res.writeHead(502, { 'Content-Type': 'text/html' })
      return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>')
    case 'malformed':
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end('{"Success": true, "Data": {"Guid": ')
    case 'shape':
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      return res.end(JSON.stringify({ Success: 'evet', StatusCode: '200', Results: 'liste' }))
    case 'drip': {
      // Headers at once, then one byte now and then: alive, but never done.
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.write('{')
      const timer = setInterval(() => res.write(' '), 150)
      res.on('close', () => clearInterval(timer))
    }
  }
}

function listen() {
  return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
}

beforeAll(async () => {
  agency = await startAgency()
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      // A fault is set for a whole service (its name) or for one of its calls (its path).
      const fault = faults.get(req.url?.split('/')[1] ?? '') ?? faults.get(req.url ?? '')
      if (fault) return inject(fault, res)
      passThrough(req, res, Buffer.concat(chunks)).catch(() => res.destroy())
    })
  })
  port = 0
  await listen()
  port = (server.address() as AddressInfo).port
  dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-faults-'))
  for (const service of services) {
    process.env[`UPSTREAM_${service.toUpperCase()}_URL`] = `http://127.0.0.1:${port}/${service}`
  }
  process.env.UPSTREAM_SITE_CREDENTIAL = agency.siteCredential
  process.env.UPSTREAM_TIMEOUT_MS = '700'
  process.env.DATA_DIR = dataDir
  vi.resetModules()
  client = await import('~/upstream/client.server.ts')
  const { upstreamLog } = await import('~/upstream/log.server.ts')
  warn = vi.spyOn(upstreamLog, 'warn')
  const route = await import('~/routes/readyz.ts')
  readyz = async () => {
    const response = await route.loader()
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
})
afterAll(async () => {
  for (const service of services) delete process.env[`UPSTREAM_${service.toUpperCase()}_URL`]
  delete process.env.UPSTREAM_TIMEOUT_MS
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await agency.stop()
  rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(async () => {
  faults.clear()
  // Content and lookup lists are kept in process: each test's fault must reach the provider.
  ;(await import('~/upstream/lookup-cache.server.ts')).clearLookups()
})

const visitor = { member: null }

/** One real call of each service's client module, with personal data in the body where it has any. */
async function callOf(service: UpstreamService) {
  switch (service) {
    case 'common':
      // Not a lookup list: those are cached (lookup-cache), so a second call would not go out.
      return (await import('~/upstream/customer.server.ts')).getPermissions(visitor)
    case 'auth':
      return (await import('~/upstream/auth.server.ts')).sendTemporaryCode(
        {
          QueryType: 'kasko',
          ...personal,
          OpenDataAgreement: true,
          PrivacyPolicy: true,
          AdvertisementAgreement: false,
        },
        visitor,
      )
    case 'print':
      return (await import('~/upstream/print.server.ts')).getPdf(
        { Type: 'offers', HeaderGuid: 'yok' },
        visitor,
      )
    case 'content':
      return (await import('~/upstream/content.server.ts')).getFaqPosts(visitor)
    case 'offers':
      return (await import('~/upstream/offers.server.ts')).getQuoteFirms(
        {
          QueryType: 'kasko',
          Gsm: personal.Phone,
          NationalNumber: personal.NationalNumber,
          HeaderGuid: 'yok',
        },
        visitor,
      )
    case 'search':
      return (await import('~/upstream/search.server.ts')).searchSite('kasko', visitor)
    case 'payment':
    case 'payment2':
      return client.callEnvelope(
        { service, path: '/api/payment/payment-detail', body: personal, reply: client.envelope() },
        visitor,
      )
  }
}

const expectedKind = {
  timeout: 'timeout',
  gateway: 'http',
  malformed: 'invalid',
  shape: 'invalid',
  drip: 'timeout',
} as const

describe.each(services)('the %s service', (service) => {
  it.each(Object.keys(expectedKind) as Fault[])(
    'survives %s: a Turkish message, one log line without the body, /readyz red then green',
    async (fault) => {
      faults.set(service, fault)
      warn.mockClear()
      const started = Date.now()
      const result = await callOf(service)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(result.kind).toBe(expectedKind[fault])
      expect(Object.values(client.upstreamMessages)).toContain(result.message)
      expect(warn).toHaveBeenCalledTimes(1)
      const [fields] = warn.mock.calls[0]!
      expect(fields).toMatchObject({ service, kind: expectedKind[fault] })
      expect((fields as { path: string }).path).toMatch(/^\//)
      const logged = JSON.stringify(warn.mock.calls)
      expect(logged).not.toContain(personal.NationalNumber)
      expect(logged).not.toContain(personal.Phone)

      const down = await readyz()
      expect(down.status).toBe(503)
      expect(down.body.services).toHaveProperty(service)

      faults.delete(service)
      const again = await callOf(service)
      // Up again: any answer of the provider's own (a refusal included) is not a fault.
      expect(again.ok || again.kind === 'http').toBe(true)
      expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ok' } })
    },
  )
})

describe('a county list that does not load', () => {
  it('makes the information step say its lists could not be loaded, not show an empty county', async () => {
    const { loadCustomer } = await import('~/quote/steps/customer/customer.server.ts')
    const draft = {
      data: {
        entry: { NationalNumber: personal.NationalNumber },
        customer: { Name: 'Ayşe', Surname: 'Yılmaz', CityCode: 66, CountyCode: 1 },
      },
    }
    const load = () => loadCustomer({ draft, upstream: visitor } as unknown as Wizard)
    faults.set('/common/api/listeler/get-ilceler', 'gateway')
    const failed = await load()
    expect(failed.cities.length).toBeGreaterThan(0)
    expect(failed.counties.options).toEqual([])
    expect(failed.listsFailed).toBe(true)
    faults.clear()
    ;(await import('~/upstream/lookup-cache.server.ts')).clearLookups()
    const loaded = await load()
    expect(loaded.counties.options.length).toBeGreaterThan(0)
    expect(loaded.listsFailed).toBe(false)
  })
})

describe('one slow insurer', () => {
  it('runs out of the time the storefront gave it without turning /readyz red', async () => {
    const { getFirmOffers } = await import('~/upstream/offers.server.ts')
    faults.set('offers', 'timeout')
    const request = { HeaderGuid: 'yok', InsuranceFirm: 1, QueryType: 'kasko' }
    const slow = await getFirmOffers(request, visitor, 200)
    expect(slow).toMatchObject({ ok: false, kind: 'timeout' })
    expect(await readyz()).toMatchObject({ status: 200 })
    const silent = await getFirmOffers(request, visitor)
    expect(silent).toMatchObject({ ok: false, kind: 'timeout' })
    expect((await readyz()).status).toBe(503)
    faults.delete('offers')
    await getFirmOffers(request, visitor, 200)
    expect(await readyz()).toMatchObject({ status: 200 })
  })
})

describe('a provider that refuses connections', () => {
  it('every service fails with a Turkish message, /readyz is red, and green once it listens again', async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    for (const service of services) {
      const result = await callOf(service)
      expect(result).toMatchObject({
        ok: false,
        kind: 'network',
        message: client.upstreamMessages.network,
      })
    }
    const down = await readyz()
    expect(down.status).toBe(503)
    expect(Object.keys(down.body.services as object).sort()).toEqual([...services].sort())

    await listen()
    for (const service of services) await callOf(service)
    expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ok' } })
  })
})

describe('pages keep the form and say what happened, in Turkish', () => {
  // The route modules' own argument types name React Router's generated route info; the
  // actions and loaders read the request, its page URL and the request context the HTTP layer
  // builds.
  const actionArgs = (request: Request) =>
    ({
      request,
      url: new URL(request.url),
      params: {},
      context: requestContext({ visitor: { ip: '127.0.0.1' }, cspNonce: '' }),
    }) as never

  it('quote entry: the SMS service times out, the typed values come back with the message', async () => {
    faults.set('auth', 'timeout')
    const { action } = await import('~/routes/quote-entry.tsx')
    const form = new URLSearchParams({
      intent: 'gonder',
      NationalNumber: personal.NationalNumber,
      Phone: '(532)123-4567',
      LicensePlateNumber: '66 abc 123',
      PlateStatus: '1',
      PrivacyPolicy: 'on',
      OpenDataAgreement: 'on',
    })
    const answer = (await action(
      actionArgs(
        new Request('http://localhost/kasko-sigortasi', {
          method: 'POST',
          body: form,
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Forwarded-For': '127.0.0.9',
          },
        }),
      ),
    )) as unknown as {
      data: { kind: string; message: string; reply: { initialValue: Record<string, unknown> } }
    }
    expect(answer.data.message).toBe(client.upstreamMessages.timeout)
    expect(answer.data.reply.initialValue).toMatchObject({
      NationalNumber: personal.NationalNumber,
      Phone: '(532)123-4567',
      LicensePlateNumber: '66 abc 123',
    })
  })

  it('contact: a gateway error on the common service keeps the message typed', async () => {
    faults.set('common', 'gateway')
    const { action } = await import('~/routes/contact.tsx')
    const form = new URLSearchParams({
      Name: 'Ayşe Yılmaz',
      Email: 'ayse@ornek.com.tr',
      Phone: '(532)123-4567',
      Subject: 'Poliçe',
      Message: 'Poliçemi yenilemek istiyorum.',
    })
    const reply = (await action(
      actionArgs(new Request('http://localhost/iletisim', { method: 'POST', body: form })),
    )) as unknown as { error: Record<string, string[]>; initialValue: Record<string, unknown> }
    expect(Object.values(reply.error ?? {}).flat()).toContain(client.upstreamMessages.http)
    expect(reply.initialValue).toMatchObject({ Message: 'Poliçemi yenilemek istiyorum.' })
  })

  it('FAQ and search: a malformed and a wrong-shaped reply become a notice, not an error page', async () => {
    faults.set('content', 'malformed')
    faults.set('search', 'shape')
    const faq = await (
      await import('~/routes/faq.tsx')
    ).loader(actionArgs(new Request('http://localhost/sss')))
    expect(faq).toMatchObject({ ok: false, message: client.upstreamMessages.invalid })
    const search = (await (
      await import('~/routes/search.tsx')
    ).loader(actionArgs(new Request('http://localhost/arama?q=kasko')))) as {
      query: string
      message: string | null
    }
    expect(search.query).toBe('kasko')
    expect(search.message).toBeTruthy()
  })
})
