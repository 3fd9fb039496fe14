import { expect, test, type Locator, type Page } from '@playwright/test'
import { masked } from '../support/members.ts'
import { expectHydrated, freshPhone, onASlowPhone, scriptGate, send } from './hydration.ts'

onASlowPhone()

interface PageForm {
  name: string
  path: string
  /** Fills every field but the last, before hydration. */
  fill: (page: Page) => Promise<void>
  /** The field typed last, while the page hydrates. */
  last: (page: Page) => { field: Locator; text: string }
  /** What the page must still show after hydration. */
  kept: (page: Page) => Promise<void>
  /** Sent before hydration: the path posted to, fields it must carry, and the server's answer. */
  sent: {
    button: string
    path: string
    fields: Record<string, string>
    answer: (page: Page) => Promise<void>
  }
}

const pageForms: PageForm[] = [
  {
    name: 'quote entry form (travel: identity type, passport, birth date, consents)',
    path: '/seyahat-saglik-sigortasi',
    async fill(page) {
      await page.getByLabel('Kimlik türü').selectOption('2')
      await page.getByLabel('Pasaport numarası').fill('U1234567')
      await page.getByLabel('Cep telefonu', { exact: true }).fill(masked(freshPhone('52')))
      await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
      await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
    },
    last: (page) => ({ field: page.getByLabel('Doğum tarihi'), text: '01.02.1990' }),
    async kept(page) {
      await expect(page.getByLabel('Kimlik türü')).toHaveValue('2')
      await expect(page.getByLabel('Pasaport numarası')).toHaveValue('U1234567')
      await expect(page.getByLabel('Cep telefonu', { exact: true })).toHaveValue(/^\(52\d\)/)
      await expect(page.getByRole('checkbox', { name: /Gizlilik politikası/ })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: /aydınlatma metnini/ })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: /e-bülten/ })).not.toBeChecked()
    },
    sent: {
      button: 'Teklif Al',
      path: '/seyahat-saglik-sigortasi',
      fields: {
        IdType: '2',
        PassportNumber: 'U1234567',
        Birthdate: '01.02.1990',
        PrivacyPolicy: 'on',
      },
      answer: (page) =>
        expect(page.getByRole('dialog', { name: 'Telefon Doğrulama' })).toContainText(
          'Lütfen telefonunuza gelen SMS kodunu giriniz',
        ),
    },
  },
  {
    name: 'sign-up',
    path: '/uyeOl',
    async fill(page) {
      await page.getByLabel('Ad', { exact: true }).fill('Yavaş')
      await page.getByLabel('Soyad').fill('Telefon')
      await page.getByLabel('Cep Telefonu').fill(masked(freshPhone('53')))
      await page.getByLabel('TC Kimlik Numarası').fill('10000000146')
      await page.getByLabel('E-posta', { exact: true }).fill('yavas@ornek.com.tr')
      await page.getByLabel('Doğum Tarihi').fill('1992-03-04')
      await page.getByLabel('Cinsiyet').selectOption('K')
      await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Yozgat' })
      await page.getByLabel(/Gizlilik politikası/).check()
      await page.getByLabel(/aydınlatma metnini/).check()
      await page.getByLabel('Şifre', { exact: true }).fill('Gizli123')
    },
    last: (page) => ({ field: page.getByLabel('Şifre (Tekrar)'), text: 'Gizli124' }),
    async kept(page) {
      await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Yavaş')
      await expect(page.getByLabel('E-posta', { exact: true })).toHaveValue('yavas@ornek.com.tr')
      await expect(page.getByLabel('Doğum Tarihi')).toHaveValue('1992-03-04')
      await expect(page.getByLabel('Cinsiyet')).toHaveValue('K')
      await expect(page.getByLabel('İl', { exact: true })).toHaveValue('66')
      // The city chosen before hydration brings its counties once the page can fetch them.
      await expect(page.getByLabel('İlçe').getByRole('option', { name: 'Sorgun' })).toHaveCount(1)
      await expect(page.getByLabel(/Gizlilik politikası/)).toBeChecked()
      await expect(page.getByLabel('Şifre', { exact: true })).toHaveValue('Gizli123')
    },
    sent: {
      button: 'Üye Ol',
      path: '/uyeOl',
      fields: {
        Name: 'Yavaş',
        Email: 'yavas@ornek.com.tr',
        Gender: 'K',
        CityCode: '66',
        PasswordRepeat: 'Gizli124',
      },
      async answer(page) {
        // Its counties need the page's script or a round trip: the server asks for the county.
        await expect(page.getByLabel('İlçe')).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByLabel('Ad', { exact: true })).toHaveValue('Yavaş')
        await expect(page.getByLabel('İl', { exact: true })).toHaveValue('66')
      },
    },
  },
  {
    name: 'forgot password',
    path: '/sifremiUnuttum',
    async fill(page) {
      await page.getByLabel('Cep Telefonu').fill('(555)999-0001')
    },
    last: (page) => ({ field: page.getByLabel('TC Kimlik Numarası'), text: '10000000146' }),
    kept: (page) => expect(page.getByLabel('Cep Telefonu')).toHaveValue('(555)999-0001'),
    sent: {
      button: 'Geçici Şifre Gönder',
      path: '/sifremiUnuttum',
      fields: { Gsm: '(555)999-0001', NationalNumber: '10000000146' },
      // The same answer whether or not the member exists.
      answer: (page) => expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible(),
    },
  },
  {
    name: 'contact form',
    path: '/iletisim',
    async fill(page) {
      await page.getByLabel('Ad Soyad').fill('Yavaş Telefon')
      await page.getByLabel('E-posta').fill('yavas@ornek.com.tr')
      await page.getByLabel('Konu', { exact: true }).fill('Poliçe')
    },
    last: (page) => ({
      field: page.getByLabel('Mesajınız'),
      text: 'Poliçemi yenilemek istiyorum.',
    }),
    async kept(page) {
      await expect(page.getByLabel('Ad Soyad')).toHaveValue('Yavaş Telefon')
      await expect(page.getByLabel('E-posta')).toHaveValue('yavas@ornek.com.tr')
      await expect(page.getByLabel('Konu', { exact: true })).toHaveValue('Poliçe')
    },
    sent: {
      button: 'Gönder',
      path: '/iletisim',
      fields: { Name: 'Yavaş Telefon', Message: 'Poliçemi yenilemek istiyorum.' },
      answer: (page) =>
        expect(page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı' })).toBeVisible(),
    },
  },
]

