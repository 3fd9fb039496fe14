import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAgency, testBackend, type RunningAgency } from '../support/agency.ts'
import { sandboxIdentities } from '../../server/agency/sandbox-codes.ts'
import { vehicleQuery } from '../support/spec-payloads.ts'

describe(`built-in agency backend on ${testBackend}`, () => {
  let agency: RunningAgency
  beforeAll(async () => {
    agency = await startAgency()
  })
  afterAll(() => agency.stop())

  const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
    fetch(agency.url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body),
    })

  describe('answers', () => {
    it('refuses an oversized call before reading it, a support call with an attachment allowed', async () => {
      const credentials = { SiteId: '36', Authorization: `Bearer ${agency.siteCredential}` }
      const padded = { language: 'tr-tr', Dolgu: 'a'.repeat(100 * 1024) }
      const tooLarge = await post('/content/faq/get-faqposts', padded, credentials)
      expect(tooLarge.status).toBe(413)
      expect(await tooLarge.json()).toMatchObject({
        Success: false,
        Messages: ['Gönderilen istek çok büyük.'],
      })
      // A 2 MB file as base64 is about 2.7 MB: the support calls take it.
      const withFile = await post('/common/api/Destek/request-types', padded, credentials)
      expect(withFile.status).toBe(200)
      const huge = { Dolgu: 'a'.repeat(5 * 1024 * 1024) }
      expect((await post('/common/api/Destek/request-types', huge, credentials)).status).toBe(413)
    })

    it('answers 401 without the site credential or the site id', async () => {
      const noCredential = await post(
        '/content/faq/get-faqposts',
        { language: 'tr-tr' },
        { SiteId: '36' },
      )
      expect(noCredential.status).toBe(401)
      const wrongCredential = await post(
        '/content/faq/get-faqposts',
        {},
        { SiteId: '36', Authorization: 'Bearer yanlis' },
      )
      expect(wrongCredential.status).toBe(401)
      const wrongSite = await post(
        '/content/faq/get-faqposts',
        {},
        { SiteId: '35', Authorization: `Bearer ${agency.siteCredential}` },
      )
      expect(wrongSite.status).toBe(401)
      expect((await wrongSite.json()).Success).toBe(false)
    })

    const authorized = () => ({ SiteId: '36', Authorization: `Bearer ${agency.siteCredential}` })

    it('serves the FAQ in Turkish', async () => {
      const response = await post('/content/faq/get-faqposts', { language: 'tr-tr' }, authorized())
      const body = await response.json()
      expect(body.Success).toBe(true)
      expect(body.Results.length).toBeGreaterThanOrEqual(15)
      expect(body.Results.some((f: { Question: string }) => /[çğıöşüİ]/.test(f.Question))).toBe(
        true,
      )
    })

    it.each([
      ['kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni', 'Aydınlatma'],
      ['gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi', 'Kullanım'],
      ['mesafeli-satis-sozlesmesi', 'Mesafeli'],
      ['cerez-politikasi', 'Çerez'],
    ])('serves the legal page %s', async (slug, titleWord) => {
      const response = await post(
        '/content/page/get-page',
        { language: 'tr-tr', slug },
        authorized(),
      )
      const body = await response.json()
      expect(body.Data.Title).toContain(titleWord)
      expect(body.Data.Content.length).toBeGreaterThan(3000)
    })

    it('answers an unknown page with 404 and a Turkish message', async () => {
      const response = await post(
        '/content/page/get-page',
        { language: 'tr-tr', slug: 'yok' },
        authorized(),
      )
      expect(response.status).toBe(404)
      expect((await response.json()).Messages[0]).toMatch(/bulunamadı/)
    })

    it('refuses a call the spec lists a payload for when a listed field is left out, as a provider does', async () => {
      const asBefore = {
        NationalNumber: '10000000146',
        LicensePlateNumber: '66ABC123',
        LicensePermitNumber: 'AB123456',
      }
      const refused = await post('/common/arac/Vehicle/query-info', asBefore, authorized())
      expect(refused.status).toBe(400)
      const refusal = await refused.json()
      expect(refusal.StatusCode).toBe(1000)
      expect(refusal.Messages[0]).toMatch(
        /^İstekte zorunlu alanlar eksik: AsbisNumber, Phone, .*SktReferenceCode\.$/,
      )
      // A field sent empty is there: the whole entity, unknown fields empty, finds the vehicle.
      const whole = { ...Object.fromEntries(vehicleQuery.map((field) => [field, ''])), ...asBefore }
      const found = await post('/common/arac/Vehicle/query-info', whole, authorized())
      expect((await found.json()).Data.LicensePlateNumber).toBe('66ABC123')
      // The plate is listed for the AML check of kasko and trafik only.
      const aml = (Querytype: string) =>
        post(
          '/common/aml/aml/AMLKontrol',
          { Querytype, NationalNumber: '10000000146', Phone: '5321234567', Birthdate: '' },
          authorized(),
        ).then((r) => r.json())
      expect(await aml('trafik')).toMatchObject({
        StatusCode: 1000,
        Messages: ['İstekte zorunlu alanlar eksik: LicensePlateNumber.'],
      })
      expect((await aml('tamamlayici')).StatusCode).toBe(1006)
    })

    it('holds the member calls to their listed fields too (spec §3 Login, Register, …)', async () => {
      const missing = async (path: string, body: Record<string, string>) => {
        const refused = await post(path, body, authorized())
        expect(refused.status, path).toBe(400)
        const refusal = await refused.json()
        expect(refusal.StatusCode, path).toBe(1000)
        return refusal.Messages[0]
      }
      expect(await missing('/auth/login', { Username: '5550000001', Password: 'x' })).toBe(
        'İstekte zorunlu alanlar eksik: Guid.',
      )
      // "With MFA also MfaControl and MfaCode": a login sending one sends both.
      expect(
        await missing('/auth/login', {
          Username: '5550000001',
          Password: 'x',
          Guid: 'x',
          MfaCode: '1',
        }),
      ).toBe('İstekte zorunlu alanlar eksik: MfaControl.')
      expect(await missing('/auth/register', { Phone: '5550000001', Name: 'Ayşe' })).toBe(
        'İstekte zorunlu alanlar eksik: CityCode, CountyCode, Email, NationalNumber, Surname, Password, Birthdate, Gender, AdvertisementAgreement, PrivacyAgreement, OpenDataAgreement, Guid.',
      )
      expect(await missing('/auth/forgot-password', { Gsm: '5550000001' })).toBe(
        'İstekte zorunlu alanlar eksik: NationalNumber.',
      )
      expect(
        await missing('/auth/change-password', {
          OldPassword: 'x',
          NewPassword: 'y',
          RetryPassword: 'y',
        }),
      ).toBe('İstekte zorunlu alanlar eksik: AccessToken, UId.')
      expect(await missing('/auth/get-user-claims', {})).toBe(
        'İstekte zorunlu alanlar eksik: AccessToken.',
      )
      expect(await missing('/auth/get-security-token', {})).toBe(
        'İstekte zorunlu alanlar eksik: AccessToken.',
      )
    })

    it('answers the sandbox identities’ codes only when told to, as outside production', async () => {
      const sandbox = await startAgency({ sandboxCodes: true })
      const header = (url: string) =>
        fetch(`${url}/offers/list/Offers/create-header`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            SiteId: '36',
            Authorization: `Bearer ${agency.siteCredential}`,
          },
          body: new URLSearchParams({
            QueryType: 'telefon',
            NationalNumber: sandboxIdentities.queue,
            Phone: '5321234567',
          }),
        }).then((r) => r.json())
      try {
        expect(await header(sandbox.url)).toMatchObject({ Success: false, StatusCode: 1009 })
        expect((await header(agency.url)).StatusCode).not.toBe(1009)
      } finally {
        await sandbox.stop()
      }
    })

    it('lists the 81 provinces with plate codes and their districts', async () => {
      const cities = await (await post('/common/api/listeler/get-iller', {}, authorized())).json()
      expect(cities.Results).toHaveLength(81)
      expect(cities.Results.find((c: { ID: number }) => c.ID === 66).CityName).toBe('Yozgat')
      const counties = await (
        await post('/common/api/listeler/get-ilceler', { CityCode: '66' }, authorized())
      ).json()
      expect(counties.Results.map((c: { CountyName: string }) => c.CountyName)).toContain('Sorgun')
    })

    it('serves countries, select lists and at least six insurers', async () => {
      const countries = await (
        await post('/common/api/listeler/get-ulkeler', { QueryType: 'seyahat' }, authorized())
      ).json()
      expect(
        countries.Results.find((c: { StringKey: string }) => c.StringKey === 'DE').StringPair,
      ).toBe('Almanya')
      const list = await (
        await post('/common/api/Listeler/get-list', { GroupCode: 'KonutInsaYili' }, authorized())
      ).json()
      expect(list.Results[0].Text).toBe('2026')
      const firms = await (
        await post('/common/firms/GetFirms', { BranchId: '70' }, authorized())
      ).json()
      expect(firms.Results.length).toBeGreaterThanOrEqual(6)
      // Spec §9's numeric codes are the branches; a line's key is none.
      const byKey = await post('/common/firms/GetFirms', { BranchId: 'kasko' }, authorized())
      expect(byKey.status).toBe(404)
    })

    it('stores a contact message and reports its status', async () => {
      const response = await post(
        '/common/api/musteri/iletisim',
        {
          Type: 'ILETISIM',
          Name: 'Ayşe Yılmaz',
          Email: 'ayse@example.com',
          Message: 'Kasko hakkında bilgi',
        },
        authorized(),
      )
      expect(await response.json()).toMatchObject({ Success: true, Status: true })
      const missing = await post('/common/api/musteri/iletisim', { Type: 'ILETISIM' }, authorized())
      expect(missing.status).toBe(400)
    })
  })
})
