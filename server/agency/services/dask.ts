import { Hono, type Context } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import {
  buildingItems,
  districtItems,
  findAddress,
  flatItems,
  neighbourhoodItems,
  provinceItems,
  registeredAddress,
  streetItems,
  townItems,
  type ChainItem,
} from '../dask/addresses.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { isTckn, isVkn } from '../rules/identity.ts'
import { picker } from './aml.ts'

type Env = { Variables: { caller: Caller } }

/** A chain id: digits only (ids are whole numbers; a UAVT code is ten digits). */
const parseId = (value: string | undefined) => {
  const text = (value ?? '').trim()
  return /^\d{1,12}$/.test(text) ? Number(text) : null
}

/** DD.MM.YYYY of a real, past date. */
export function isBirthdate(value: string | undefined, today = new Date()): boolean {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec((value ?? '').trim())
  if (!match) return false
  const [, day, month, year] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 1900 &&
    date.getTime() <= today.getTime()
  )
}

/**
 * The common API's DASK address calls (spec §7): the UAVT chain il → ilçe → belde/bucak →
 * mahalle → cadde/sokak → bina → daire, each level filtered by the id of the one before (an
 * unknown id is an empty list, a malformed one a 400), the owner's registered address and the
 * full address of a UAVT code.
 */
export function daskService(db: AgencyDb) {
  const chainLevel =
    (field: string, message: string, items: (id: number) => Promise<ChainItem[]>) =>
    async (c: Context) => {
      const id = parseId((await readBody(c))[field])
      if (id === null) return fail(c, 400, message)
      // Beyond a database integer no row can match, and PostgreSQL would refuse the comparison.
      return ok(c, { Results: id > 2_147_483_647 ? [] : await items(id) })
    }

  return new Hono<Env>()
    .post('/api/dask/iller', async (c) => ok(c, { Results: await provinceItems(db) }))
    .post(
      '/api/dask/ilceler',
      chainLevel('CityCode', 'Lütfen il seçiniz.', (id) => districtItems(db, id)),
    )
    .post(
      '/api/dask/beldeler',
      chainLevel('CountyId', 'Lütfen ilçe seçiniz.', (id) => townItems(db, id)),
    )
    .post(
      '/api/dask/mahalle',
      chainLevel('TownId', 'Lütfen belde/bucak seçiniz.', (id) => neighbourhoodItems(db, id)),
    )
    .post(
      '/api/dask/caddesokak',
      chainLevel('NeighborhoodId', 'Lütfen mahalle seçiniz.', (id) => streetItems(db, id)),
    )
    .post(
      '/api/dask/binakodlari',
      chainLevel('RoadAndStreetId', 'Lütfen cadde/sokak seçiniz.', (id) => buildingItems(db, id)),
    )
    .post(
      '/api/dask/uavtkodlari',
      chainLevel('ApartmentNumber', 'Lütfen bina seçiniz.', (id) => flatItems(db, id)),
    )
    .post('/api/dask/UAVT-Sorgu', async (c) => {
      const body = await readBody(c)
      const number = (body.NationalNumber ?? '').trim()
      if (isVkn(number)) {
        return fail(
          c,
          400,
          'Vergi numarasıyla yerleşim yeri adresi sorgulanamaz. Lütfen adresi listelerden seçiniz ya da UAVT adres kodunu yazınız.',
        )
      }
      if (!isTckn(number)) return fail(c, 400, 'Lütfen geçerli bir TC kimlik numarası giriniz.')
      if (!isBirthdate(body.Birthdate)) {
        return fail(c, 400, 'Lütfen doğum tarihini GG.AA.YYYY biçiminde giriniz.')
      }
      const address = await registeredAddress(db, picker(number))
      if (!address) return fail(c, 404, 'Kayıtlı yerleşim yeri adresi bulunamadı.')
      return ok(c, { Data: address })
    })
    .post('/api/dask/address', async (c) => {
      const body = await readBody(c)
      const number = (body.NationalNumber ?? '').trim()
      if (!isTckn(number) && !isVkn(number)) {
        return fail(c, 400, 'Lütfen geçerli bir TC kimlik ya da vergi numarası giriniz.')
      }
      const uavt = (body.UAVTNumber ?? '').trim()
      if (!/^\d{10}$/.test(uavt)) return fail(c, 400, 'UAVT adres kodu 10 haneli bir sayıdır.')
      const address = await findAddress(db, uavt)
      if (!address) return fail(c, 404, 'Bu UAVT adres koduna ait bir adres bulunamadı.')
      return ok(c, { Data: address })
    })
}
