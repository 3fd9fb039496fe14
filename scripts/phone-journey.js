// Prints figures, never fails: a trafik and a DASK policy bought on a slow phone, from the quote
// page to the issued policy (issue 40; goals: at most 20 s of waiting on the site, at most 10
// fields typed before the card, at most 15 taps). Usage: npm run phone-journey
// (PHONE_JOURNEY_PORT the storefront's port, default 3360, the built-in backend on the next one).
//
// The built server on a demo backend of its own, its insurers answering in its default 300–2500 ms.
// Chromium as Playwright's Galaxy S5 (360 × 640, touch, JavaScript on) with its CPU slowed down
// four times and the network of Lighthouse's slow 4G (1.6 Mbps down, 750 kbps up, 150 ms round
// trip), a fresh browser profile per line, as a first visit. The visitor answers the cookie banner,
// types at a key every 150 ms and reads the SMS codes from the demo outbox. A tap is a press on a
// button, link or checkbox; a select is two (open the list, pick); the tap into a field to type it
// goes with its typing. The wait is the time from each tap (or the address typed) to what it leads
// to being on screen: the next field or button the visitor needs. Typing is not waiting.
import { devices } from '@playwright/test'
import {
  codeFromOutbox,
  KEY_MS,
  launchChromium,
  newestOutboxId,
  startBuiltServer,
} from './demo-quote.js'

const port = Number(process.env.PHONE_JOURNEY_PORT ?? 3360)
const goals = { waitSeconds: 20, typedBeforeCard: 10, taps: 15 }

// A purchase's SMS codes go to one phone within the minute; the demo insurers never fail.
const server = await startBuiltServer(port, {
  SMS_PHONE_INTERVAL_SECONDS: '0',
  AGENCY_INSURER_FAILURE_RATE: '0',
})
const origin = server.origin

/** The visitor's counts on `page`: what they typed and tapped, and what each wait took. */
function visitor(page) {
  const counts = { typed: 0, typedBeforeCard: 0, taps: 0, waits: [], card: false }
  const waited = async (name, started, ready, state = 'visible') => {
    await ready.waitFor({ state, timeout: 120_000 })
    counts.waits.push({ name, ms: Date.now() - started })
  }
  return {
    counts,
    async open(path, ready) {
      const started = Date.now()
      await page.goto(`${origin}${path}`, { waitUntil: 'commit' })
      await waited(path, started, ready)
    },
    /** A tap on `target`; with `ready`, a wait until that is on screen (or gone, `state`). */
    async tap(target, ready, state) {
      await target.scrollIntoViewIfNeeded()
      const name = (await target.innerText()).trim()
      counts.taps += 1
      const started = Date.now()
      await target.tap()
      if (ready) await waited(name, started, ready, state)
    },
    async type(field, text) {
      counts.typed += 1
      if (!counts.card) counts.typedBeforeCard += 1
      await field.pressSequentially(text, { delay: KEY_MS })
    },
    async choose(select, option) {
      counts.taps += 2
      await select.selectOption(option)
    },
  }
}

/** The entry form of the quote page at `path` through the SMS code, to the information step. */
async function quoteEntered(page, you, path, phone, typeLineFields) {
  const id = page.getByLabel(/^T\.C\. kimlik/)
  await you.open(path, id)
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' })
  await you.tap(banner.getByRole('button', { name: 'Kabul Et' }), banner, 'hidden')
  await you.type(id, '10000000146')
  await typeLineFields()
  await you.type(page.getByLabel('Cep telefonu', { exact: true }), phone)
  await you.tap(page.getByRole('checkbox', { name: /Gizlilik politikası/ }))
  await you.tap(page.getByRole('checkbox', { name: /aydınlatma metnini/ }))
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await you.tap(page.getByRole('button', { name: 'Teklif Al' }), dialog.getByLabel('SMS kodu'))
  await you.type(dialog.getByLabel('SMS kodu'), await codeFromOutbox(page, origin, phone))
  const save = page.getByRole('button', { name: 'Kaydet ve Devam Et' })
  await you.tap(dialog.getByRole('button', { name: 'Onayla' }), save)
  const city = page.getByLabel('İl', { exact: true })
  if (!(await city.inputValue())) {
    await you.choose(city, { label: 'Yozgat' })
    await you.choose(page.getByLabel('İlçe', { exact: true }), { label: 'Merkez' })
  }
  return save
}

async function trafikToOffers(page, you, phone) {
  const save = await quoteEntered(page, you, '/zorunlu-trafik-sigortasi', phone, () =>
    you.type(page.getByLabel('Plaka', { exact: true }), '66 ABC 123'),
  )
  await you.tap(save, page.getByLabel('Belge seri'))
  await you.type(page.getByLabel('Belge seri'), 'AB')
  await you.type(page.getByLabel('Belge numarası'), '123456')
  const confirm = page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' })
  await you.tap(page.getByRole('button', { name: 'Aracımı Sorgula' }), confirm)
  return confirm
}

