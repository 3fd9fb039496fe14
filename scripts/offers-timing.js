// Prints figures, never fails: how soon the offers page shows the insurers' answers (issue 17).
// Usage: npm run offers-timing (TIMING_RUNS sets the quotes per mode, default 3; TIMING_PORT the
// storefront's port, default 3330, the built-in backend on the next one).
//
// The built server runs with one insurer answering in 300 ms, one in 4 s and the rest between;
// a real Chromium gets a trafik quote to its offers page, with JavaScript on and off. An insurer's
// answer time is the moment the backend stored its offers; an offer's time on screen is, with
// JavaScript, a MutationObserver's clock in the page and, without it, the moment the refreshed
// document holding it was parsed (DOMContentLoaded, when a page's own script would first run).
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  launchChromium,
  queryVehicle,
  startBuiltServer,
  trafikQuoteToVehicleStep,
} from './demo-quote.js'

const runs = Number(process.env.TIMING_RUNS ?? 3)
const port = Number(process.env.TIMING_PORT ?? 3330)
const fastestMs = 300
const slowestMs = 4000

const server = await startBuiltServer(port, {
  AGENCY_INSURER_FAILURE_RATE: '0',
  AGENCY_INSURER_LATENCY_MS: `${fastestMs + 200}-${slowestMs - 500}`,
  AGENCY_INSURER_LATENCY_MS_KALKAN: String(fastestMs),
  AGENCY_INSURER_LATENCY_MS_MUNZUR: String(slowestMs),
})

/** Epoch ms of each insurer's stored answer to the newest quote: the backend's own clock. */
function answerTimes() {
  const db = new SQLite(path.join(server.dataDir, 'agency.sqlite'), { readonly: true })
  try {
    const { header_guid } = db
      .prepare('SELECT header_guid FROM quotes ORDER BY created_at DESC LIMIT 1')
      .get()
    return db
      .prepare('SELECT MIN(created_at) AS at FROM offers WHERE header_guid = ? GROUP BY insurer_id')
      .all(header_guid)
      .map((row) => Date.parse(row.at))
  } finally {
    db.close()
  }
}

/** A trafik quote up to its offers page; the moment its offers were asked for. */
async function toOffers(page, phone) {
  await trafikQuoteToVehicleStep(page, server.origin, phone)
  await queryVehicle(page)
  const asked = Date.now()
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  return asked
}

/** Epoch ms at which the count of offers on screen last grew, as the page's own clock saw it. */
function watchOffersInPage() {
  const times = []
  let shown = 0
  window.__offerTimes = times
  new MutationObserver(() => {
    const count = document.querySelectorAll('[data-testid="teklif"]').length
    if (count > shown) times.push(performance.timeOrigin + performance.now())
    shown = count
  }).observe(document, { childList: true, subtree: true })
}

async function measure(browser, js, run) {
  const context = await browser.newContext({ javaScriptEnabled: js, locale: 'tr-TR' })
  const page = await context.newPage()
  const documents = []
  if (js) {
    await context.addInitScript(watchOffersInPage)
  } else {
    page.on('domcontentloaded', async () => {
      const at = Date.now()
      if (/\/teklifler$/.test(page.url())) {
        documents.push({ at, count: await page.getByTestId('teklif').count() })
      }
    })
  }
  const asked = await toOffers(page, `5${String(Date.now() + run).slice(-9)}`)
  await page
    .getByText('Tüm sigorta şirketleri yanıt verdi.')
    .waitFor({ timeout: slowestMs + 20_000 })
  await page.waitForLoadState('load')
  let shownAt
  if (js) {
    shownAt = await page.evaluate(() => window.__offerTimes)
  } else {
    const total = await page.getByTestId('teklif').count()
    shownAt = [documents.find((d) => d.count > 0).at, documents.find((d) => d.count === total).at]
  }
  await context.close()
  const answers = answerTimes()
  // Every time from the click on "Bilgiler Doğru, Teklifleri Getir".
  return {
    fastest: Math.min(...answers) - asked,
    first: shownAt[0] - asked,
    slowest: Math.max(...answers) - asked,
    last: shownAt.at(-1) - asked,
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value) => `${Math.round(value)} ms`

const browser = await launchChromium()
try {
  console.log(
    `insurers answer in ${fastestMs} ms (fastest) to ${slowestMs} ms (slowest); ${runs} quotes per mode; times from the click that asks for the offers`,
  )
  for (const js of [true, false]) {
    const label = js ? 'JavaScript on' : 'JavaScript off'
    const gaps = []
    for (let run = 0; run < runs; run++) {
      const t = await measure(browser, js, run)
      gaps.push({ first: t.first - t.fastest, last: t.last - t.slowest })
      console.log(
        `${label}, quote ${run + 1}: fastest insurer answered at ${ms(t.fastest)}, first offer on screen at ${ms(t.first)}; ` +
          `slowest answered at ${ms(t.slowest)}, last offer on screen at ${ms(t.last)}`,
      )
    }
    console.log(
      `${label}: first offer on screen a median ${ms(median(gaps.map((g) => g.first)))} after the fastest insurer's answer ` +
        `(${gaps.map((g) => ms(g.first)).join(', ')}); last a median ${ms(median(gaps.map((g) => g.last)))} after the slowest's`,
    )
  }
} finally {
  await browser.close()
  server.stop()
}
