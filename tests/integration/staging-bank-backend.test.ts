import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createAgencyApp } from '../../server/agency/app.ts'
import { readAgencySettings } from '../../server/agency/settings.ts'
import { agencyForFile } from '../support/agency.ts'
import { firstOfferAtTheBank, hiddenFields, visitorContext } from '../support/paid-policy.ts'

// Issue 37: on a staging site (production on the built-in back office) the bank's one-time code
// could be read only with SQL. Its page shows it there; the demo bank's page does not (the demo
// outbox has it), and a provider's bank is never this one (app/payment/acs-url.server.ts).
const agency = await agencyForFile()
const payment = await import('~/upstream/payment.server.ts')

/** The same back office on the same database as a staging site runs it (server/agency/main.ts). */
const staging = createAgencyApp({
  db: agency.db,
  settings: readAgencySettings({ ...process.env, UPSTREAM_SITE_CREDENTIAL: agency.siteCredential }),
  stagingBank: true,
})

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
})
const stagingBank = (pathname: string, fields: Record<string, string>) =>
  staging.request(`/bank${pathname}`, form(fields))
const demoBank = (pathname: string, fields: Record<string, string>) =>
  fetch(`${agency.url}/bank${pathname}`, form(fields))

/** The code the bank texted for the newest payment to `phone`, as its outbox keeps it. */
const textedCode = async (phone: string) => {
  const { rows } = await sql<{ body: string }>`SELECT body FROM outbox
    WHERE recipient = ${phone} AND body LIKE '%3D Secure%' ORDER BY id DESC`.execute(agency.db)
  return /: (\d{6})\./.exec(rows[0]?.body ?? '')?.[1]
}

const shownCode = (html: string) =>
  /deneme kodunu giriniz: <strong>(\d{6})<\/strong>/.exec(html)?.[1]

describe("a staging site's bank", () => {
  it('shows the code it texted on its own page, and takes it', async () => {
    const owner = { NationalNumber: '10000000146', Phone: '5321110037' }
    const { acs } = await firstOfferAtTheBank({
      QueryType: 'trafik',
      ...owner,
      LicensePlateNumber: '66ABC123',
    })
    const page = await (await stagingBank('/3d', acs.AcsFields)).text()
    expect(page).toContain('Deneme ortamı: bu banka gerçek değildir ve SMS göndermez.')
    const code = shownCode(page)
    expect(code).toMatch(/^\d{6}$/)
    expect(code).toBe(await textedCode(owner.Phone))
    // A wrong code keeps it on the page, with the attempts left.
    const wrong = await (
      await stagingBank('/dogrula', {
        ...acs.AcsFields,
        Code: code === '000000' ? '111111' : '000000',
      })
    ).text()
    expect(wrong).toContain('Kalan deneme hakkınız: 2.')
    expect(shownCode(wrong)).toBe(code)
    const result = hiddenFields(
      await (await stagingBank('/dogrula', { ...acs.AcsFields, Code: code! })).text(),
    )
    expect(result.mdStatus).toBe('1')
    const paid = await payment.completeThreeDPayment(result, visitorContext)
    expect(paid.ok && paid.body.Data!.Status).toBe('paid')
  })

  it('shows no code in demo mode: its page asks for the one the SMS carried', async () => {
    const owner = { NationalNumber: '10000000146', Phone: '5321110038' }
    const { acs } = await firstOfferAtTheBank({
      QueryType: 'trafik',
      ...owner,
      LicensePlateNumber: '66ABC123',
    })
    const page = await (await demoBank('/3d', acs.AcsFields)).text()
    expect(page).toContain('telefonunuza gönderilen 6 haneli doğrulama kodunu giriniz')
    expect(page).not.toContain('Deneme ortamı')
  })
})
