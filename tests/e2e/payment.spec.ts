import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { nationalNumberFor, pdfText } from './quote-helpers.ts'
import { fillSignUp } from './sign-up.ts'

// README "Buying a policy": test cards and the demo bank's 3D Secure page.
const SUCCESS_CARD = '4000 0000 0000 0002'
/** The e2e server's data folder (playwright.config.ts): its databases and its log file. */
const dataDir = process.env.E2E_DATA_DIR!

type OutboxMessage = {
  id: number
  channel: string
  recipient: string
  body: string
  attachment?: string
  attachmentUrl?: string
}

async function outbox(page: Page): Promise<OutboxMessage[]> {
  const response = await page.request.get('/demo/outbox.json')
  expect(response.status()).toBe(200)
  return (await response.json()) as OutboxMessage[]
}

/**
 * The 6-digit code of the newest outbox message to this phone whose text matches and which came
 * after message `afterId`, once it has arrived. Ids, not counts: in a full run the outbox lists
 * only the newest messages, so older ones drop out.
 */
async function codeFromOutbox(page: Page, phone: string, about: RegExp, afterId = 0) {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const message = (await outbox(page)).find(
          (m) => m.id > afterId && m.recipient === phone && about.test(m.body),
        )
        code = message ? /(\d{6})/.exec(message.body)?.[1] : undefined
        return code
      },
      { timeout: 15_000, message: `a code for ${phone} in the outbox` },
    )
    .toMatch(/^\d{6}$/)
  return code!
}

/** The newest message's id: codes sent after it are the ones an action just caused. */
const lastOutboxId = async (page: Page) => (await outbox(page))[0]?.id ?? 0

const phoneFor = (js: boolean, index: number) =>
  `58${js ? 1 : 2}${index}${String(Date.now()).slice(-6)}`

/** Entry, SMS, details and vehicle of the demo plate, up to the complete offer list. */
async function offersFor(page: Page, lineName: string, phone: string, nationalNumber: string) {
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Sigorta türleri' })
    .getByRole('link', { name: lineName, exact: true })
    .click()
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumber)
  await page.getByLabel('Cep telefonu', { exact: true }).fill(phone)
  await page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123')
  await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
  await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
  await page.getByRole('button', { name: 'Teklif Al' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone, /doğrulama kodunuz/))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bilgileriniz' })).toBeVisible()
  await page.getByRole('button', { name: 'Kaydet ve Devam Et' }).click()
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
  if (lineName === 'Kasko') await page.getByLabel('Meslek').selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 20_000,
  })
  await page.waitForLoadState('load')
  return page.getByTestId('teklif')
}

async function fillCard(page: Page, number: string, cvc = '123') {
  await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe Işıklı Çelik')
  await page.getByLabel('Kart numarası').fill(number)
  await page.getByLabel('Son kullanma ayı').selectOption('12')
  await page.getByLabel('Son kullanma yılı').selectOption(String(new Date().getFullYear() + 2))
  await page.getByLabel('Güvenlik kodu (CVC)').fill(cvc)
}

/** The demo bank's page: the SMS code from the outbox, then back to the shop. */
async function passThreeD(page: Page, phone: string, after: number, checkAxe = false) {
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  if (checkAxe) await expectNoAxeViolations(page)
  const code = await codeFromOutbox(page, phone, /3D Secure/, after)
  await page.getByLabel('SMS doğrulama kodu').fill(code)
  await page.getByRole('button', { name: 'Onayla' }).click()
  if (test.info().project.name === 'nojs') {
    await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
  }
}

