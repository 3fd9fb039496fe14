import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as httpServer, type Server } from 'node:http'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { register } from 'prom-client'
import { request } from 'undici'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startNginx } from '../../scripts/cluster.js'
import { startPrometheus } from '../../scripts/cluster-prometheus.js'
import '../../server/metrics.ts'
import '../../server/agency/metrics.ts'
import { serveMetrics } from '../../server/platform/prometheus.ts'

// deploy/ for the operators (README, Operating the storefront): the scrape configuration and
// alert rules as Prometheus reads them, the Grafana dashboard as Grafana imports it, and every
// metric either names is one the processes serve; the nginx site as nginx runs it.

const deploy = (file: string) => new URL(`../../deploy/${file}`, import.meta.url).pathname

function installed(program: string) {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const hasPromtool = installed('promtool')
const hasPrometheus = installed('prometheus')
const skipped = (program: string) =>
  installed(program) ? '' : ` (skipped: ${program} is not installed; apt-get install prometheus)`

const rules = readFileSync(deploy('bozok-storefront.rules.yml'), 'utf8')

interface Target {
  refId: string
  expr: string
  datasource: { type: string; uid: string }
}
interface Panel {
  id: number
  type: string
  title: string
  gridPos: { x: number; y: number; w: number; h: number }
  datasource?: { type: string; uid: string }
  targets?: Target[]
}
const dashboard = JSON.parse(readFileSync(deploy('grafana-dashboard.json'), 'utf8')) as {
  title: string
  uid: string
  schemaVersion: number
  panels: Panel[]
  templating: { list: { name: string; type: string; query: unknown }[] }
}

/** The metric names a PromQL expression reads (without a histogram's _bucket/_count/_sum). */
function metricsIn(expr: string): string[] {
  const names = expr.match(/\b(?:storefront|agency)_\w+|\bup\b(?=\{)/g) ?? []
  return names.map((name) => name.replace(/_(bucket|count|sum)$/, ''))
}

describe('alert rules and scrape configuration', () => {
  it.skipIf(!hasPromtool)(`pass promtool check config and rules${skipped('promtool')}`, () => {
    execFileSync('promtool', ['check', 'config', deploy('prometheus.yml')], { stdio: 'pipe' })
    execFileSync('promtool', ['check', 'rules', deploy('bozok-storefront.rules.yml')], {
      stdio: 'pipe',
    })
  })

  it.skipIf(!hasPromtool)(
    `fire on the series they are about and only then (promtool test rules)${skipped('promtool')}`,
    () => {
      execFileSync('promtool', ['test', 'rules', deploy('bozok-storefront.rules.test.yml')], {
        stdio: 'pipe',
      })
    },
  )

  it('alert on metrics the processes serve', async () => {
    const served = new Set((await register.getMetricsAsJSON()).map((m) => m.name))
    const named = metricsIn(rules).filter((name) => name !== 'up')
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !served.has(name))).toEqual([])
  })
})

