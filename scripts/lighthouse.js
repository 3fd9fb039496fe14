// Lighthouse (mobile, simulated throttling) on one page of each type issue 17 names: home, a
// service page, a quote entry page, a wizard step and the offers page. The last two need a
// verified quote, so the script drives the real flow in the same Chromium first and hands that
// session's cookie to Lighthouse. Each page runs LIGHTHOUSE_RUNS times (default 3); the table shows
// the medians and docs/lighthouse.md keeps the last run. Usage: npm run lighthouse.
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import lighthouse from 'lighthouse'
import { format, resolveConfig } from 'prettier'
import { launchChromium, startBuiltServer, trafikQuote } from './demo-quote.js'

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const metrics = [
  ['FCP', 'first-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['LCP', 'largest-contentful-paint', (ms) => `${(ms / 1000).toFixed(1)} s`],
  ['TBT', 'total-blocking-time', (ms) => `${Math.round(ms)} ms`],
  ['CLS', 'cumulative-layout-shift', (value) => value.toFixed(3)],
]

/** A port nothing listens on now: the kernel's pick for a throwaway listener. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Lighthouse's default run (mobile, simulated throttling) `runs` times on one page. */
async function audit(url, port, cookie) {
  const results = []
  let failures = 0
  while (results.length < runs) {
    const { lhr } = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: categories,
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    })
    if (!lhr.runtimeError) results.push(lhr)
    // A run Lighthouse could not record (NO_NAVSTART, a trace hiccup) is run again, twice at most.
    else if (++failures > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    else console.error(`${url}: ${lhr.runtimeError.code}, running again`)
  }
  return results
}

/** Medians over the runs, and every counted audit below full marks in any run. */
function summarise(name, pathname, lhrs) {
  const scores = categories.map((id) =>
    median(lhrs.map((lhr) => Math.round(lhr.categories[id].score * 100))),
  )
  const figures = metrics.map(([label, id, format]) => [
    label,
    format(median(lhrs.map((lhr) => lhr.audits[id].numericValue))),
  ])
  const failing = new Map()
  for (const lhr of lhrs) {
    for (const id of categories) {
      for (const { id: auditId, weight } of lhr.categories[id].auditRefs) {
        const { score, title, displayValue } = lhr.audits[auditId]
        if (!weight || score === null || score >= 1) continue
        const seen = failing.get(auditId) ?? { title, displayValue, runs: 0 }
        seen.runs++
        failing.set(auditId, seen)
      }
    }
  }
  return { name, pathname, scores, figures, failing, lighthouseVersion: lhrs[0].lighthouseVersion }
}

function table(rows) {
  const head = ['Page', 'Path', 'Perf', 'A11y', 'BP', 'SEO', ...metrics.map(([label]) => label)]
  const lines = rows.map((r) => [
    r.name,
    // The quote id changes every run; the report names the route.
    `\`${r.pathname.replace(/\/teklif\/[^/]+\//, '/teklif/<id>/')}\``,
    ...r.scores.map(String),
    ...r.figures.map(([, value]) => value),
  ])
  return [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`)
}

function report(rows, lighthouseVersion, chromiumVersion) {
  const failing = rows.flatMap((r) =>
    [...r.failing].map(
      ([id, a]) =>
        `- ${r.name}: \`${id}\` ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}, ${a.runs} of ${runs} runs`,
    ),
  )
  return [
    '# Lighthouse report',
    '',
    `Written by \`npm run lighthouse\` (scripts/lighthouse.js) on ${new Date().toISOString().slice(0, 10)}:`,
    `Lighthouse ${lighthouseVersion}, ${chromiumVersion}, mobile with simulated throttling,`,
    `built server with the demo backend. Medians of ${runs} runs per page; wizard step and offers`,
    'are a trafik quote reached through the real flow (entry form, SMS code, information step).',
    '',
    ...table(rows),
    '',
    '## Audits below full marks',
    '',
    ...(failing.length ? failing : ['None.']),
    '',
  ].join('\n')
}

const server = await startBuiltServer(Number(process.env.LIGHTHOUSE_PORT ?? (await freePort())), {
  // Quick, reliable insurers: the offers page is measured once every insurer has answered.
  AGENCY_INSURER_LATENCY_MS: '50-400',
  AGENCY_INSURER_FAILURE_RATE: '0',
})
const { origin } = server
const debuggingPort = await freePort()
let browser
try {
  browser = await launchChromium([`--remote-debugging-port=${debuggingPort}`])
  const pages = [
    ['home', '/'],
    ['service page', '/hizmetlerimiz/kasko-sigortasi'],
    ['quote entry', '/kasko-sigortasi'],
  ]
  const rows = []
  for (const [name, pathname] of pages) {
    rows.push(summarise(name, pathname, await audit(`${origin}${pathname}`, debuggingPort)))
  }
  const context = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })
  const page = await context.newPage()
  const cookieHeader = async () =>
    (await context.cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ')
  const offersUrl = await trafikQuote(page, origin, async (url) => {
    const pathname = new URL(url).pathname
    rows.push(
      summarise('wizard step', pathname, await audit(url, debuggingPort, await cookieHeader())),
    )
  })
  const offersPath = new URL(offersUrl).pathname
  rows.push(
    summarise('offers', offersPath, await audit(offersUrl, debuggingPort, await cookieHeader())),
  )

  const text = report(rows, rows[0].lighthouseVersion, `Chromium ${browser.version()}`)
  // Written as the project's Prettier would, so `npm run lint` passes on the fresh report.
  const file = 'docs/lighthouse.md'
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }))
  console.log(table(rows).join('\n'))
  for (const r of rows) {
    for (const [id, a] of r.failing) console.log(`${r.name}: ${id} (${a.runs}/${runs})`)
  }
} finally {
  await browser?.close()
  server.stop()
}
