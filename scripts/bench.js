// Prints figures, never fails: JS weight per route, the weight of the stylesheet (as a file and as
// a first visit carries it inline), and SSR cost against a bare page: the money pages rendered for
// a visitor with a session (a trafik quote driven to its offers in Chromium first), with their
// HTML's size, then the pages the page cache serves.
// Usage: npm run bench [-- /route /other-route] (BENCH_SECONDS sets the load duration, default 10;
// BENCH_PORT the storefront's port, default 3310);
// without routes it lists one page of every route type with its budget.
import { execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { launchChromium, startBuiltServer, trafikQuote, waitFor } from './demo-quote.js'
import { pageWeight, routeBudgets } from './route-weight.js'

const asked = process.argv.slice(2).map((path) => ({ type: 'route', path }))
const routes = asked.length ? asked : routeBudgets
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
// BENCH_PORT lets a second checkout bench beside this one (the storefront's backend takes +1, the
// bare page +10, the storefront with its page cache +20 and +21).
const storefrontPort = Number(process.env.BENCH_PORT ?? 3310)
const barePort = storefrontPort + 10

/**
 * CPU milliseconds process `pid` has used (user + system, Linux's /proc; clock ticks of 10 ms).
 * Steadier than req/s on a shared machine: time another job takes from us does not count.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function load(url, pid, headers = {}, duration = seconds) {
  const before = cpuMs(pid)
  const result = await autocannon({ url, headers, connections: 10, duration })
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    cpu: cpuMs(pid) - before,
    cpuPerRequest: (cpuMs(pid) - before) / result.requests.total,
  }
}

/**
 * A page against the bare one in alternating one-second bursts, so both meet the same load from
 * the machine's other jobs (a shared machine's load moves within seconds).
 */
async function alongsideBare(url, pid, headers, bare) {
  const totals = {
    ours: { requests: 0, cpu: 0, errors: 0 },
    bare: { requests: 0, cpu: 0, errors: 0 },
  }
  for (let burst = 0; burst < seconds; burst++) {
    for (const [side, result] of [
      ['bare', await load(bare.url, bare.pid, {}, 1)],
      ['ours', await load(url, pid, headers, 1)],
    ]) {
      totals[side].requests += result.requests
      totals[side].cpu += result.cpu
      totals[side].errors += result.errors
    }
  }
  const figures = ({ requests, cpu, errors }) => ({
    rps: requests / seconds,
    cpuPerRequest: cpu / requests,
    errors,
  })
  return { ours: figures(totals.ours), bare: figures(totals.bare) }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The bytes the server sends for `url` when the browser accepts `encoding` (as compressed). */
function bytesSent(url, headers, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve({ bytes, status: response.statusCode }))
    }).on('error', reject)
  })
}

/** The page's HTML as the server sends it: raw, gzip and brotli (what browsers ask for over TLS). */
async function htmlSizes(url, headers) {
  const raw = await bytesSent(url, headers, 'identity')
  const gzip = await bytesSent(url, headers, 'gzip')
  const brotli = await bytesSent(url, headers, 'br')
  return {
    status: raw.status,
    text: `HTML ${kb(raw.bytes)}, sent gzip ${kb(gzip.bytes)}, brotli ${kb(brotli.bytes)} (goal for home and wizard step: 14 KB compressed)`,
  }
}

/**
 * The cookie of a visitor who opened a trafik quote, and the four pages issue 30 measures with it:
 * home, a quote entry page, the quote's vehicle step and its offers page.
 */
async function sessionPages(origin) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })
    let vehicleStep
    const offers = await trafikQuote(await context.newPage(), origin, async (url) => {
      vehicleStep = new URL(url).pathname
    })
    const cookie = (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ')
    return { cookie, pages: ['/', '/kasko-sigortasi', vehicleStep, new URL(offers).pathname] }
  } finally {
    await browser.close()
  }
}

