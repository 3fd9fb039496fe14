// Lighthouse (mobile, simulated throttling) on one page of each type issue 17 names: home, a
// service page, a quote entry page, a wizard step and the offers page. The last two need a
// verified quote, so the script drives the real flow in the same Chromium first and hands that
// session's cookie to Lighthouse. Each page runs LIGHTHOUSE_RUNS times (default 3); the table shows
// the medians and docs/lighthouse.md keeps the last run. Usage: npm run lighthouse.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { format, resolveConfig } from 'prettier'

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
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

/** A valid T.C. kimlik number made from nine digits, the first not zero. */
function nationalNumber(nine) {
  const d = nine.split('').map(Number)
  const odd = d[0] + d[2] + d[4] + d[6] + d[8]
  const even = d[1] + d[3] + d[5] + d[7]
  d.push((((odd * 7 - even) % 10) + 10) % 10)
  d.push(d.reduce((a, b) => a + b, 0) % 10)
  return d.join('')
}

/** The newest verification code the demo outbox holds for `phone`. */
async function codeFromOutbox(origin, phone) {
  for (let i = 0; i < 60; i++) {
    const messages = await fetch(`${origin}/demo/outbox.json`).then((r) => r.json())
    const code = /(\d{6})/.exec(messages.find((m) => m.recipient === phone)?.body ?? '')?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no code for ${phone} in the outbox`)
}

/**
 * A trafik quote for the README's demo plate, driven as a visitor does: the entry form, the SMS
 * code, the information step. `atVehicleStep` is called on the vehicle step, then the vehicle is
 * queried and confirmed, and the result is the offers page once every insurer has answered.
 */
async function trafikQuote(page, origin, atVehicleStep) {
  const phone = `595${String(Date.now()).slice(-7)}`
  await page.goto(`${origin}/zorunlu-trafik-sigortasi`)
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumber(`1${phone.slice(2)}`))
  await page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123')
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(origin, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL(/\/bilgiler$/)
  const city = page.getByLabel('İl', { exact: true })
  if (!(await city.inputValue())) {
    await city.selectOption({ label: 'Yozgat' })
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Merkez' })
  }
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
  await page.waitForURL(/\/arac$/)
  await atVehicleStep(page.url())
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await page.getByText('Tüm sigorta şirketleri yanıt verdi.').waitFor({ timeout: 60_000 })
  return page.url()
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

const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`
const server = spawn('node', ['build/node/index.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    AGENCY_PORT: String(port + 1),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bozok-lighthouse-')),
    LOG_LEVEL: 'silent',
    // Quick, reliable insurers: the offers page is measured once every insurer has answered.
    AGENCY_INSURER_LATENCY_MS: '50-400',
    AGENCY_INSURER_FAILURE_RATE: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const debuggingPort = await freePort()
let browser
try {
  await waitFor(`${origin}/healthz`)
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${debuggingPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
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
  server.kill('SIGTERM')
}
