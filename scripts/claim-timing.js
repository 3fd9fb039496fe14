// Prints figures, never fails: how long a person takes to report a claim online (issue 28,
// target under 3 minutes). Usage: npm run claim-timing (TIMING_PORT the storefront's port,
// default 3340, the built-in backend on the next one).
//
// The built server runs on its demo backend. Untimed, a visitor buys a trafik policy for the
// README's demo plate and owner, its cover moved to have started ten days ago. Timed, with
// JavaScript on and off, the same visitor reports a claim from the "Hasar Anında" page as a
// person does it: reads the page, types the policy number, T.C. kimlik number and phone at about
// 40 words a minute, reads the SMS code on the phone, fills the claim form (the place, the date
// and time, the other party's plate, two sentences of what happened), attaches a photo and sends
// it; the clock stops when the file number is on screen.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  codeFromOutbox,
  KEY_MS,
  launchChromium,
  newestOutboxId,
  payWithDemoCard,
  queryVehicle,
  startBuiltServer,
  trafikQuoteToVehicleStep,
} from './demo-quote.js'

const port = Number(process.env.TIMING_PORT ?? 3340)
const nationalNumber = '10000000146'
// How a person goes besides typing: a moment to find the next field, longer to read.
const NEXT_FIELD_MS = 1500
const READ_PAGE_MS = 5000
const READ_SMS_MS = 8000

// The purchase's code and the claim's go to one phone within the minute.
const server = await startBuiltServer(port, { SMS_PHONE_INTERVAL_SECONDS: '0' })
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A trafik policy bought by the demo owner with `phone` and the success card: its number. */
async function boughtPolicy(page, phone) {
  await trafikQuoteToVehicleStep(page, server.origin, phone)
  await queryVehicle(page)
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await page.getByText('Tüm sigorta şirketleri yanıt verdi.').waitFor({ timeout: 30_000 })
  await page
    .getByTestId('teklif')
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  const policyNumber = await payWithDemoCard(page, server.origin, phone, {
    email: 'hasar@ornek.com.tr',
    js: true,
  })
  const db = new SQLite(path.join(server.dataDir, 'agency.sqlite'))
  try {
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
    db.prepare('UPDATE policies SET starts_on = ? WHERE policy_number = ?').run(
      tenDaysAgo,
      policyNumber,
    )
  } finally {
    db.close()
  }
  return policyNumber
}

const pause = (page, ms) => page.waitForTimeout(ms)
async function type(page, label, text) {
  await pause(page, NEXT_FIELD_MS)
  await page.getByLabel(label, { exact: true }).pressSequentially(text, { delay: KEY_MS })
}
async function choose(page, label, option) {
  await pause(page, NEXT_FIELD_MS)
  await page.getByLabel(label, { exact: true }).selectOption({ label: option })
}

/** The claim reported from "Hasar Anında" as a person does it; the milliseconds it took. */
async function reportClaim(page, js, phone, policyNumber) {
  const started = Date.now()
  await page.goto(`${server.origin}/hasar-aninda`)
  await pause(page, READ_PAGE_MS)
  await page.getByRole('link', { name: 'Üye olmadan poliçe numaranızla hasar bildirin' }).click()
  await type(page, 'Poliçe numarası', policyNumber)
  await type(page, 'TC Kimlik Numarası', nationalNumber)
  await type(page, 'Cep Telefonu', phone)
  await pause(page, NEXT_FIELD_MS)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  const before = await newestOutboxId(page, server.origin)
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click()
  const code = await codeFromOutbox(page, server.origin, phone, { afterId: before })
  await pause(page, READ_SMS_MS)
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').pressSequentially(code, { delay: KEY_MS })
  await dialog.getByRole('button', { name: 'Onayla' }).click()

  await page.getByTestId('hasar-policesi').waitFor()
  await pause(page, READ_PAGE_MS)
  await choose(page, 'İl', 'Yozgat')
  if (!js) await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
  await choose(page, 'İlçe', 'Merkez')
  const yesterday = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() - 86_400_000),
  )
  await pause(page, NEXT_FIELD_MS)
  await page.getByLabel('Olay tarihi').fill(yesterday.split('.').reverse().join('-'))
  await pause(page, NEXT_FIELD_MS)
  await page.getByLabel('Olay saati').fill('14:30')
  await type(page, 'Karşı tarafın plakası (isteğe bağlı)', '06 ABC 123')
  await type(
    page,
    'Ne oldu?',
    'Kavşakta kırmızı ışıkta beklerken arkadan çarpıldı. Arka tampon ve bagaj kapağı hasarlı, tutanak tutuldu.',
  )
  await pause(page, NEXT_FIELD_MS)
  await page
    .getByLabel('Dosya Ekle (isteğe bağlı)')
    .setInputFiles({ name: 'arka-tampon.png', mimeType: 'image/png', buffer: PNG })
  await pause(page, NEXT_FIELD_MS)
  await page.getByRole('button', { name: 'Hasarı Bildir' }).click()
  await page
    .getByTestId('hasar-alindi')
    .getByText(/^HSR-\d{4}-\d{6}$/)
    .waitFor()
  return Date.now() - started
}

const browser = await launchChromium()
try {
  for (const js of [true, false]) {
    const phone = `5${js ? 4 : 3}${String(Date.now()).slice(-8)}`
    // The purchase, untimed, as the quick way goes.
    const buyer = await browser.newContext({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' })
    const policyNumber = await boughtPolicy(await buyer.newPage(), phone)
    await buyer.close()
    const context = await browser.newContext({
      javaScriptEnabled: js,
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    })
    const page = await context.newPage()
    const ms = await reportClaim(page, js, phone, policyNumber)
    const seconds = (ms / 1000).toFixed(1)
    console.log(
      `JavaScript ${js ? 'on' : 'off'}: a visitor's claim from "Hasar Anında" to its file number in ${seconds} s ` +
        `(${ms < 180_000 ? 'under' : 'OVER'} the 3-minute target)`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}
