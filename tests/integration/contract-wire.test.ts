import { describe, expect, it } from 'vitest'
import {
  phoneDevice,
  quoteEmail,
  storefrontOnWire,
  verifiedQuote as verifiedQuoteOf,
} from '../support/browserless-quote.ts'
import { readPage } from '../support/html.ts'
import {
  browserlessVisitor as browserlessVisitorOf,
  type browserlessVisitor,
} from '../support/storefront.ts'
import { latestOutboxMessage } from '../support/agency.ts'
import { masked, signUpFields } from '../support/sign-up-fields.ts'
import { listedPayloads } from '../support/spec-payloads.ts'
import type { WireCall } from '../support/wire.ts'

// What the storefront puts on the wire during whole journeys, held against the payloads the
// specification lists (tests/support/spec-payloads.ts, a spec section per row), whatever the
// backend accepts. Each journey runs against the built-in backend through a recorder, the storefront's own
// loaders and actions on Vite's development server in this process.
const { agency, wire, storefront } = await storefrontOnWire()

const email = quoteEmail
const pathOf = (call: WireCall) => call.path.split('?')[0]!
const callsTo = (calls: WireCall[], path: string) =>
  calls.filter((call) => pathOf(call).endsWith(path))

/** Every listed field each listed call of `calls` left out, by call and spec section. */
function missingFields(calls: WireCall[]) {
  return listedPayloads.flatMap((listed) =>
    callsTo(calls, listed.path)
      .filter((call) => listed.when?.(call) ?? true)
      .map((call) => ({
        call: pathOf(call),
        spec: listed.spec,
        missing: listed.fields.filter((field) => !(field in call.fields)),
      }))
      .filter((found) => found.missing.length > 0),
  )
}

/**
 * A journey's calls: no listed field missing on any listed call, and every call of the quote
 * (code, confirm, AML check, insurers) and of `paths` among them.
 */
function expectWholeCalls(calls: WireCall[], paths: string[]) {
  expect(missingFields(calls)).toEqual([])
  const reached = listedPayloads.filter((l) => callsTo(calls, l.path).length > 0).map((l) => l.path)
  expect(reached).toEqual(
    expect.arrayContaining([
      '/gecici-kod',
      '/gecici-onay',
      '/aml/aml/AMLKontrol',
      '/firm/firma/firmalar',
      ...paths,
    ]),
  )
}

/** A value as it went out, whether the body was a form or JSON. */
const sent = (call: WireCall | undefined, field: string) => {
  const value = call?.fields[field]
  return value === undefined ? undefined : String(value)
}

/** The line as each call of `calls` named it (QueryType, or the AML check's Querytype). */
const linesNamed = (calls: WireCall[]) =>
  new Set(
    calls
      .map((call) => sent(call, 'QueryType') ?? sent(call, 'Querytype'))
      .filter((value) => value !== undefined)
      .map((value) => value.replace(/^"(.*)"$/, '$1')),
  )

/** The insurance companies as a provider's list could name them: not as the offers do. */
async function companiesListed() {
  const rows = await agency.db.selectFrom('insurers').selectAll().orderBy('id').execute()
  const Results = rows.map((r) => ({
    Id: r.id,
    Code: r.code,
    Name: `${r.name} (liste)`,
    ShortName: r.short_name,
  }))
  return { status: 200, body: { Success: true, StatusCode: 200, Messages: [], Results } }
}

const verifiedQuote = (quotePage: string, phone: string, entry: Record<string, string>) =>
  verifiedQuoteOf(storefront.url, agency, quotePage, phone, entry)