for (const form of pageForms) {
  test(`${form.name}: what is typed before and while the page hydrates stays`, async ({ page }) => {
    const gate = await scriptGate(page)
    await gate.open(form.path)
    await form.fill(page)
    const { field, text } = form.last(page)
    await gate.typeWhileHydrating(field, text)
    await form.kept(page)
  })

  test(`${form.name}: sent before the page hydrates, it arrives as a plain form post`, async ({
    page,
  }) => {
    const gate = await scriptGate(page)
    await gate.open(form.path)
    await form.fill(page)
    const { field, text } = form.last(page)
    await field.fill(text)
    expect(
      await send(
        page,
        page.getByRole('button', { name: form.sent.button, exact: true }),
        form.sent.path,
      ),
    ).toMatchObject(form.sent.fields)
    gate.release()
    await form.sent.answer(page)
  })
}

test('cookie preferences: switches set before hydration stay, and a save before it is kept', async ({
  page,
}) => {
  const gate = await scriptGate(page)
  await gate.open('/hakkimizda?modal=cerez-tercihleri')
  const dialog = page.getByRole('dialog', { name: 'Çerez Tercihleri' })
  await dialog.getByRole('switch', { name: 'Analitik çerezler' }).check()
  await dialog.getByRole('switch', { name: 'Hedefleme çerezleri' }).check()
  gate.release()
  await expectHydrated(dialog.getByRole('switch', { name: 'Analitik çerezler' }))
  await page.waitForLoadState('networkidle')
  await expect(dialog.getByRole('switch', { name: 'Analitik çerezler' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'Hedefleme çerezleri' })).toBeChecked()
  await expect(dialog.getByRole('switch', { name: 'İşlevsel çerezler' })).not.toBeChecked()

  await gate.open('/hakkimizda?modal=cerez-tercihleri')
  await dialog.getByRole('switch', { name: 'İşlevsel çerezler' }).check()
  expect(
    await send(
      page,
      dialog.getByRole('button', { name: 'Seçimlerimi Kaydet' }),
      '/cerez-tercihleri',
    ),
  ).toMatchObject({ islevsel: '1', intent: 'kaydet' })
  gate.release()
  await expect(page).toHaveURL(/\/hakkimizda$/)
  const cookies = Object.fromEntries(
    (await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
  )
  expect(cookies).toMatchObject({ cerez_zorunlu: '1', cerez_islevsel: '1', cerez_analitik: '0' })
})