for (const line of [
  { name: 'Kasko', index: 1, card: SUCCESS_CARD, cvc: '123', brand: 'Visa' },
  // American Express: 15 digits and a 4-digit security code.
  {
    name: 'Trafik Sigortası',
    index: 2,
    card: '3782 8224 6310 005',
    cvc: '7391',
    brand: 'American Express',
  },
]) {
  test(`${line.name}: Satın Al, contracts, installments, 3D Secure, policy PDF and Hesabım`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    const js = testInfo.project.use.javaScriptEnabled !== false
    const phone = phoneFor(js, line.index)
    const nationalNumber = nationalNumberFor(phone.slice(1))
    const offers = await offersFor(page, line.name, phone, nationalNumber)
    const chosen = offers.first()
    const insurer = (await chosen.locator('h3').textContent())!
    const premium = (await chosen.locator('p.text-xl').textContent())!
    await chosen.getByRole('link', { name: /^Satın Al/ }).click()

    // The checkout: the offer, the insured and the vehicle, contracts filled with this sale.
    await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible()
    await expect(page).toHaveURL(/\/odeme\/[\w-]+\/[\w-]+$/)
    await expect(page.getByTestId('odeme-sigortaci')).toHaveText(insurer)
    await expect(page.getByText(premium).first()).toBeVisible()
    await expect(page.getByText(/66 ABC 123 · Renault Clio 2022/).first()).toBeVisible()
    const preInfo = page.getByTestId('on-bilgilendirme')
    await expect(preInfo).toContainText(insurer)
    await expect(preInfo).toContainText(premium)
    await expect(page.getByTestId('mesafeli-satis-sozlesmesi')).toContainText(
      'Mesafeli Satış Sözleşmesi',
    )
    await expect(page.getByRole('radio', { name: 'Tek Çekim: ' + premium })).toBeChecked()
    await expect(page.getByRole('radio', { name: /TL X 2 Taksit \(toplam/ })).toBeVisible()
    await expectNoAxeViolations(page)

    // Garbage first: every field's Turkish message, nothing of the card echoed back. (The name
    // field drops digits as they are typed, so its garbage is a double space.)
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill('ayse@')
    await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe  Çelik')
    await page.getByLabel('Kart numarası').fill('4000 0000 0000 0003')
    await page.getByLabel('Güvenlik kodu (CVC)').fill('12')
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
    await expect(page.getByText('Lütfen email adresinizi doğru doldurun.')).toBeVisible()
    await expect(
      page.getByText('Lütfen kart üzerindeki adı yalnızca harflerle yazınız.'),
    ).toBeVisible()
    await expect(page.getByText('Lütfen geçerli bir kart numarası giriniz.')).toBeVisible()
    await expect(page.getByText('Lütfen son kullanma ayını seçiniz.')).toBeVisible()
    await expect(
      page.getByText('Lütfen ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.'),
    ).toBeVisible()
    if (!js) {
      await expect(page.getByLabel('Kart üzerindeki ad soyad')).toHaveValue('Ayşe  Çelik')
      await expect(page.getByLabel('Kart numarası')).toHaveValue('')
      await expect(page.getByLabel('Güvenlik kodu (CVC)')).toHaveValue('')
      expect(await page.content()).not.toContain('4000 0000 0000 0003')
    }
    await expectNoAxeViolations(page)

    const email = `alici.${phone}@ornek.com.tr`
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill(email)
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
    await page.getByRole('radio', { name: /TL X 2 Taksit/ }).check()
    await fillCard(page, line.card, line.cvc)
    if (js) {
      // The card's bank, from its first digits, decides the installments offered.
      await expect(page.getByText(/^Kartınızın bankası: /)).toBeVisible()
      await expect(page.getByLabel('Kart numarası')).toHaveValue(line.card)
      await expect(page.getByText(`Kart türü: ${line.brand}`)).toBeVisible()
    }
    const before = await lastOutboxId(page)
    if (js) {
      // A slow answer shows the spec's spinner text, and the button cannot be pressed again.
      await page.route(/\/odeme\/.+\.data/, async (route) => {
        if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500))
        await route.continue()
      })
    }
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
    if (js) {
      await expect(page.getByRole('button', { name: 'Ödeme Yapılıyor' })).toBeDisabled()
    } else {
      await page.getByRole('button', { name: 'Banka Doğrulama Sayfasına Git' }).click()
    }
    await passThreeD(page, phone, before, true)
    await page.unrouteAll()

    // The policy: number, payment e-mail, PDF; the same PDF by e-mail.
    await expect(
      page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
    ).toBeVisible()
    const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
    expect(policyNumber).toMatch(/^[A-Z]{3}-\d{4}-\d{8}$/)
    await expect(page.getByTestId('odeme-eposta')).toHaveText(email)
    await expectNoAxeViolations(page)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Poliçeyi PDF olarak indir' }).click()
    const pdf = await download
    expect(pdf.suggestedFilename()).toBe(`police-${policyNumber}.pdf`)
    const text = await pdfText(pdf)
    expect(text).toContain(policyNumber)
    expect(text).toContain(insurer)
    expect(text).toContain('66 ABC 123')
    for (const letters of ['ğ', 'ş', 'İ', 'ı', 'ç', 'ü']) expect(text).toContain(letters)
    const mail = (await outbox(page)).find((m) => m.recipient === email)
    expect(mail?.body).toContain(policyNumber)
    expect(mail?.attachment).toBe(`police-${policyNumber}.pdf`)
    const attached = await page.request.get(mail!.attachmentUrl!)
    expect(attached.headers()['content-type']).toBe('application/pdf')
    expect((await attached.body()).subarray(0, 5).toString()).toBe('%PDF-')

    // Card data (issue 12, item 8): not in the server's log, databases, sessions or drafts.
    const files = readdirSync(dataDir).filter((f) => /\.(log|sqlite(-wal)?)$/.test(f))
    expect(files).toEqual(
      expect.arrayContaining(['server.log', 'agency.sqlite', 'storefront.sqlite']),
    )
    const log = readFileSync(path.join(dataDir, 'server.log'), 'utf8')
    expect(log).toContain('/odeme/')
    for (const file of files) {
      const bytes = readFileSync(path.join(dataDir, file)).toString('latin1')
      expect(bytes, file).not.toContain(line.card)
      expect(bytes, file).not.toContain(line.card.replace(/ /g, ''))
      expect(bytes, file).not.toContain('"Cvc"')
      expect(bytes, file).not.toContain('CardNumber')
    }

    // The checkout again (a refresh, a bookmark): the policy, no second payment form.
    await page.reload()
    await expect(page.getByTestId('police-no')).toHaveText(policyNumber)
    await page.goto(page.url().replace(/\?.*$/, ''))
    await expect(page.getByTestId('police-no')).toHaveText(policyNumber)
    await expect(page.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveCount(0)

    // A visitor who signs up with the same T.C. kimlik number and phone finds the policy.
    await page.goto('/uyeOl')
    await fillSignUp(page, {
      name: 'Ayşe',
      surname: 'Çelik',
      phone,
      nationalNumber,
      email,
      birthDate: '1990-05-06',
      gender: 'K',
    })
    const beforeSignUp = await lastOutboxId(page)
    await page.getByRole('button', { name: 'Üye Ol' }).click()
    const verify = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
    await expect(verify).toBeVisible()
    // The quote's code went to this phone moments ago: a new one only after the minute is up.
    const wait = verify.getByRole('alert').filter({ hasText: /saniye bekleyin/ })
    if (await wait.count()) {
      const seconds = Number(/(\d+) saniye/.exec((await wait.textContent()) ?? '')?.[1] ?? 60)
      await page.waitForTimeout((seconds + 1) * 1000)
      await verify.getByRole('button', { name: 'Yeniden Gönder' }).click()
    }
    const signUpCode = await codeFromOutbox(page, phone, /doğrulama kodunuz/, beforeSignUp)
    await verify.getByLabel('SMS kodu').fill(signUpCode)
    await verify.getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Hoş geldiniz' })).toBeVisible()
    await page.goto('/hesabim?page=policelerim')
    await expect(page.getByRole('heading', { name: 'Poliçelerim' })).toBeVisible()
    await expect(page.getByText(`${insurer} — ${policyNumber}`)).toBeVisible()
  })
}