describe('the Grafana dashboard', () => {
  const variable = dashboard.templating.list.find((v) => v.type === 'datasource')
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row')

  it('asks for its Prometheus data source on import, and every panel and query uses it', () => {
    expect(variable).toMatchObject({ name: 'datasource', query: 'prometheus' })
    const chosen = { type: 'prometheus', uid: `\${${variable!.name}}` }
    expect(panels.length).toBeGreaterThanOrEqual(10)
    for (const panel of panels) {
      expect(panel.datasource, panel.title).toEqual(chosen)
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0)
      for (const target of panel.targets!) expect(target.datasource, panel.title).toEqual(chosen)
    }
  })

  it('has what Grafana needs to import it: unique ids, a place for each panel, a query per target', () => {
    expect(dashboard).toMatchObject({ title: expect.any(String), uid: expect.any(String) })
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36)
    const ids = dashboard.panels.map((panel) => panel.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos
      expect(x + w, panel.title).toBeLessThanOrEqual(24)
      expect(Math.min(x, y, w - 1, h - 1), panel.title).toBeGreaterThanOrEqual(0)
      const refIds = (panel.targets ?? []).map((t) => t.refId)
      expect(new Set(refIds).size, panel.title).toBe(refIds.length)
      for (const target of panel.targets ?? []) expect(target.expr, panel.title).toMatch(/\S/)
    }
  })

  it('shows the funnel per line, insurer latency p50/p95 and failures, errors and payments', async () => {
    const exprs = panels.flatMap((panel) => panel.targets!.map((t) => t.expr))
    const served = new Set((await register.getMetricsAsJSON()).map((m) => m.name))
    const named = exprs.flatMap(metricsIn).filter((name) => name !== 'up')
    expect(named.filter((name) => !served.has(name))).toEqual([])
    const titled = (pattern: RegExp) => panels.filter((p) => pattern.test(p.title)).length
    expect(titled(/funnel/i)).toBeGreaterThan(0)
    expect(exprs.some((e) => e.includes('histogram_quantile(0.5,') && e.includes('insurer'))).toBe(
      true,
    )
    expect(exprs.some((e) => e.includes('histogram_quantile(0.95,') && e.includes('insurer'))).toBe(
      true,
    )
    expect(titled(/failure rate/i)).toBeGreaterThan(0)
    expect(titled(/5xx|fault/i)).toBeGreaterThan(0)
    expect(titled(/payment|decline/i)).toBeGreaterThan(0)
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

describe("the cluster's Prometheus", () => {
  const listeners: Server[] = []
  let stop: (() => Promise<void>) | undefined
  afterAll(async () => {
    await stop?.()
    for (const listener of listeners) listener.close()
  })

  it.skipIf(!hasPrometheus)(
    `scrapes every instance's storefront and back office, with the alert rules loaded${skipped('prometheus')}`,
    async () => {
      // Two instances as the unit names them: metrics on 2<port>, the back office's on 3<port>.
      const instancePorts = [5462, 5463]
      for (const port of instancePorts.flatMap((p) => [Number(`2${p}`), Number(`3${p}`)])) {
        listeners.push(await serveMetrics({ port, host: '127.0.0.1' }, 'METRICS_PORT'))
      }
      const prometheus = await startPrometheus(await freePort(), instancePorts)
      stop = prometheus!.stop
      const api = async (path: string) =>
        ((await (await fetch(`${prometheus!.url}/api/v1/${path}`)).json()) as { data: never }).data
      await vi.waitFor(
        async () => {
          const { activeTargets } = (await api('targets')) as {
            activeTargets: { labels: { job: string; instance: string }; health: string }[]
          }
          expect(
            activeTargets.map((t) => `${t.labels.job} ${t.labels.instance} ${t.health}`).sort(),
          ).toEqual([
            'agency 127.0.0.1:35462 up',
            'agency 127.0.0.1:35463 up',
            'storefront 127.0.0.1:25462 up',
            'storefront 127.0.0.1:25463 up',
          ])
        },
        { timeout: 20_000, interval: 500 },
      )
      const { groups } = (await api('rules')) as { groups: { rules: { name: string }[] }[] }
      expect(groups.flatMap((g) => g.rules.map((r) => r.name))).toEqual([
        'StorefrontServerErrors',
        'UpstreamFaults',
        'InsurerFailingMoreThanUsual',
        'PaymentDeclineSpike',
        'SmsDeliveryFailing',
        'ProcessDown',
      ])
    },
    40_000,
  )
})

describe('the nginx site', () => {
  it.skipIf(!installed('nginx'))(
    `tells the storefront its own name, never the Host or X-Forwarded-Host a client sent${skipped('nginx')}`,
    async () => {
      // An instance that answers with the names it was given.
      const instance = httpServer((incoming, answer) =>
        answer.end(
          JSON.stringify({
            host: incoming.headers.host,
            forwardedHost: incoming.headers['x-forwarded-host'] ?? null,
          }),
        ),
      )
      await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
      const dir = mkdtempSync(path.join(tmpdir(), 'bozok-nginx-'))
      const port = await freePort()
      const nginx = await startNginx(dir, port, [(instance.address() as AddressInfo).port])
      try {
        const forged = { host: 'saldirgan.example', 'x-forwarded-host': 'saldirgan.example' }
        const answer = await request(`http://127.0.0.1:${port}/`, { headers: forged })
        // The site's name, as the cluster names it (scripts/cluster.js): the address it is on.
        expect(await answer.body.json()).toEqual({
          host: `127.0.0.1:${port}`,
          forwardedHost: null,
        })
      } finally {
        await nginx.stop()
        instance.close()
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )
})