/** The offers page until every insurer the quote asked has answered on the wire. */
async function offersCollected(
  visitor: ReturnType<typeof browserlessVisitor>,
  offersPath: string,
  offerCall: string,
) {
  expect((await visitor.get(offersPath)).status).toBe(200)
  const deadline = Date.now() + 15_000
  for (;;) {
    const [firms] = callsTo(wire.calls, '/firm/firma/firmalar').slice(-1)
    const results = (firms?.reply as { Results?: unknown[] } | undefined)?.Results ?? []
    const guid = sent(firms, 'HeaderGuid')
    const asked = callsTo(wire.calls, offerCall).filter((c) => sent(c, 'HeaderGuid') === guid)
    if (results.length > 0 && asked.length >= results.length) return
    if (Date.now() > deadline) throw new Error(`${offerCall}: ${asked.length}/${results.length}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The calls one journey makes. */
async function journey(run: () => Promise<void>) {
  const from = wire.calls.length
  await run()
  return wire.calls.slice(from)
}

// Whole journeys over HTTP with a recorder between: a kasko one takes ~15 s on a quiet 2-core
// machine, so the default 20 s left no room.
describe('every call the spec lists goes out with every listed field', { timeout: 60_000 }, () => {
  it('kasko: plate and document, the registry’s vehicle, kasko’s questions, offers and their PDF', async () => {
    const calls = await journey(async () => {
      const { visitor, base, next } = await verifiedQuote('/kasko-sigortasi', '5550001101', {
        PlateStatus: '1',
        LicensePlateNumber: '66 ABC 123',
      })
      const queried = await visitor.post(next, {
        intent: 'sorgula',
        RegistrationKind: 'belge',
        LicensePlateNumber: '66 ABC 123',
        LicensePermitSerial: 'AB',
        LicensePermitNumber: '123456',
      })
      expect(queried.status).toBe(302)
      const professions = readPage((await visitor.get(next)).html).control('ProfessionCode')[0]!
      const confirmed = await visitor.post(next, {
        intent: 'teklif-al',
        RadioPrice: '15,000',
        NavigationPrice: '0',
        SteelWheelPrice: '0',
        OtherAccessoryPrice: '0',
        IsOriginalLpg: 'on',
        ProfessionCode: professions.options.find(Boolean)!,
      })
      expect(confirmed.status).toBe(302)
      await offersCollected(visitor, confirmed.location, '/list/Offers/NewListOffer')
      const pdf = await visitor.get(`/teklif-pdf/${base.split('/').at(-1)}?tur=teklifler`)
      expect(pdf.status).toBe(200)
    })
    expectWholeCalls(calls, [
      '/arac/Vehicle/query-info',
      '/api/Listeler/get-list',
      '/print/Print/GetPdf',
    ])
    // Filled from what is known: the owner's contact, the document, a registered plate.
    const [query] = callsTo(calls, '/arac/Vehicle/query-info')
    expect({
      Phone: sent(query, 'Phone'),
      EMail: sent(query, 'EMail'),
      LicensePermitNumber: sent(query, 'LicensePermitNumber'),
      AsbisNumber: sent(query, 'AsbisNumber'),
      IsYK: sent(query, 'IsYK'),
    }).toEqual({
      Phone: '5550001101',
      EMail: email,
      LicensePermitNumber: 'AB123456',
      AsbisNumber: '',
      IsYK: 'false',
    })
  })

  it('trafik: a plate the registry does not know, the vehicle chosen from the lists', async () => {
    const calls = await journey(async () => {
      const { visitor, base, next } = await verifiedQuote(
        '/zorunlu-trafik-sigortasi',
        '5550001102',
        { PlateStatus: '1', LicensePlateNumber: '34 YOK 404' },
      )
      const queried = await visitor.post(next, {
        intent: 'sorgula',
        RegistrationKind: 'belge',
        LicensePlateNumber: '34 YOK 404',
        LicensePermitSerial: 'KL',
        LicensePermitNumber: '654321',
      })
      expect(queried.status).toBe(302)
      const manual = readPage((await visitor.get(next)).html)
      expect(manual.control('BrandCode')[0]?.options).toContain('012')
      const saved = await visitor.post(next, {
        intent: 'arac-kaydet',
        BrandCode: '012',
        BrandCodeFull: '012001',
        ModelYear: '2024',
        UsingType: 'hususi',
        FuelType: 'elektrik',
      })
      expect(saved.status).toBe(302)
      // No running policy for a vehicle the registry does not know: the start, as the form has it.
      const confirm = readPage((await visitor.get(next)).html)
      const confirmed = await visitor.post(next, {
        intent: 'teklif-al',
        PolicyStart: confirm.control('PolicyStart')[0]!.value,
      })
      expect(confirmed.status).toBe(302)
      await offersCollected(visitor, `${base}/teklifler`, '/list/Offers/NewListOffer')
    })
    expectWholeCalls(calls, [
      '/arac/Vehicle/query-info',
      '/api/Traffic/get-vehicle-brands-with-models',
      '/api/Traffic/get-vehicle-types',
      '/arac/Vehicle/update-info',
    ])
    // The choice goes out with the model's vehicle type and the document typed for the plate.
    const [update] = callsTo(calls, '/arac/Vehicle/update-info')
    expect({
      BrandCodeFull: sent(update, 'BrandCodeFull'),
      VehicleType: sent(update, 'VehicleType'),
      LicensePermitNumber: sent(update, 'LicensePermitNumber'),
      EMail: sent(update, 'EMail'),
    }).toEqual({
      BrandCodeFull: '012001',
      VehicleType: 'otomobil',
      LicensePermitNumber: 'KL654321',
      EMail: email,
    })
  })

  it('DASK: the registered home, its UAVT chain, the building and the offers', async () => {
    wire.answer('/firms/GetFirms', await companiesListed())
    const calls = await journey(async () => {
      const { visitor, base, next } = await verifiedQuote(
        '/zorunlu-deprem-sigortasi',
        '5550001103',
        {},
      )
      const registered = await visitor.post(next, { intent: 'kayitli', Birthdate: '14.03.1985' })
      expect(registered.status).toBe(302)
      // Back on the address step, the home's chain is listed level by level and sent again.
      const chain = readPage((await visitor.get(next)).html)
      const levels = [
        'CityCode',
        'CountyId',
        'TownId',
        'NeighborhoodId',
        'RoadAndStreetId',
        'ApartmentNumber',
        'UAVTNumber',
      ]
      const byChain = await visitor.post(next, {
        intent: 'zincir',
        ...Object.fromEntries(levels.map((name) => [name, chain.control(name)[0]!.value])),
      })
      expect(byChain.status).toBe(302)
      const building = readPage((await visitor.get(byChain.location)).html)
      const declared = Object.fromEntries(
        building.controls
          .filter((c) => c.type !== 'checkbox' && c.type !== 'submit' && c.name !== 'intent')
          .map((c) => [c.name, c.value]),
      )
      const confirmed = await visitor.post(byChain.location, { ...declared, intent: 'teklif' })
      expect(confirmed.status, confirmed.html.slice(0, 300)).toBe(302)
      await offersCollected(visitor, `${base}/teklifler`, '/list/Offers/NewListOffer')
      // The insurer filter names each insurer as the companies list of DASK's branch does.
      expect((await visitor.get(`${base}/teklifler`)).html).toContain('(liste)')
    })
    // Spec §3: DASK is `ds` on every call that names the line; §9: its branch is 40.
    expect(linesNamed(calls)).toEqual(new Set(['ds']))
    expect(callsTo(calls, '/firms/GetFirms').map((call) => sent(call, 'BranchId'))).toEqual(['40'])
    expectWholeCalls(calls, [
      '/api/dask/UAVT-Sorgu',
      '/api/dask/ilceler',
      '/api/dask/beldeler',
      '/api/dask/mahalle',
      '/api/dask/caddesokak',
      '/api/dask/binakodlari',
      '/api/dask/uavtkodlari',
      '/api/dask/address',
      '/api/Listeler/get-list',
    ])
  })

  it('phone: the device from the lists, each insurer asked with /mobilephone/teklif', async () => {
    const calls = await journey(async () => {
      const { visitor, base, next } = await verifiedQuote(
        '/cep-telefonu-sigortasi',
        '5550001104',
        {},
      )
      const models = await visitor.post(next, { ...phoneDevice, intent: 'marka-sec' })
      expect(models.status).toBe(200)
      wire.answer('/musteri/Get-Client-Info', {
        status: 200,
        body: {
          Success: true,
          StatusCode: 200,
          Data: { IPAddress: '203.0.113.7', UserAgent: 'Saglayicinin-Gordugu/1.0' },
        },
      })
      const confirmed = await visitor.post(next, { ...phoneDevice, intent: 'teklif' })
      expect(confirmed.status, confirmed.html.slice(0, 300)).toBe(302)
      await offersCollected(visitor, `${base}/teklifler`, '/mobilephone/teklif')
    })
    expectWholeCalls(calls, ['/api/mobilephone/telefon-modeller', '/mobilephone/teklif'])
    expect(linesNamed(calls)).toEqual(new Set(['ceptelefon']))
    // The Phone offer sends the visitor as the provider's client info gave them (spec §3, §7).
    const offers = callsTo(calls, '/mobilephone/teklif')
    expect(new Set(offers.map((call) => sent(call, 'IPAddress')))).toEqual(new Set(['203.0.113.7']))
    expect(offers[0] && sent(offers[0], 'UserAgent')).toBe('Saglayicinin-Gordugu/1.0')
  })

  it.each([
    ['seyahat', '/seyahat-saglik-sigortasi', 'outgoing', '5550001106'],
    ['yabancı', '/yabancisaglik/asyncteklif', 'ys', '5550001107'],
  ])('%s is named by its spec §3 code on every call', async (_, quotePage, code, phone) => {
    const calls = await journey(async () => {
      const { visitor, next } = await verifiedQuote(quotePage, phone, { Birthdate: '14.03.1985' })
      expect((await visitor.get(next)).status).toBe(200)
    })
    expect(callsTo(calls, '/gecici-kod').length).toBe(1)
    expect(linesNamed(calls)).toEqual(new Set([code]))
  })

  it('the home page lists the insurance companies of every branch sold (spec §4, §7 GetFirms)', async () => {
    const home = await browserlessVisitorOf(storefront.url).get('/')
    expect(home.status).toBe(200)
    expect(home.html).toContain('Çalıştığımız sigorta şirketleri')
    const kaskoFirm = await agency.db
      .selectFrom('insurers')
      .select('name')
      .executeTakeFirstOrThrow()
    expect(home.html).toContain(kaskoFirm.name)
  })

  it('a member: sign-up, profile, password change, support, logout, login, MFA login, forgot password', async () => {
    const phone = '5550001105'
    const calls = await journey(async () => {
      const visitor = browserlessVisitorOf(storefront.url)
      const counties = JSON.parse((await visitor.get('/ilceler?CityCode=66')).html) as {
        options: { id: number }[]
      }
      const signedUp = await visitor.post(
        '/uyeOl',
        signUpFields(phone, 'Uye12345', counties.options[0]!.id),
      )
      expect(signedUp.status, signedUp.html.slice(0, 300)).toBe(302)
      const code = /(\d{6})/.exec(await latestOutboxMessage(agency, phone))![1]!
      const verified = await visitor.post('/giris', { intent: 'onayla', SmsActivationCode: code })
      expect(verified.status).toBe(302)
      expect((await visitor.get('/hesabim')).status).toBe(200)
      const changed = await visitor.post('/hesabim/sifre-degisikligi', {
        OldPassword: 'Uye12345',
        NewPassword: 'Uye67890',
        RetryPassword: 'Uye67890',
      })
      expect(changed).toMatchObject({ status: 302, location: '/hesabim/sifre-degisikligi' })
      const support = readPage((await visitor.get('/hesabim/destek')).html)
      const asked = await visitor.post('/hesabim/destek?index', {
        RequestType: support.control('RequestType')[0]!.options.find(Boolean)!,
        Subject: 'Poliçe',
        Message: 'Poliçemin bitiş tarihini öğrenmek istiyorum.',
      })
      expect(asked.location).toMatch(/^\/hesabim\/destek\/\d+/)
      expect((await visitor.get(asked.location.split('?')[0]!)).status).toBe(200)
      expect((await visitor.post('/cikis', {})).status).toBe(302)
      const login = await visitor.post('/giris', { Username: phone, Password: 'Uye67890' })
      expect(login.status).toBe(302)
      expect((await visitor.get('/hesabim')).status).toBe(200)

      // A demo member with MFA (README): the login again with MfaControl and the SMS code.
      const mfa = browserlessVisitorOf(storefront.url)
      await mfa.post('/giris', { Username: '5550000006', Password: 'Demo1234' })
      const mfaCode = /(\d{6})/.exec(await latestOutboxMessage(agency, '5550000006'))![1]!
      expect(
        (await mfa.post('/giris', { intent: 'iki-adim-onayla', MfaCode: mfaCode })).status,
      ).toBe(302)
      expect((await mfa.get('/hesabim')).status).toBe(200)

      const forgot = await browserlessVisitorOf(storefront.url).post('/sifremiUnuttum', {
        Gsm: masked(phone),
        NationalNumber: '10000000146',
      })
      expect(forgot.status, forgot.html.slice(0, 300)).toBeLessThan(400)
    })
    expect(missingFields(calls)).toEqual([])
    const reached = listedPayloads
      .filter((l) => callsTo(calls, l.path).length > 0)
      .map((l) => l.path)
    expect(reached).toEqual(
      expect.arrayContaining([
        '/register',
        '/login',
        '/get-user-claims',
        '/get-security-token',
        '/change-password',
        '/forgot-password',
        '/api/Destek/request-types',
        '/api/Destek/request-add',
        '/api/Destek/request-view',
      ]),
    )
    expect(callsTo(calls, '/login').some((call) => 'MfaCode' in call.fields)).toBe(true)
  })

  it('a pre-login key refused on a 200 shows the provider’s message (spec §7 helper 1, §8)', async () => {
    const refusal = 'Giriş hizmeti bakımda; lütfen biraz sonra tekrar deneyin.'
    wire.answer('/prelogin-key', {
      status: 200,
      body: { StatusCode: 503, Messages: [refusal], Data: null },
    })
    const visitor = browserlessVisitorOf(storefront.url)
    const login = await visitor.post('/giris', { Username: '5550000001', Password: 'Demo1234' })
    expect(login.status).toBe(302)
    expect(wire.unused()).toEqual([])
    const page = await visitor.get(login.location)
    expect(page.html).toContain(refusal)
    expect(page.html).not.toContain('Kullanıcı adı veya şifre hatalı.')
  })
})
