import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { countyInCity, findMemberById, recordedPolicies, updateProfile } from '../members/store.ts'
import { formatPremium } from '../print/document.ts'
import { isPersonName, personNameMessage, readPersonName } from '../rules/person-name.ts'
import { trDate } from '../registry/dates.ts'
import {
  carriedDate,
  insurersOfLines,
  pastEveryAgeLimit,
  withdrawalListing,
} from '../aftercare/bought-policies.ts'
import { policiesOfOwner } from '../aftercare/store.ts'

type Env = { Variables: { caller: Caller } }

/**
 * A phone policy's device purchase date or a pet policy's birth date as its renewal carries it
 * (DD.MM.YYYY, by the header field's name), so Poliçelerim offers "Yenile" only while the step
 * quotes it (decisions 081, 082).
 */
function carriedDateListing(policy: { product_key: string; header_fields: string | null }) {
  const carried = carriedDate(policy)
  return carried === null ? {} : { [carried.field]: trDate(carried.iso) }
}

/** The logged-in member's own data on the common API: profile update and their policies. */
export function accountService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/api/musteri/guncelle', async (c) => {
      const caller = c.get('caller')
      if (caller.kind !== 'member') return fail(c, 401, 'Bu işlem için giriş yapmalısınız.')
      const body = await readBody(c)
      const name = readPersonName(body.Name)
      const surname = readPersonName(body.Surname)
      const email = body.Email?.trim() ?? ''
      if (!name || !surname) return fail(c, 400, 'Ad ve soyad zorunludur.')
      if (!isPersonName(name) || !isPersonName(surname)) return fail(c, 400, personNameMessage)
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
        return fail(c, 400, 'Lütfen email adresinizi doğru doldurun.')
      const cityCode = Number(body.CityCode)
      const countyCode = Number(body.CountyCode)
      if (!(await countyInCity(db, cityCode, countyCode))) {
        return fail(c, 400, 'Lütfen il ve ilçe seçiniz.')
      }
      await updateProfile(db, caller.memberId, {
        name,
        surname,
        email,
        cityCode,
        countyCode,
        advertisementAgreement: body.AdvertisementAgreement === 'true',
      })
      return ok(c, { Messages: ['Bilgileriniz güncellendi.'] })
    })
    .post('/api/musteri/policeler', async (c) => {
      const caller = c.get('caller')
      if (caller.kind !== 'member') return fail(c, 401, 'Bu işlem için giriş yapmalısınız.')
      const member = await findMemberById(db, caller.memberId)
      if (!member) return fail(c, 401, 'Bu işlem için giriş yapmalısınız.')
      const rows = await recordedPolicies(db, caller.memberId)
      // Policies bought online belong to the T.C. kimlik number and phone they were bought with.
      const bought = await policiesOfOwner(db, {
        nationalNumber: member.national_number,
        phone: member.phone,
      })
      const insurersOf = await insurersOfLines(db)
      const results = [
        ...rows.map((r) => ({
          Id: r.id,
          ProductKey: r.product_key,
          InsurerName: r.insurer_name,
          PolicyNumber: r.policy_number,
          StartsOn: r.starts_on,
          EndsOn: r.ends_on,
          Premium: r.premium,
          // Recorded by hand, without a document the print service could print.
          Printable: false,
        })),
        ...bought.map((r) => ({
          // Kept apart from the older member_policies ids.
          Id: 1_000_000 + r.id,
          ProductKey: r.product_key,
          InsurerName: r.insurer_name,
          PolicyNumber: r.policy_number,
          StartsOn: trDate(r.starts_on),
          EndsOn: trDate(r.ends_on),
          Premium: formatPremium(r.amount_kurus / 100).replace(/ TL$/, ''),
          Printable: true,
          ...withdrawalListing(r),
          ...carriedDateListing(r),
          // Decision 083: no insurer would quote its renewal today for the insured persons' ages.
          ...(pastEveryAgeLimit(r, insurersOf) ? { YasSiniriAsildi: true } : {}),
        })),
      ]
      return ok(c, { Results: results })
    })
}
