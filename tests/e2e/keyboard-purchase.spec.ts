import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe.ts'
import { codeFromOutbox, lastOutboxId } from './outbox.ts'
import { isJs, nationalNumberFor, phonesOf } from './quote-helpers.ts'

// WCAG 2.1.1 (README, Accessibility): a trafik and a DASK policy bought with the keyboard alone,
// from the home page to the receipt: Tab, Shift+Tab, Space, Enter, arrows and typing, no clicks
// and no fill(). Each test prints how many key presses it took.

const phoneFor = phonesOf('56')

/** The keyboard, counting its presses (a typed text counts one per character). */
function keyboardOf(page: Page) {
  let presses = 0
  const press = async (key: string) => {
    presses++
    await page.keyboard.press(key)
  }
  // What a screen reader would call the focused element: its label, else its own text.
  const focusedName = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return ''
      const labelled = el.getAttribute('aria-labelledby')
      const label =
        el.getAttribute('aria-label') ??
        (labelled ? document.getElementById(labelled)?.textContent : null) ??
        ('labels' in el
          ? (el.labels as NodeListOf<HTMLLabelElement> | null)?.[0]?.textContent
          : null)
      return (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim()
    })
  return {
    press,
    type: async (text: string) => {
      presses += text.length
      await page.keyboard.type(text)
    },
    /** Tab (or Shift+Tab) until the focus is on the control named `name`. */
    tabTo: async (name: RegExp, { backwards = false } = {}) => {
      for (let i = 0; i < 80; i++) {
        await press(backwards ? 'Shift+Tab' : 'Tab')
        if (name.test(await focusedName())) return
      }
      throw new Error(`no control named ${name} reached with the keyboard`)
    },
    get presses() {
      return presses
    },
  }
}
type Keyboard = ReturnType<typeof keyboardOf>

/** Waits for the page that `title` heads (without JavaScript a new page load) and checks it. */
async function reached(page: Page, title: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  })
  await page.waitForLoadState('load')
  await expectNoAxeViolations(page)
}

/** From the home page's product menu to the line's quote page, through the SMS code. */
async function enterAndVerify(page: Page, keys: Keyboard, line: RegExp, phone: string) {
  await page.goto('/')
  await keys.tabTo(line)
  await keys.press('Enter')
  await page.waitForURL(/sigortasi$/)
  await page.waitForLoadState('load')
  await keys.tabTo(/^T\.C\. kimlik/)
  await keys.type(nationalNumberFor(phone))
  if (/Trafik/.test(line.source)) {
    await keys.tabTo(/^Plaka$/)
    await keys.type('66 ABC 123')
  }
  await keys.tabTo(/^Cep telefonu/)
  await keys.type(phone)
  await keys.tabTo(/^Gizlilik politikası.*okudum/)
  await keys.press('Space')
  await keys.tabTo(/aydınlatma metnini.*okudum/)
  await keys.press('Space')
  const before = await lastOutboxId(page)
  await keys.tabTo(/^Teklif Al$/)
  await keys.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await expect(dialog).toBeVisible()
  const code = await codeFromOutbox(page, phone, { afterId: before })
  if (!isJs()) await keys.tabTo(/^SMS kodu/)
  else await expect(dialog.getByLabel('SMS kodu')).toBeFocused()
  await keys.type(code)
  await keys.press('Enter')
  await reached(page, 'Bilgileriniz')
  // The identity check may give no city: one is chosen by typing its name on the list.
  if (!(await page.getByLabel('İl', { exact: true }).inputValue())) {
    await keys.tabTo(/^İl$/)
    await keys.type('Yozgat')
    if (!isJs()) {
      await keys.tabTo(/^İlçeleri Getir$/)
      await keys.press('Enter')
      await reached(page, 'Bilgileriniz')
    }
    await expect(page.getByLabel('İlçe', { exact: true })).toBeEnabled()
    await keys.tabTo(/^İlçe$/)
    await keys.type('Merkez')
  }
  await keys.tabTo(/^Kaydet ve Devam Et$/)
  await keys.press('Enter')
}

/**
 * The cheapest offer bought with the README's success card, through the provider's card page and
 * the bank's 3D page.
 */
