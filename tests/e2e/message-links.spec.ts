import { expect, test } from '@playwright/test'
import { phoneFor } from './checkout.ts'
import { outbox } from './outbox.ts'
import { isJs, nationalNumberFor } from './quote-helpers.ts'
import { paidPolicy } from './quote-over-http.ts'

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
  const phone = phoneFor(isJs(), 0)
  // Every request of the purchase, posted over HTTP (the links, not the journey, are the
  // subject), names the other host, as the browser's would.
  const { policyNumber, checkout } = await paidPolicy(
    page,
    'trafik',
    phone,
    nationalNumberFor(phone),
  )
  await page.goto(checkout)
  expect(new URL(page.url()).origin).toBe(otherName)
  await expect(page.getByTestId('police-no')).toHaveText(policyNumber)

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
