import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import {
  demoPlateOffers,
  fillCard,
  passThreeD,
  phoneFor,
  SUCCESS_CARD,
  toCardPage,
} from './checkout.ts'
import { codeFromOutbox, lastOutboxId, outbox } from './outbox.ts'
import { nationalNumberFor, pdfText } from './quote-helpers.ts'
import { fillSignUp } from './sign-up.ts'

/** The e2e server's data folder (playwright.config.ts): its databases and its log file. */
const dataDir = process.env.E2E_DATA_DIR!

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
    const offers = await demoPlateOffers(page, line.name, phone, nationalNumber)
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
    const installments = page.getByLabel('Ödeme seçeneği')
    await expect(installments.locator('option:checked')).toHaveText('Tek Çekim: ' + premium)
    await expect(installments.locator('option', { hasText: /TL X 2 Taksit \(toplam/ })).toHaveCount(
      1,
    )
    await expect(page.getByText(/bilgilerinizi görmez ve saklamaz/)).toBeVisible()
    await expect(page.getByLabel('Kart numarası')).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Garbage first: the checkout's own fields get their Turkish messages.
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill('ayse@')
    await page.getByRole('button', { name: 'Ödemeye Geç' }).click()
    await expect(
      page.getByText('Lütfen email adresinizi doğru doldurun.', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByText(
        'Lütfen ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.',
        { exact: true },
      ),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    const email = `alici.${phone}@ornek.com.tr`
    await page.getByLabel('Poliçenin gönderileceği e-posta').fill(email)
    await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check()
    await installments.selectOption({
      label: (await installments.locator('option', { hasText: /TL X 2 Taksit/ }).textContent())!,
    })
    await toCardPage(page)

    // The provider's card page: the agency's name and the amount, the card checked there in the
    // browser and again on its server, each field's Turkish message, nothing of the card echoed.
    await expect(page.getByText('Bozok Sigorta · Güvenli ödeme')).toBeVisible()
    await expect(page.locator('#tutar')).toContainText(premium)
    await expectNoAxeViolations(page)
    await page.getByLabel('Kart üzerindeki ad soyad').fill('Ayşe  Çelik2')
    await page.getByLabel('Kart numarası').fill('4000 0000 0000 0003')
    await page.getByLabel('Son kullanma tarihi').fill('13/2')
    await page.getByLabel('Güvenlik kodu (CVC)').fill('12')
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
    await expect(
      page.getByText('Lütfen kart üzerindeki adı yalnızca harflerle yazınız.', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByText('Lütfen geçerli bir kart numarası giriniz.', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByText('Lütfen son kullanma tarihini kartın üzerindeki gibi AA/YY olarak yazınız.', {
        exact: true,
      }),
    ).toBeVisible()
    if (!js) {
      await expect(page.getByLabel('Kart numarası')).toHaveValue('')
      await expect(page.getByLabel('Güvenlik kodu (CVC)')).toHaveValue('')
      expect(await page.content()).not.toContain('4000 0000 0000 0003')
    }
    await expectNoAxeViolations(page)
    await fillCard(page, line.card, line.cvc)
    await expect(page.getByRole('radio', { name: /TL X 2 Taksit/ })).toBeChecked()
    if (js) {
      // The card's bank, from its first digits, decides the installments offered.
      await expect(page.getByText(/^Kartınızın bankası: /)).toBeVisible()
      await expect(page.getByLabel('Kart numarası')).toHaveValue(line.card)
      await expect(page.getByText(`Kart türü: ${line.brand}`)).toBeVisible()
      // The expiry as printed on the card: the slash comes by itself after the month.
      const expiry = page.getByLabel('Son kullanma tarihi')
      const year = (new Date().getFullYear() + 2) % 100
      await expiry.fill('')
      await expiry.pressSequentially(`12${year}`)
      await expect(expiry).toHaveValue(`12/${year}`)
    }
    const before = await lastOutboxId(page)
    await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click()
    await passThreeD(page, phone, before, true)

    // The policy: number, payment e-mail, PDF; the same PDF by e-mail.
    await expect(
      page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' }),
    ).toBeVisible()
    const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
    expect(policyNumber).toMatch(/^[A-Z]{3}-\d{4}-\d{8}$/)
    await expect(page.getByTestId('odeme-eposta')).toHaveText(email)
    const period = (await page.getByTestId('police-suresi').textContent())!.trim()
    expect(period).toMatch(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/)
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
    await expect(page.getByRole('button', { name: 'Ödemeye Geç' })).toHaveCount(0)

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
    const signUpCode = await codeFromOutbox(page, phone, {
      about: /doğrulama kodunuz/,
      afterId: beforeSignUp,
    })
    await verify.getByLabel('SMS kodu').fill(signUpCode)
    await verify.getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Hoş geldiniz' })).toBeVisible()
    await page.goto('/hesabim?page=policelerim')
    await expect(page.getByRole('heading', { name: 'Poliçelerim' })).toBeVisible()
    // Issue 26: each policy with its line, insurer, number, period, status, premium and PDF.
    const row = page.getByTestId('police').filter({ hasText: policyNumber })
    await expect(row).toContainText(line.name)
    await expect(row).toContainText(insurer)
    await expect(row).toContainText(period)
    await expect(row).toContainText(/Yürürlükte|Başlayacak/)
    await expect(row).toContainText(premium.replace(/\s*TL$/, ''))
    await expectNoAxeViolations(page)
    const owned = page.waitForEvent('download')
    await row.getByRole('link', { name: /Poliçeyi PDF olarak indir/ }).click()
    expect(await pdfText(await owned)).toContain(policyNumber)
    // Only its owner: another number under the same address is refused.
    const other = policyNumber.replace(/\d$/, (d) => String((Number(d) + 1) % 10))
    expect((await page.request.get(`/hesabim/policelerim/${other}/pdf`)).status()).toBe(404)
  })
}
