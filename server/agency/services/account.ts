import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { countyInCity } from '../members/store.ts'

type Env = { Variables: { caller: Caller } }

/** The logged-in member's own data on the common API: profile update and their policies. */
export function accountService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/api/musteri/guncelle', async (c) => {
      const caller = c.get('caller')
      if (caller.kind !== 'member') return fail(c, 401, 'Bu işlem için giriş yapmalısınız.')
      const body = await readBody(c)
      const name = body.Name?.trim() ?? ''
      const surname = body.Surname?.trim() ?? ''
      const email = body.Email?.trim() ?? ''
      if (!name || !surname || name.length > 60 || surname.length > 60)
        return fail(c, 400, 'Ad ve soyad zorunludur.')
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        return fail(c, 400, 'Lütfen email adresinizi doğru doldurun.')
      const cityCode = Number(body.CityCode)
      const countyCode = Number(body.CountyCode)
      if (!(await countyInCity(db, cityCode, countyCode))) {
        return fail(c, 400, 'Lütfen il ve ilçe seçiniz.')
      }
      await db
        .updateTable('members')
        .set({
          name,
          surname,
          email,
          city_code: cityCode,
          county_code: countyCode,
          advertisement_agreement: body.AdvertisementAgreement === 'true' ? 1 : 0,
        })
        .where('id', '=', caller.memberId)
        .execute()
      return ok(c, { Messages: ['Bilgileriniz güncellendi.'] })
    })
    .post('/api/musteri/policeler', async (c) => {
      const caller = c.get('caller')
      if (caller.kind !== 'member') return fail(c, 401, 'Bu işlem için giriş yapmalısınız.')
      const rows = await db
        .selectFrom('member_policies')
        .selectAll()
        .where('member_id', '=', caller.memberId)
        .orderBy('starts_on', 'desc')
        .execute()
      return ok(c, {
        Results: rows.map((r) => ({
          Id: r.id,
          ProductKey: r.product_key,
          InsurerName: r.insurer_name,
          PolicyNumber: r.policy_number,
          StartsOn: r.starts_on,
          EndsOn: r.ends_on,
          Premium: r.premium,
        })),
      })
    })
}
