// Prints figures, never fails: JS/CSS weight per route and SSR throughput against a bare page.
// Usage: npm run bench [-- /route /other-route] (BENCH_SECONDS sets the load duration, default 10)
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/']
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

/** The JS and CSS a page makes the browser load, gzip-compressed as served. */
async function pageWeight(origin, route) {
  const html = await (await fetch(origin + route)).text()
  const urls = new Set()
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.(?:js|css))"/g))
    urls.add(m[1])
  for (const m of html.matchAll(/import\s*(?:\(|[^'"]*from\s*)?["']([^"']+\.js)["']/g))
    urls.add(m[1])
  let js = 0
  let css = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin + route))).arrayBuffer())
    const size = gzipSync(body, { level: 9 }).length
    if (url.endsWith('.css')) css += size
    else js += size
  }
  return { js, css, files: urls.size }
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
  const bareWeight = await pageWeight(`http://127.0.0.1:${barePort}`, '/')
  console.log(
    `bare React Router page: JS ${kb(bareWeight.js)} gzip, CSS ${kb(bareWeight.css)} gzip`,
  )
  for (const route of routes) {
    const w = await pageWeight(`http://127.0.0.1:${storefrontPort}`, route)
    console.log(
      `${route}: JS ${kb(w.js)} gzip (${w.js - bareWeight.js >= 0 ? '+' : ''}${kb(w.js - bareWeight.js)} vs bare), CSS ${kb(w.css)} gzip, ${w.files} files`,
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
