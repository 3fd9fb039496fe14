import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { isoDayInTurkey } from '../support/turkey-day.ts'
import { buyFirstOffer } from './checkout.ts'
import { outbox } from './outbox.ts'
import { atStepAfterAddress } from './property-flow.ts'
import { isJs, phonesOf } from './quote-helpers.ts'

// Issue 28: the back office's renewal reminders, run for a day as an operator runs them
// (`npm run reminders -- --date …`, on the e2e server's own database): 30 days before a policy
// ends one SMS and one e-mail with the renewal link, a second run adds none; the link names the
// policy and what it insures and leads to a new quote for the same line.

const phoneFor = phonesOf('57')

/** `npm run reminders -- --date <day>` against the e2e server's back office; what it printed. */
const runReminders = (day: string) =>
  execFileSync('npm', ['run', '--silent', 'reminders', '--', '--date', day], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR!, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  })

test('a DASK policy gets one SMS and one e-mail 30 days before its end, once', async ({ page }) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 7)
  await atStepAfterAddress(page, '/zorunlu-deprem-sigortasi', phone, {
    segment: 'bina',
    title: 'Bina bilgileri',
  })
  await page.getByRole('button', { name: 'Teklifleri Getir' }).click()
  await buyFirstOffer(page, phone, async () => {})
  const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
  // Bought today, from today for a year.
  const today = isoDayInTurkey(0)
  const endsOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
  const day = new Date(Date.parse(`${endsOn}T00:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)

  const reminders = async () =>
    (await outbox(page)).filter((m) => m.body.includes(`(${policyNumber}) süresi`))
  expect(runReminders(day)).toMatch(/yenileme hatırlatması gönderildi/)
  const sent = await reminders()
  expect(sent.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
  expect(sent.find((m) => m.channel === 'sms')!.recipient).toBe(phone)
  for (const message of sent) {
    expect(message.body).toContain('hizmet mesajı')
    expect(message.body).toMatch(/https?:\/\/\S+\/police\/yenile\/[\w.-]+/)
  }
  runReminders(day)
  expect(await reminders()).toHaveLength(2)

  // The SMS's link: the policy ending, what it insures, and "Yenile" to a new DASK quote.
  const link = /https?:\/\/\S+(\/police\/yenile\/[\w.-]+)/.exec(
    sent.find((m) => m.channel === 'sms')!.body,
  )![1]!
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: /poliçenizi yenileyin$/ })).toBeVisible()
  await expect(page.getByText(policyNumber)).toBeVisible()
  await expect(page.getByTestId('yenilenen')).toContainText('Lise Caddesi')
  await page.getByRole('link', { name: 'Yenile', exact: true }).click()
  await expect(page).toHaveURL(/\/zorunlu-deprem-sigortasi$/)
  // Altered by one character: refused, with a page that says so.
  await page.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bu bağlantı artık geçerli değil' }),
  ).toBeVisible()
})
