import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startCluster, type Cluster } from '../../scripts/cluster.js'
import { codeFromOutbox, saveInformationStep, sendEntryAndVerify } from '../e2e/outbox.ts'
import { nationalNumberFor } from '../e2e/quote-helpers.ts'
import { fillSignUp } from '../e2e/sign-up.ts'
import { clusterPort } from './ports.ts'

// Issue 18: two storefront processes behind nginx on PostgreSQL and Redis (npm run cluster).
// Every request goes through nginx, which alternates between the processes; its access log
// says which one answered.

let cluster: Cluster

test.beforeAll(async () => {
  test.setTimeout(180_000)
  cluster = await startCluster({
    dir: mkdtempSync(path.join(tmpdir(), 'bozok-cluster-')),
    port: clusterPort,
    env: {
      SMS_IP_HOURLY_LIMIT: '100000',
      SMS_GLOBAL_HOURLY_LIMIT: '100000',
      QUOTE_ENTRY_IP_LIMIT: '100000',
      // Slow enough insurers that the collection is still running when its owner is killed.
      AGENCY_INSURER_LATENCY_MS: '1500-3000',
      AGENCY_INSURER_LATENCY_MS_MUNZUR: '6000',
      AGENCY_INSURER_FAILURE_RATE: '0',
    },
  })
})

test.afterAll(async () => {
  await cluster?.stop()
})

/** The instance ports nginx sent requests for `pathPattern` to, in order. */
function answeredBy(method: string, pathPattern: RegExp): number[] {
  return readFileSync(cluster.accessLog, 'utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, m, p]) => m === method && pathPattern.test(p ?? ''))
    .map(([, , , , upstream]) => Number(upstream?.split(':').at(-1)))
}

const instanceOn = (port: number) => cluster.instances.find((i) => i.port === port)!

async function restartAll() {
  await Promise.all(cluster.instances.map((i) => i.stop('SIGTERM')))
  await Promise.all(cluster.instances.map((i) => i.start()))
}

async function expectMember(page: Page, initials: string) {
  await page.goto('/hesabim')
  await expect(page.getByTestId('uye-bas-harfler')).toHaveText(initials)
}

test('a member signed up on one process stays logged in on the other and after restarts', async ({
  page,
}) => {
  const phone = `557${String(Date.now()).slice(-7)}`
  await page.goto('/uyeOl')
  await fillSignUp(page, {
    name: 'Küme',
    surname: 'Üyesi',
    phone,
    nationalNumber: nationalNumberFor(phone.slice(1)),
    email: `kume.${phone}@ornek.com.tr`,
    birthDate: '1990-05-06',
    gender: 'E',
  })
  await page.getByRole('button', { name: 'Üye Ol' }).click()
  const dialog = page.getByRole('dialog', { name: 'Telefon Doğrulama' })
  await dialog.getByLabel('SMS kodu').fill(await codeFromOutbox(page, phone))
  await dialog.getByRole('button', { name: 'Onayla' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Hoş geldiniz, Küme Üyesi.' }),
  ).toBeVisible()

  // The account page asked for alone, once at a time, until both processes have served it to the
  // member (nginx alternates, but a whole page load's own requests can keep it on one process).
  await page.goto('about:blank')
  await expect
    .poll(async () => {
      const account = await page.request.get('/hesabim', { maxRedirects: 0 })
      expect(account.status()).toBe(200)
      expect(await account.text()).toContain('Küme Üyesi')
      return new Set(answeredBy('GET', /^\/hesabim$/)).size
    })
    .toBe(cluster.instances.length)
  await expectMember(page, 'KÜ')

  // Logged out on one process, logged in again on the next.
  await page.getByRole('banner').getByText('KÜ', { exact: true }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Çıkış Yap' }).click()
  await expect(page.getByRole('banner').getByText('KÜ', { exact: true })).toHaveCount(0)
  await page.goto('/?modal=giris')
  const login = page.getByRole('dialog', { name: 'Giriş Yap' })
  await login
    .getByLabel('Cep Telefonu')
    .fill(`(${phone.slice(0, 3)})${phone.slice(3, 6)}-${phone.slice(6)}`)
  await login.getByLabel('Şifre').fill('Gizli123')
  await login.getByRole('button', { name: 'Giriş Yap' }).click()
  await expect(page.getByRole('banner').getByText('KÜ', { exact: true })).toBeVisible()
  await expectMember(page, 'KÜ')

  await restartAll()
  await expectMember(page, 'KÜ')
})

test('a quote whose offer collection loses its process is finished by the other', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const phone = `558${String(Date.now()).slice(-7)}`
  await page.goto('/zorunlu-trafik-sigortasi')
  await page.getByLabel(/^T\.C\. kimlik/).fill(nationalNumberFor(phone.slice(1)))
  await page.getByLabel('Plaka', { exact: true }).fill('66 ABC 123')
  await sendEntryAndVerify(page, phone)
  await saveInformationStep(page)
  await expect(page).toHaveURL(/\/arac$/)
  await page.getByLabel('Belge seri').fill('AB')
  await page.getByLabel('Belge numarası').fill('123456')
  await page.getByRole('button', { name: 'Aracımı Sorgula' }).click()
  await page.getByRole('button', { name: 'Bilgiler Doğru, Teklifleri Getir' }).click()
  await expect(page).toHaveURL(/\/teklifler$/)

  // The process that opened the quote asks the insurers: it crashes before they all answer.
  // (With JavaScript the form posts to the route's data URL, …/arac.data.)
  const owner = answeredBy('POST', /\/arac(\.data)?$/).at(-1)!
  await instanceOn(owner).stop('SIGKILL')
  await expect(page.getByTestId('bekleyenler')).toContainText('Munzur Koruma')

  // The other process takes the collection over once the lease runs out: every insurer answers.
  await expect(page.getByText('Tüm sigorta şirketleri yanıt verdi.')).toBeVisible({
    timeout: 60_000,
  })
  await page.reload()
  await expect(
    page.getByRole('heading', { name: /Teklifler \(7 şirket yanıtladı\)/ }),
  ).toBeVisible()
  await expect(page.getByText('Teklif alınamadı')).toHaveCount(0)
  const offers = await page.getByTestId('teklif').count()
  expect(offers).toBeGreaterThanOrEqual(7)

  // Both processes restarted: the same quote, the same offers.
  await instanceOn(owner).start()
  await restartAll()
  await page.reload()
  await expect(page.getByTestId('teklif')).toHaveCount(offers)
})