execFileSync('npx', ['react-router', 'build'], { cwd: 'bench/bare', stdio: 'ignore' })
// React's production build, as the built storefront renders with (server/index.ts): React picks
// its build from NODE_ENV, and its development build costs the bare page some 1.6 times the CPU.
const bare = spawn('node', ['bench/bare-server.js'], {
  env: { ...process.env, PORT: String(barePort), NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
// SSR is measured with every view rendered; the page cache (decision 024) is measured after it.
const storefront = await startBuiltServer(storefrontPort, { PAGE_CACHE_SECONDS: '0' })
let cached
try {
  await waitFor(`http://127.0.0.1:${barePort}/`)
  const bareWeight = pageWeight('bench/bare/build', '/')
  console.log(`bare React Router page: JS ${kb(bareWeight.js)} gzip`)
  const home = await fetch(`${storefront.origin}/`).then((r) => r.text())
  const inline = /<style data-precedence="[^"]*" data-href="site">([\s\S]*?)<\/style>/.exec(home)
  const file = readdirSync('build/client/assets').find((name) => /^app-.*\.css$/.test(name))
  const whole = file ? readFileSync(`build/client/assets/${file}`) : ''
  console.log(
    `stylesheet: ${kb(gzipSync(whole, { level: 9 }).length)} gzip as a file (a visitor with a session, decision 049); inline in a first visit's home only the rules it uses (decision 054): ${kb(gzipSync(inline?.[1] ?? '', { level: 9 }).length)} gzip`,
  )
  console.log(`first visit / rendered: ${(await htmlSizes(`${storefront.origin}/`, {})).text}`)
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
  const { cookie, pages } = await sessionPages(storefront.origin)
  for (const page of pages) {
    const url = `${storefront.origin}${page}`
    const sizes = await htmlSizes(url, { cookie })
    const { ours, bare: bareNow } = await alongsideBare(
      url,
      storefront.pid,
      { cookie },
      {
        url: `http://127.0.0.1:${barePort}/`,
        pid: bare.pid,
      },
    )
    console.log(
      `SSR ${page} with a session (${seconds} one-second bursts each, alternating with the bare page, 10 connections): ${sizes.text}; storefront ${ours.rps.toFixed(0)} req/s against bare / ${bareNow.rps.toFixed(0)} req/s, throughput ratio ${(ours.rps / bareNow.rps).toFixed(2)}; CPU per request ${ours.cpuPerRequest.toFixed(1)} ms against ${bareNow.cpuPerRequest.toFixed(1)}, ratio ${(bareNow.cpuPerRequest / ours.cpuPerRequest).toFixed(2)} (goal 0.6)`,
    )
    if (sizes.status !== 200 || ours.errors || bareNow.errors)
      console.log(
        `not a clean run: first answer ${sizes.status}, errors storefront ${ours.errors}, bare ${bareNow.errors}`,
      )
  }
  storefront.stop()
  const baseline = await load(`http://127.0.0.1:${barePort}/`, bare.pid)
  cached = await startBuiltServer(storefrontPort + 20)
  // A kept page is compressed once, off the event loop, when it is viewed again (decision 055).
  await fetch(`${cached.origin}/`)
  await fetch(`${cached.origin}/`)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  console.log(
    `first visit / from the page cache: ${(await htmlSizes(`${cached.origin}/`, {})).text}`,
  )
  const browser = { 'accept-encoding': 'gzip, deflate, br' }
  for (const page of ['/', '/kasko-sigortasi']) {
    for (const headers of [{}, browser]) {
      const ours = await load(`${cached.origin}${page}`, cached.pid, headers)
      console.log(
        `SSR ${page} as served by default (the page cache, decision 024: visitors without a session)${headers === browser ? ', asked for as a browser does (Accept-Encoding: gzip, deflate, br)' : ''}: ${ours.rps.toFixed(0)} req/s p99 ${ours.p99} ms; throughput ratio ${(ours.rps / baseline.rps).toFixed(2)} (target 0.6); CPU per request ${ours.cpuPerRequest.toFixed(1)} ms (ratio ${(baseline.cpuPerRequest / ours.cpuPerRequest).toFixed(2)})${ours.errors ? `; errors ${ours.errors}` : ''}`,
      )
    }
  }
} finally {
  storefront.stop()
  cached?.stop()
  bare.kill('SIGTERM')
}
