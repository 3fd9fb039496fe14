import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { register } from 'prom-client'
import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import {
  funnel,
  requestMetrics,
  routeIdOf,
  routeIdOfPattern,
  upstreamCallEnded,
} from './metrics.ts'
import { staticRootFiles } from './app.ts'
import { anonymousPageCache } from './page-cache.ts'

/** A build's route manifest as React Router writes it: flat, each route naming its parent. */
const build = {
  routes: {
    root: { id: 'root', path: '' },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true },
    'teklif-trafik': { id: 'teklif-trafik', parentId: 'root', path: 'trafik-teklif/:quoteId' },
    'teklif-trafik-devam': { id: 'teklif-trafik-devam', parentId: 'teklif-trafik', index: true },
    'teklif-trafik-arac': { id: 'teklif-trafik-arac', parentId: 'teklif-trafik', path: 'arac' },
    'routes/catch-all': { id: 'routes/catch-all', parentId: 'root', path: '*' },
  },
} as unknown as ServerBuild

describe('route ids', () => {
  it.each([
    ['/', 'routes/home'],
    ['/_root.data', 'routes/home'],
    ['/trafik-teklif/9f1c2d/arac', 'teklif-trafik-arac'],
    ['/trafik-teklif/9f1c2d/arac.data', 'teklif-trafik-arac'],
    ['/trafik-teklif/9f1c2d', 'teklif-trafik-devam'],
    ['/yok/boyle/bir/sayfa', 'routes/catch-all'],
  ])('%s is served by %s, whatever id the address carries', (path, id) => {
    expect(routeIdOf(build, path)).toBe(id)
  })

  it.each([
    ['/', 'routes/home'],
    ['/trafik-teklif/:quoteId/arac', 'teklif-trafik-arac'],
    ['trafik-teklif/:quoteId', 'teklif-trafik-devam'],
    ['/*', 'routes/catch-all'],
  ])('the pattern React Router matched, %s, names %s', (pattern, id) => {
    expect(routeIdOfPattern(build, pattern)).toBe(id)
  })
})

describe('labels', () => {
  it("name what the HTTP layer answers itself, behind a mount too, and React Router's discovery", async () => {
    const app = express()
    app.use(requestMetrics(build))
    app.use('/assets', (_req, res) => res.end('/* modül */'))
    app.use((_req, res) => res.end('sayfa'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      for (const path of ['/assets/shell-AbC123.js', '/__manifest?paths=%2Fblog', '/yok'])
        await (await fetch(origin + path)).text()
    } finally {
      server.close()
    }
    const scrape = await register.metrics()
    const count = (route: string) =>
      new RegExp(`storefront_http_request_duration_seconds_count\\{route="${route}",method="GET"`)
    expect(scrape).toMatch(count('assets'))
    expect(scrape).toMatch(count('route-manifest'))
    expect(scrape).toMatch(count('routes/catch-all'))
  })

  it('name a file of the client folder `static`, and a page the cache kept by the route its render matched', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'metrics-static-'))
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>')
    mkdirSync(path.join(clientDir, 'icons'))
    const app = express()
    app.use(requestMetrics(build))
    app.use(staticRootFiles(clientDir))
    app.use(anonymousPageCache({ ttlMs: 60_000, sharedCookies: [] }))
    app.use((_req, res) => {
      // What React Router's root middleware reports for the page it renders (server/app.ts).
      res.locals.matchedPattern = '/trafik-teklif/:quoteId/arac'
      res.locals.sharedPage = true
      res.end('sayfa')
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      // A missing file in a folder of the client's goes on to the app; the cached page twice.
      for (const path of ['/favicon.svg', '/icons/yok.png', '/saklanan', '/saklanan'])
        await (await fetch(origin + path)).text()
    } finally {
      server.close()
    }
    const scrape = await register.metrics()
    const count = (route: string, n: number) =>
      new RegExp(
        `storefront_http_request_duration_seconds_count\\{route="${route}",method="GET",status_class="2xx"\\} ${n}\n`,
      )
    expect(scrape).toMatch(count('static', 1))
    expect(scrape).toMatch(count('teklif-trafik-arac', 3))
  })

  it('never carry a phone, a national ID or an id in a path, whatever a caller passes', async () => {
    upstreamCallEnded(
      { service: 'offers', path: '/api/teklif/05321234567/12345678901', insurer: '05321234567' },
      0.2,
      'ok',
      null,
    )
    funnel.paymentEnded('trafik', false, '05321234567')
    funnel.paymentEnded('trafik', false, 'insufficient_funds')
    const scrape = await register.metrics()
    expect(scrape).not.toMatch(/5321234567|12345678901/)
    expect(scrape).toContain('path="/api/teklif/:id/:id",insurer="other",outcome="ok"')
    expect(scrape).toContain(
      'storefront_payment_declines_total{line="trafik",reason="insufficient_funds"} 1',
    )
    expect(scrape).toContain('storefront_payment_declines_total{line="trafik",reason="other"} 1')
  })

  it('counts a step once as the draft reaches it, not when the visitor goes back to it', async () => {
    const steps = () =>
      register.getSingleMetricAsString('storefront_funnel_steps_total').then((text) => text)
    funnel.advanced('dask', undefined, 'bilgiler')
    funnel.advanced('dask', 'bilgiler', 'adres')
    funnel.advanced('dask', 'adres', 'adres')
    const text = await steps()
    expect(text).toContain('storefront_funnel_steps_total{line="dask",step="bilgiler"} 1')
    expect(text).toContain('storefront_funnel_steps_total{line="dask",step="adres"} 1')
  })
})