async function buyCheapest(page: Page, keys: Keyboard, phone: string) {
  // Without JavaScript the offers page reloads itself each second until every insurer has
  // answered: it is checked once it holds still, not while it may be reloading.
  await expect(page.getByRole('heading', { level: 1, name: 'Teklifler' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 20_000,
  })
  await page.waitForLoadState('load')
  await expectNoAxeViolations(page)
  await keys.tabTo(/^Satın Al/)
  await keys.press('Enter')
  await reached(page, 'Ödeme')
  await keys.tabTo(/^Poliçenin gönderileceği e-posta/)
  await keys.type('klavye@ornek.com.tr')
  await keys.tabTo(/Ön Bilgilendirme Formu.*kabul ediyorum/)
  await keys.press('Space')
  await keys.tabTo(/^Ödemeye Geç$/)
  await keys.press('Enter')
  if (!isJs()) {
    await reached(page, 'Ödeme Sayfasına Geçiliyor')
    await keys.tabTo(/^Ödeme Sayfasına Git$/)
    await keys.press('Enter')
  }
  // The provider's card page, by keyboard too.
  await reached(page, 'Kart bilgileri')
  await keys.tabTo(/^Kart üzerindeki ad soyad/)
  await keys.type('Ayşe Işıklı Çelik')
  await keys.tabTo(/^Kart numarası/)
  await keys.type('4000000000000002')
  await keys.tabTo(/^Son kullanma tarihi/)
  await keys.type(`12${(new Date().getFullYear() + 2) % 100}`)
  await keys.tabTo(/^Güvenlik kodu/)
  await keys.type('123')
  const before = await lastOutboxId(page)
  await keys.tabTo(/^Ödemeyi Tamamla$/)
  await keys.press('Enter')
  await expect(page.getByRole('heading', { name: /3D Secure Doğrulama/ })).toBeVisible()
  await page.waitForLoadState('load')
  const code = await codeFromOutbox(page, phone, { about: /3D Secure/, afterId: before })
  await keys.tabTo(/^SMS doğrulama kodu/)
  await keys.type(code)
  await keys.press('Enter')
  if (!isJs()) {
    await expect(page.getByRole('button', { name: 'Mağazaya Dön' })).toBeVisible()
    await page.waitForLoadState('load')
    await keys.tabTo(/^Mağazaya Dön$/)
    await keys.press('Enter')
  }
  await expect(page.getByRole('heading', { name: 'Ödemeniz alındı, poliçeniz hazır' })).toBeVisible(
    { timeout: 20_000 },
  )
}

test('a trafik policy bought with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  const keys = keyboardOf(page)
  const phone = phoneFor(isJs(), 1)
  await enterAndVerify(page, keys, /^Trafik Sigortası$/, phone)
  await reached(page, 'Araç bilgileri')
  await keys.tabTo(/^Belge seri/)
  await keys.type('AB')
  await keys.tabTo(/^Belge numarası/)
  await keys.type('123456')
  await keys.tabTo(/^Aracımı Sorgula$/)
  await keys.press('Enter')
  await expect(page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' })).toBeVisible()
  await page.waitForLoadState('load')
  await keys.tabTo(/^Bilgiler Doğru, Teklifleri Getir$/)
  await keys.press('Enter')
  await buyCheapest(page, keys, phone)
  console.log(`[${test.info().project.name}] trafik bought in ${keys.presses} key presses`)
})

test('a DASK policy bought with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000)
  const keys = keyboardOf(page)
  const phone = phoneFor(isJs(), 2)
  await enterAndVerify(page, keys, /^DASK$|Deprem/, phone)
  await reached(page, /Adres/)
  await keys.tabTo(/^UAVT adres kodu/)
  await keys.type('4403156956')
  await keys.tabTo(/^Adresi Bul$/)
  await keys.press('Enter')
  await reached(page, 'Bina bilgileri')
  await keys.tabTo(/^Teklifleri Getir$/)
  await keys.press('Enter')
  await buyCheapest(page, keys, phone)
  console.log(`[${test.info().project.name}] DASK bought in ${keys.presses} key presses`)
})
