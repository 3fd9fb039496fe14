// Prints a figure, never fails: the taps from a renewal reminder's link to the offers (issue 28,
// target: at most 2 after the SMS verification). Usage: npm run renewal-taps (RENEWAL_TAPS_PORT
// the storefront's port, default 3350, the built-in backend on the next one).
//
// The built server on a data folder of its own: a DASK policy bought through the site as a visitor
// buys it, its end moved to 30 days from today in the back office's database (a script cannot
// wait eleven months), the reminder job run for today (`npm run reminders -- --date`), then the
// SMS's link opened in Chromium with JavaScript on and off. A tap is a click on a button or link;
// typing the SMS code and its "Onayla" are the verification, counted apart. After it, the script
// presses each step's own button, as a customer confirming what was carried over would, until the
// offers page.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  codeFromOutbox,
  launchChromium,
  newestOutboxId,
  payWithDemoCard,
  quoteThroughInformation,
  startBuiltServer,
} from './demo-quote.js'

const port = Number(process.env.RENEWAL_TAPS_PORT ?? 3350)
const home = '4403156956'
/** Each step's button that confirms it as filled, in the order they may come. */
const confirmButtons = [
  'Kaydet ve Devam Et',
  'Bu Adresle Devam Et',
  'Teklifleri Getir',
  'Bilgiler Doğru, Teklifleri Getir',
]

const server = await startBuiltServer(port, { SMS_PHONE_INTERVAL_SECONDS: '0' })
const origin = server.origin

/** A DASK policy on the demo home, bought with the demo success card: its number. */
async function buyDaskPolicy(page, phone, js) {
  await quoteThroughInformation(page, origin, '/zorunlu-deprem-sigortasi', phone)
  await page.getByLabel('UAVT adres kodu', { exact: true }).fill(home)
  await page.getByRole('button', { name: 'Adresi Bul' }).click()
  await page.waitForURL(/\/bina$/)
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await page
    .getByRole('link', { name: /^Satın Al/ })
    .first()
    .click()
  return payWithDemoCard(page, origin, phone, { email: 'kart@ornek.com.tr', js })
}

/** Today in Türkiye plus `days`, YYYY-MM-DD. */
const dayInTurkey = (days) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + days * 86_400_000),
  )

/** The policy ends 30 days from today; today's reminder job sends its link: the link's path. */
async function reminderLink(page, policyNumber) {
  const endsOn = dayInTurkey(30)
  const db = new SQLite(path.join(server.dataDir, 'agency.sqlite'))
  try {
    db.prepare('UPDATE policies SET starts_on = ?, ends_on = ? WHERE policy_number = ?').run(
      `${Number(endsOn.slice(0, 4)) - 1}${endsOn.slice(4)}`,
      endsOn,
      policyNumber,
    )
  } finally {
    db.close()
  }
  execFileSync('npm', ['run', '--silent', 'reminders', '--', '--date', dayInTurkey(0)], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
  })
  const messages = await (await page.request.get(`${origin}/demo/outbox.json`)).json()
  const sms = messages.find((m) => m.channel === 'sms' && m.body.includes(`(${policyNumber})`))
  return /\/police\/yenile\/[\w.-]+/.exec(sms.body)[0]
}

/** From the link to the offers: the taps before and after the verification. */
async function renewalTaps(page, link, phone) {
  await page.goto(`${origin}${link}`)
  const before = await newestOutboxId(page, origin)
  await page.getByRole('button', { name: 'Yenile', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog
    .getByLabel('SMS kodu')
    .fill(await codeFromOutbox(page, origin, phone, { afterId: before }))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL((url) => !url.search.includes('dogrulama='))
  let after = 0
  while (!/\/teklifler$/.test(new URL(page.url()).pathname)) {
    const buttons = confirmButtons.map((name) => page.getByRole('button', { name, exact: true }))
    const button = (
      await Promise.all(buttons.map(async (b) => ((await b.isVisible()) ? b : null)))
    ).find(Boolean)
    if (!button || after === 5) throw new Error(`stuck at ${page.url()}`)
    await button.click()
    await page.waitForLoadState('load')
    after += 1
  }
  await page.getByTestId('teklif').first().waitFor()
  return { before: 1, after }
}

const browser = await launchChromium()
try {
  for (const [mode, js] of [
    ['JavaScript açık', true],
    ['JavaScript kapalı', false],
  ]) {
    const context = await browser.newContext({ javaScriptEnabled: js, locale: 'tr-TR' })
    const page = await context.newPage()
    const phone = `555${js ? 1 : 2}${String(Date.now()).slice(-6)}`
    const link = await reminderLink(page, await buyDaskPolicy(page, phone, js))
    const taps = await renewalTaps(page, link, phone)
    console.log(
      `${mode}: hatırlatma bağlantısından tekliflere ${taps.before + taps.after} dokunuş ` +
        `(doğrulamadan önce ${taps.before}: Yenile; doğrulamadan sonra ${taps.after}; hedef en fazla 2)`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}
