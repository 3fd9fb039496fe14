// What the measuring scripts (lighthouse, offers-timing, claim-timing, renewal-taps,
// phone-journey) share: the built server on its demo backend, Debian's Chromium, a person's typing
// pace, and a trafik quote driven as a visitor drives it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'

/** How fast the scripts' visitor types: a key every 150 ms. */
export const KEY_MS = 150

export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up`)
}

/**
 * `node build/node/index.js` on `port` (its built-in backend on the next one) with a data folder
 * of its own and the SMS limits raised: every request of a script comes from one address.
 */
export async function startBuiltServer(port, env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bozok-measure-'))
  const server = spawn('node', ['build/node/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AGENCY_PORT: String(port + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SMS_IP_HOURLY_LIMIT: '100000',
      QUOTE_ENTRY_IP_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/healthz`)
  return {
    origin,
    dataDir,
    pid: server.pid,
    stop() {
      server.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Debian's Chromium with the flags this machine's closed network needs. */
export const launchChromium = (extraArgs = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...extraArgs,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })

/** The id of the newest message in the demo outbox: what comes after it, an action just sent. */
export const newestOutboxId = async (page, origin) =>
  (await (await page.request.get(`${origin}/demo/outbox.json`)).json())[0]?.id ?? 0

/**
 * The code of the newest SMS to `phone` whose text matches `about`, sent after message `afterId`,
 * once it has arrived.
 */
export async function codeFromOutbox(page, origin, phone, { about = /./, afterId = 0 } = {}) {
  for (let i = 0; i < 60; i++) {
    const messages = await (await page.request.get(`${origin}/demo/outbox.json`)).json()
    const sms = messages.find((m) => m.id > afterId && m.recipient === phone && about.test(m.body))
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no code for ${phone} in the demo outbox`)
}

/**
 * A quote on `quotePage` for the README's demo owner, from the entry form (`fillLine` adds the
 * line's own fields) through the SMS code and the information step, with JavaScript on or off:
 * the line's first own step is next.
 */
export async function quoteThroughInformation(page, origin, quotePage, phone, fillLine) {
  await page.goto(`${origin}${quotePage}`)
  await page.getByLabel(/^T\.C\. kimlik/).fill('10000000146')
  await fillLine?.()
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, origin, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await page.waitForURL(/\/bilgiler$/)
  const city = page.getByLabel('İl', { exact: true })
  if (!(await city.inputValue())) {
    await city.selectOption({ label: 'Yozgat' })
    const js = await page.evaluate(() => true).catch(() => false)
    if (!js) await page.getByRole('button', { name: 'İlçeleri Getir' }).click()
    await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Merkez' })
  }
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
}

/** A trafik quote for the README's demo plate and owner, up to the vehicle step. */
export async function trafikQuoteToVehicleStep(page, origin, phone) {
  await quoteThroughInformation(page, origin, '/zorunlu-trafik-sigortasi', phone, () =>
    page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123'),
  )
  await page.waitForURL(/\/arac$/)
}

/** On the vehicle step: the registration document queried; the offers button is the caller's. */
export async function queryVehicle(page) {
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
}

/**
 * A trafik quote driven as a visitor does it. `atVehicleStep` is called on the vehicle step, then
 * the vehicle is queried and confirmed; the result is the offers page once every insurer answered.
 */
export async function trafikQuote(page, origin, atVehicleStep) {
  await trafikQuoteToVehicleStep(page, origin, `595${String(Date.now()).slice(-7)}`)
  await atVehicleStep(page.url())
  await queryVehicle(page)
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await page.getByText('Tüm sigorta şirketleri yanıt verdi.').waitFor({ timeout: 60_000 })
  return page.url()
}

/**
 * On the checkout page: pays the offer with the demo success card, through the demo bank's 3D
 * Secure page and its SMS code to `phone`, to the result page; the policy's number. Without
 * JavaScript (`js` false) the visitor presses the buttons a script would otherwise press.
 */
export async function payWithDemoCard(page, origin, phone, { email, js }) {
  await page.getByLabel('Poliçenin gönderileceği e-posta').fill(email)
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
  await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe Yılmaz')
  await page.getByLabel('Kart numarası').fill('4000 0000 0000 0002')
  await page.getByLabel('Son kullanma tarihi').fill(`12/${(new Date().getFullYear() + 2) % 100}`)
  await page.getByLabel('Güvenlik kodu (CVC)').fill('123')
  const before = await newestOutboxId(page, origin)
  await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
  if (!js) await page.getByRole('button', { name: 'Banka Doğrulama Sayfasına Git' }).click()
  await page
    .getByLabel('SMS doğrulama kodu')
    .fill(await codeFromOutbox(page, origin, phone, { about: /3D Secure/, afterId: before }))
  await page.getByRole('button', { name: 'Onayla' }).click()
  if (!js) await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
  return (await page.getByTestId('police-no').textContent()).trim()
}
