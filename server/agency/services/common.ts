import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import {
  allCities,
  allCountries,
  allInsurers,
  districtsOfCity,
  selectListItems,
} from '../catalogue/store.ts'
import { countryGroup } from '../quotes/travel/countries.ts'
import { linesOfBranch } from '../rules/product-lines.ts'
import { recordContactMessage } from '../support/store.ts'

type Env = { Variables: { caller: Caller } }

/** The common API's reference lists, client info, permissions and contact messages. */
export function commonService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/api/listeler/get-iller', async (c) => {
      const rows = await allCities(db)
      return ok(c, { Results: rows.map((r) => ({ ID: r.code, CityName: r.name })) })
    })
    .post('/api/listeler/get-ilceler', async (c) => {
      const cityCode = Number((await readBody(c)).CityCode)
      if (!Number.isInteger(cityCode)) return fail(c, 400, 'İl seçiniz.')
      const rows = await districtsOfCity(db, cityCode)
      const sorted = rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))
      return ok(c, {
        Results: sorted.map((r) => ({ ID: r.id, CountyName: r.name, CityCode: r.city_code })),
      })
    })
    .post('/api/listeler/get-ulkeler', async (c) => {
      const rows = await allCountries(db)
      const sorted = rows.sort((a, b) => a.name.localeCompare(b.name, 'tr'))
      return ok(c, {
        Results: sorted.map((r) => ({
          StringKey: r.code,
          StringPair: r.name,
          Group: countryGroup(r.code),
        })),
      })
    })
    .post('/api/Listeler/get-list', async (c) => {
      const { GroupCode } = await readBody(c)
      if (!GroupCode) return fail(c, 400, 'Liste kodu eksik.')
      const rows = await selectListItems(db, GroupCode)
      if (rows.length === 0) return fail(c, 404, 'Liste bulunamadı.')
      return ok(c, { Results: rows.map((r) => ({ Id: r.id, Text: r.text })) })
    })
    .post('/firms/GetFirms', async (c) => {
      // BranchId is spec §9's per-product numeric code; without one, every insurer is listed.
      const { BranchId } = await readBody(c)
      const lines: string[] = linesOfBranch(BranchId)
      if (BranchId && lines.length === 0) return fail(c, 404, 'Branş bulunamadı.')
      const rows = await allInsurers(db)
      const firms = BranchId
        ? rows.filter((r) => r.branches.split(',').some((line) => lines.includes(line)))
        : rows
      return ok(c, {
        Results: firms.map((r) => ({
          Id: r.id,
          Code: r.code,
          Name: r.name,
          ShortName: r.short_name,
        })),
      })
    })
    .get('/musteri/Get-Client-Info', (c) =>
      ok(c, {
        Data: {
          IPAddress: c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '',
          UserAgent: c.req.header('user-agent') ?? '',
          Country: 'TR',
          Language: 'tr-tr',
        },
      }),
    )
    .post('/account/yetki', (c) => {
      const caller = c.get('caller')
      const visitor = ['teklif-al', 'uye-ol', 'giris-yap', 'iletisim']
      return ok(c, {
        Data:
          caller.kind === 'member'
            ? {
                Role: 'member',
                Permissions: [...visitor, 'hesabim', 'destek-talebi', 'sifre-degistir'],
              }
            : { Role: 'visitor', Permissions: visitor },
      })
    })
    .post('/api/musteri/iletisim', async (c) => {
      const body = await readBody(c)
      const type = (body.Type ?? 'ILETISIM').toUpperCase()
      if (type === 'ILETISIM' && (!body.Name?.trim() || !body.Message?.trim())) {
        return fail(c, 400, 'Ad soyad ve mesaj alanları zorunludur.', { Status: false })
      }
      await recordContactMessage(db, {
        type,
        name: body.Name?.trim() || null,
        email: body.Email?.trim() || null,
        phone: body.Phone?.replace(/\D/g, '') || null,
        subject: body.Subject?.trim() || null,
        message: body.Message?.trim() || null,
      })
      return ok(c, { Status: true })
    })
}