async function daskToOffers(page, you, phone) {
  const save = await quoteEntered(page, you, '/zorunlu-deprem-sigortasi', phone, async () => {})
  const home = page.getByLabel('UAVT adres kodu', { exact: true })
  await you.tap(save, home)
  await you.type(home, '4403156956')
  const toOffers = page.getByRole('button', { name: 'Teklifleri Getir', exact: true })
  await you.tap(page.getByRole('button', { name: 'Adresi Bul' }), toOffers)
  return toOffers
}

/**
 * The card, on the payment provider's card page behind "Ödemeye Geç" (or on whichever page the
 * checkout leads to), paid with the last submit button of the card number's form; the bank's
 * 3D Secure page is next.
 */
async function payByCard(page, you, bankCode) {
  you.counts.card = true
  const number = page.getByLabel('Kart numarası')
  if (!(await number.isVisible())) {
    await you.tap(page.getByRole('button', { name: 'Ödemeye Geç' }), number)
  }
  await you.type(page.getByLabel('Kart üzerindeki ad soyad'), 'Ayşe Yılmaz')
  await you.type(number, '4000000000000002')
  await you.type(
    page.getByLabel('Son kullanma tarihi'),
    `12${(new Date().getFullYear() + 2) % 100}`,
  )
  await you.type(page.getByLabel('Güvenlik kodu (CVC)'), '123')
  const pay = page.locator('form', { has: number }).locator('button[type="submit"]').last()
  await you.tap(pay, bankCode)
}

/** From the offers button of the line's last step to the policy: its number. */
async function buyCheapest(page, you, phone, toOffers) {
  const buy = page
    .getByTestId('teklif')
    .first()
    .getByRole('link', { name: /^Satın Al/ })
  await you.tap(toOffers, page.getByText('Tüm sigorta şirketleri yanıt verdi.'))
  const email = page.getByLabel('Poliçenin gönderileceği e-posta')
  await you.tap(buy, email)
  await you.type(email, 'telefon@ornek.com.tr')
  await you.tap(page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }))
  const bankCode = page.getByLabel('SMS doğrulama kodu')
  const before = await newestOutboxId(page, origin)
  await payByCard(page, you, bankCode)
  const code = await codeFromOutbox(page, origin, phone, { about: /3D Secure/, afterId: before })
  await you.type(bankCode, code)
  const policyNumber = page.getByTestId('police-no')
  await you.tap(page.getByRole('button', { name: 'Onayla', exact: true }), policyNumber)
  return (await policyNumber.textContent()).trim()
}

/** Bytes received per resource type, from Chromium's own network events on `page`. */
async function slowPhone(context, page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  })
  const types = new Map()
  const bytes = new Map()
  cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? 'Other'))
  // A stream still open at the end has only its chunks; a finished request its whole length.
  cdp.on('Network.dataReceived', (e) =>
    bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength),
  )
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength))
  return () => {
    const byType = {}
    for (const [id, size] of bytes) byType[types.get(id)] = (byType[types.get(id)] ?? 0) + size
    return { requests: types.size, byType }
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const met = (value, goal) => (value <= goal ? 'met' : 'NOT met')

const lines = [
  ['Zorunlu trafik', trafikToOffers, '5301'],
  ['DASK', daskToOffers, '5302'],
]
const browser = await launchChromium()
try {
  console.log(
    'A Galaxy S5 (360 × 640, touch, JavaScript on), CPU 4× slower, 1.6 Mbps down / 750 kbps up, 150 ms RTT; first visit, from the quote page to the policy',
  )
  for (const [name, toOffers, prefix] of lines) {
    const context = await browser.newContext({
      ...devices['Galaxy S5'],
      locale: 'tr-TR',
      timezoneId: 'Europe/Istanbul',
    })
    const page = await context.newPage()
    const received = await slowPhone(context, page)
    const you = visitor(page)
    const phone = `${prefix}${String(Date.now()).slice(-6)}`
    const policyNumber = await buyCheapest(page, you, phone, await toOffers(page, you, phone))
    const { typed, typedBeforeCard, taps, waits } = you.counts
    const waitMs = waits.reduce((sum, w) => sum + w.ms, 0)
    const { requests, byType } = received()
    const total = Object.values(byType).reduce((sum, size) => sum + size, 0)
    console.log(
      `\n${name} (policy ${policyNumber}):\n` +
        `  waiting on the site ${seconds(waitMs)} (goal ≤ ${goals.waitSeconds} s: ${met(waitMs / 1000, goals.waitSeconds)})\n` +
        `  fields typed ${typed}, ${typedBeforeCard} before the card (goal ≤ ${goals.typedBeforeCard}: ${met(typedBeforeCard, goals.typedBeforeCard)})\n` +
        `  taps ${taps} (goal ≤ ${goals.taps}: ${met(taps, goals.taps)})\n` +
        `  received ${kb(total)} in ${requests} requests (${Object.entries(byType)
          .sort(([, a], [, b]) => b - a)
          .map(([type, size]) => `${type} ${kb(size)}`)
          .join(', ')})\n` +
        `  waits: ${waits.map((w) => `${w.name} ${seconds(w.ms)}`).join(', ')}`,
    )
    await context.close()
  }
} finally {
  await browser.close()
  server.stop()
}
