import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

// Issue 10: a half-typed or impossible birth date on a health or travel quote page used to answer
// HTTP 500 and replace the page with the error screen. Now it gets the date message, the rest kept.

for (const path of ['/tamamlayici-saglik-sigortasi', '/seyahat-saglik-sigortasi']) {
  test(`${path}: a half-typed birth date is refused with its message, the rest kept`, async ({
    page,
  }, testInfo) => {
    // With JavaScript the date mask keeps only ASCII digits, so the Arabic-Indic one is not typed.
    const js = testInfo.project.use.javaScriptEnabled !== false
    const dates = ['12.0', '31.02.2020', ...(js ? [] : ['٢٨.٠١.١٩٦٢'])]
    const birthDate = page.getByLabel('Doğum tarihi')
    const phone = page.getByLabel('Cep telefonu', { exact: true })
    for (const typed of dates) {
      // A fresh page each time: the last date's message must not stand in for this one's.
      await page.goto(path)
      await page.getByLabel(/^T\.C\. kimlik numarası/).fill('10000000146')
      await phone.fill('(559)123-4567')
      await birthDate.fill(typed)
      await page.getByRole('checkbox', { name: /Gizlilik politikası/ }).check()
      await page.getByRole('checkbox', { name: /aydınlatma metnini/ }).check()
      await page.getByRole('button', { name: 'Teklif Al' }).click()
      await expect(page.getByText('Lütfen tarihi GG.AA.YYYY biçiminde giriniz.')).toBeVisible()
      await expect(birthDate).toHaveAttribute('aria-invalid', 'true')
      await expect(birthDate).toBeFocused()
      await expect(birthDate).toHaveValue(typed)
      await expect(phone).toHaveValue('(559)123-4567')
      await expect(page.getByRole('heading', { level: 1 })).toContainText('teklifi alın')
    }
  })
}

// Issue 25: bodies no form sends (JSON, text, a broken multipart) answered 500 with a stack trace
// printed outside the structured log; bodies of any size were read whole and echoed back.
const serverLog = () => readFileSync(path.join(process.env.E2E_DATA_DIR!, 'server.log'), 'utf8')

test('a body that is no form gets 400 and a Turkish page, never a 500', async ({ request }) => {
  const bodies = [
    { 'Content-Type': 'application/json', data: '{"Username":"5321234567"}' },
    { 'Content-Type': 'text/plain', data: 'Username=5321234567' },
    { 'Content-Type': 'multipart/form-data; boundary=sinir', data: '--sinir\r\nyarım kaldı' },
    { 'Content-Type': '', data: 'Username=5321234567' },
  ]
  for (const { data, ...headers } of bodies) {
    for (const page of ['/giris', '/iletisim', '/uyeOl', '/cerez-tercihleri']) {
      const response = await request.post(page, { headers, data })
      expect(response.status(), `${page} ${headers['Content-Type']}`).toBe(400)
      expect(await response.text()).toContain('Gönderilen form okunamadı')
    }
  }
})

test('a post React Router itself refuses is one structured log line, not a stack', async ({
  request,
}) => {
  // /hakkimizda has no action: React Router answers 405 and reports an error.
  const refused = await request.post('/hakkimizda', { form: { Ad: 'x' } })
  expect(refused.status()).toBe(405)
  await expect
    .poll(() =>
      serverLog()
        .split('\n')
        .filter((line) => line.includes('"msg":"request failed"'))
        .map((line) => JSON.parse(line) as { method: string; path: string; err: string })
        .find((entry) => entry.method === 'POST' && entry.path === '/hakkimizda'),
    )
    .toMatchObject({ err: expect.stringContaining('did not provide an `action`') })
})

test('an oversized post is refused before it is read, and unknown fields are not echoed', async ({
  request,
}) => {
  const tooLarge = await request.post('/uyeOl', {
    form: { Name: 'Deneme', Dolgu: 'a'.repeat(200 * 1024) },
  })
  expect(tooLarge.status()).toBe(413)
  expect(await tooLarge.text()).toContain('Gönderilen bilgiler çok büyük')

  // Within the limit, a field the form does not have is not sent back with the typed values.
  const padding = `dolgu-${'b'.repeat(30 * 1024)}`
  const reRendered = await request.post('/uyeOl', {
    form: { Name: 'Deneme', Surname: '', Dolgu: padding },
  })
  const page = await reRendered.text()
  expect(page).toContain('Deneme')
  expect(page).not.toContain('dolgu-bbbb')
  const withCity = await request.post('/uyeOl', {
    form: { intent: 'il-sec', CityCode: '66', Name: 'Deneme', Dolgu: padding },
  })
  expect(await withCity.text()).not.toContain('dolgu-bbbb')
})