/** The README's test cards and the message each outcome shows. */
const declinedCards = [
  { card: '4000 0000 0000 0051', message: 'bakiyesi bu ödeme için yetersiz', threeD: 'code' },
  { card: '4000 0000 0000 0093', message: 'Bankanız bu işlemi onaylamadı', threeD: 'code' },
  { card: '4000 0000 0000 0432', message: 'kayıp ya da çalıntı', threeD: 'code' },
  { card: '4000 0000 0000 0549', message: 'kullanım süresi dolmuş', threeD: 'code' },
  { card: '4000 0000 0000 0820', message: 'güvenlik kodu (CVC) hatalı', threeD: 'code' },
  { card: '4000 0000 0000 0598', message: 'güvenlik şüphesiyle durdurdu', threeD: 'code' },
  {
    card: '4000 0000 0000 1000',
    message: '3D Secure doğrulaması başarısız oldu (mdStatus 0)',
    threeD: 'code',
  },
  {
    card: '4000 0000 0000 4004',
    message: '3D Secure ile ödemeye kayıtlı değil (mdStatus 4)',
    threeD: 'none',
  },
  { card: '4000 0000 0000 9003', message: '3D Secure doğrulaması başlatılamadı', threeD: 'none' },
] as const

test('every declining test card ends in its own message, the offer kept for another card', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000)
  const js = testInfo.project.use.javaScriptEnabled !== false
  const phone = phoneFor(js, 3)
  const offers = await offersFor(page, 'Trafik Sigortası', phone, nationalNumberFor(phone.slice(1)))
  const insurer = (await offers.first().locator('h3').textContent())!
  await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  await expect(page).toHaveURL(/\/odeme\/[\w-]+\/[\w-]+$/)
  const checkout = page.url()

  for (const { card, message, threeD } of declinedCards) {
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill('red@ornek.com.tr')
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
    await fillCard(page, card)
    const before = await lastOutboxId(page)
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
    if (!js && card !== '4000 0000 0000 9003') {
      await page.getByRole('button', { name: 'Banka Doğrulama Sayfasına Git' }).click()
    }
    if (threeD === 'code') await passThreeD(page, phone, before)
    else if (!js && card === '4000 0000 0000 4004') {
      await page.getByRole('button', { name: 'Mağazaya Dön' }).click()
    }
    const failure = page.getByTestId('odeme-hata')
    await expect(failure, card).toContainText(message)
    await expect(failure).toContainText('başka bir kartla yeniden deneyebilirsiniz')
    // The same offer, ready for another card; nothing of the card kept.
    await expect(page.getByTestId('odeme-sigortaci')).toHaveText(insurer)
    await expect(page.getByLabel('Kart numarası')).toHaveValue('')
    expect(page.url(), card).toContain(`${checkout}?odeme=`)
  }
  await expectNoAxeViolations(page)

  // A wrong SMS code is refused with the tries left; then the right one pays.
  await page.getByLabel('Poliçenin gönderileceği e-posta').fill('red@ornek.com.tr')
  await fillCard(page, SUCCESS_CARD)
  await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
  const before = await lastOutboxId(page)
  await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
  if (!js) await page.getByRole('button', { name: 'Banka Doğrulama Sayfasına Git' }).click()
  await page.getByLabel('SMS doğrulama kodu').fill('000000')
  await page.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('alert')).toContainText('Kalan deneme hakkınız: 2')
  await passThreeD(page, phone, before)
  await expect(page.getByTestId('police-no')).toHaveText(/^[A-Z]{3}-\d{4}-\d{8}$/)

  // A forged bank callback is refused without touching any payment.
  const forged = await page.request.post('/odeme/3d-sonuc', {
    form: { PaymentId: 'uydurma', mdStatus: '1', Signature: 'imza' },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(400)
  expect(await forged.text()).toContain('Ödeme doğrulanamadı')
})
