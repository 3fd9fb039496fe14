// Prints figures, never fails: JS weight per route, the weight of the stylesheet every page carries
// inline, and SSR throughput against a bare page.
// Usage: npm run bench [-- /route /other-route] (BENCH_SECONDS sets the load duration, default 10);
// without routes it lists one page of every route type with its budget.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { pageWeight, routeBudgets } from './route-weight.js'

const asked = process.argv.slice(2).map((path) => ({ type: 'route', path }))
const routes = asked.length ? asked : routeBudgets
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const storefrontPort = 3310
const barePort = 3320

function start(command, args, env, cwd = process.cwd()) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return child
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up`)
}

async function load(url) {
  const result = await autocannon({ url, connections: 10, duration: seconds })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

execFileSync('npx', ['react-router', 'build'], { cwd: 'bench/bare', stdio: 'ignore' })
const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-bench-'))
const storefront = start('node', ['build/node/index.js'], {
  PORT: String(storefrontPort),
  HOST: '127.0.0.1',
  AGENCY_PORT: String(storefrontPort + 1),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
})
const bare = start('node', ['bench/bare-server.js'], { PORT: String(barePort) })
try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${storefrontPort}/healthz`),
    waitFor(`http://127.0.0.1:${barePort}/`),
  ])
  const bareWeight = pageWeight('bench/bare/build', '/')
  console.log(`bare React Router page: JS ${kb(bareWeight.js)} gzip`)
  const home = await fetch(`http://127.0.0.1:${storefrontPort}/`).then((r) => r.text())
  const stylesheet = /<style data-precedence="[^"]*" data-href="site">([^<]*)<\/style>/.exec(home)
  console.log(
    `stylesheet, inline in every page: ${kb(gzipSync(stylesheet?.[1] ?? '', { level: 9 }).length)} gzip`,
  )
  for (const { type, path: route, target, ceiling } of routes) {
    const w = pageWeight('build', route)
    const over = w.js - bareWeight.js
    const budget =
      (target === undefined ? '' : `, target +${target} KB`) +
      (ceiling === undefined ? '' : `, ceiling +${ceiling} KB`)
    console.log(
      `${type} ${route}: JS ${kb(w.js)} gzip (${over >= 0 ? '+' : ''}${kb(over)} vs bare${budget}), ${w.files} files`,
    )
  }
  const ours = await load(`http://127.0.0.1:${storefrontPort}/`)
  const baseline = await load(`http://127.0.0.1:${barePort}/`)
  console.log(
    `SSR / (${seconds}s, 10 connections): storefront ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms; bare ${baseline.rps.toFixed(0)} req/s p99 ${baseline.p99} ms; throughput ratio ${(ours.rps / baseline.rps).toFixed(2)}`,
  )
  if (ours.errors || baseline.errors)
    console.log(`errors: storefront ${ours.errors}, bare ${baseline.errors}`)
} finally {
  storefront.kill('SIGTERM')
  bare.kill('SIGTERM')
}
