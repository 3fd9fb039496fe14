import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { allCities, districtsOfCity, isBlackListed } from '../catalogue/store.ts'
import type { AgencyDb } from '../db/database.ts'
import { ok, readBody, type Caller } from '../http.ts'
import { birthDateLines, isTckn, isVkn, plateLines } from '../rules/identity.ts'
import { lineOfQueryType } from '../rules/product-lines.ts'
import { cleanPlate, isPlate } from '../rules/plate.ts'
import { companyForms, companySectors, firstNames, lastNames } from '../seed/identities.ts'

type Env = { Variables: { caller: Caller } }

/** Spec §8 codes this check answers with. */
const codes = {
  validasyon_hatasi: 1000,
  black_list: 1003,
  dogum_tarihi_gerekli: 1006,
  islem_basarili: 1010,
} as const

const refuse = (c: Context, statusCode: number, message: string) =>
  c.json({ Success: false, StatusCode: statusCode, Messages: [message] })

/** A stable number from the national number, so the same person always gets the same identity. */
export function picker(nationalNumber: string) {
  const digest = createHash('sha256').update(`bozok-aml:${nationalNumber}`).digest()
  let offset = 0
  return <T>(items: readonly T[]): T => {
    const value = digest.readUInt16BE(offset)
    offset += 2
    return items[value % items.length]!
  }
}

/**
 * The common API's AML check (spec §3): a deterministic fictional identity for any valid number,
 * black_list for the seeded numbers, dogum_tarihi_gerekli when a health or travel line has no birth
 * date, islem_basarili with the identity otherwise.
 */
export function amlService(db: AgencyDb) {
  return new Hono<Env>().post('/aml/aml/AMLKontrol', async (c) => {
    const body = await readBody(c)
    const number = (body.NationalNumber ?? '').trim()
    const queryType = lineOfQueryType(body.Querytype ?? body.QueryType) ?? ''
    const person = isTckn(number)
    if (!person && !isVkn(number)) {
      return refuse(c, codes.validasyon_hatasi, 'Kimlik numarası geçersiz.')
    }
    if (plateLines.has(queryType) && !isPlate(cleanPlate(body.LicensePlateNumber ?? ''))) {
      return refuse(c, codes.validasyon_hatasi, 'Plaka bilgisi geçersiz.')
    }
    if (birthDateLines.has(queryType) && !body.Birthdate?.trim()) {
      return refuse(c, codes.dogum_tarihi_gerekli, 'Bu ürün için doğum tarihi gereklidir.')
    }
    if (await isBlackListed(db, number)) {
      return refuse(
        c,
        codes.black_list,
        'Bu kimlik numarası için çevrimiçi işlem yapılamıyor. Lütfen acentemizle iletişime geçin.',
      )
    }
    const pick = picker(number)
    const city = pick(await allCities(db))
    const district = pick(await districtsOfCity(db, city.code))
    const surname = pick(lastNames)
    const name = pick(firstNames)
    const identity = person
      ? { Name: name, Surname: surname }
      : { Name: `${surname} ${pick(companySectors)} ${pick(companyForms)}`, Surname: '' }
    return ok(c, {
      StatusCode: codes.islem_basarili,
      Messages: ['İşlem başarılı.'],
      Data: {
        ...identity,
        CityCode: city.code,
        TownCode: district.id,
        City: city.name,
        County: district.name,
      },
    })
  })
}
