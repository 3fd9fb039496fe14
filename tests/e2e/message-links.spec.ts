import { expect, test } from '@playwright/test'
import { demoPlateOffers, passThreeD, phoneFor, submitCard, SUCCESS_CARD } from './checkout.ts'
import { outbox } from './outbox.ts'
import { isJs, nationalNumberFor } from './quote-helpers.ts'

// Issue 37, item 1: the links in the agency's own messages come from SITE_URL (in demo, the
// listening port on localhost), never from the Host a request names. Bought through another name
// of the same server, 127.0.0.1, the policy's e-mail still links to the site's own address.

const port = Number(process.env.E2E_PORT ?? 3210)
const site = `http://localhost:${port}`
const otherName = `http://127.0.0.1:${port}`
test.use({ baseURL: otherName })

test('a policy bought through another host name is e-mailed with links on the site', async ({
  page,
}) => {
  test.setTimeout(150_000)
  const phone = phoneFor(isJs(), 0)
  const offers = await demoPlateOffers(page, 'Trafik Sigortası', phone, nationalNumberFor(phone))
  await offers
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .click()
  await passThreeD(page, phone, await submitCard(page, SUCCESS_CARD))
  const policyNumber = (await page.getByTestId('police-no').textContent())!.trim()
  expect(new URL(page.url()).origin).toBe(otherName)

  const mail = (await outbox(page)).find(
    (m) => m.channel === 'email' && m.body.includes(`Poliçe no: ${policyNumber}.`),
  )
  const links = mail?.body.match(/https?:\/\/\S+/g) ?? []
  expect(links).toEqual([
    expect.stringMatching(`^${site}/police/indir/[\\w.-]+$`),
    expect.stringMatching(`^${site}/police/cayma/[\\w.-]+$`),
  ])
  const download = await page.request.get(links[0]!)
  expect(download.headers()['content-type']).toBe('application/pdf')
})
