import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { fail, ok, readBody, type Caller } from '../http.ts'
import { quoteCodes } from '../quotes/codes.ts'
import { modelAccepts, resolveVehicle, vehicleData } from '../quotes/vehicle/resolve.ts'
import {
  isUsingType,
  saveCorrection,
  vehicleCatalogue,
  vehicleLookups,
  vehicleTypeOfModel,
} from '../quotes/vehicle/store.ts'
import { todayInTurkey } from '../registry/dates.ts'
import { cleanPlate, isPlate } from '../rules/plate.ts'

type Env = { Variables: { caller: Caller } }

const vehicleLines = new Set(['kasko', 'trafik'])

/**
 * The line a registry query is for (MasterBranch, as the storefront sends its QueryType): its
 * running policy of that line is the one reported; none named, the registry's.
 */
const lineOf = (body: Record<string, string | undefined>) =>
  body.MasterBranch === 'kasko' || body.MasterBranch === 'trafik' ? body.MasterBranch : null
const invalid = { StatusCode: quoteCodes.validasyon_hatasi }

/** Identity and plate checks every vehicle call shares; a message when something is wrong. */
function checkOwnerAndPlate(
  body: Record<string, string | undefined>,
): { error: string } | { error?: undefined; nationalNumber: string; plate: string } {
  const nationalNumber = body.NationalNumber?.trim() ?? ''
  const plate = cleanPlate(body.LicensePlateNumber ?? '')
  if (!/^\d{10,11}$/.test(nationalNumber)) return { error: 'Kimlik numarası geçersiz.' }
  if (!isPlate(plate)) return { error: 'Plaka geçersiz.' }
  return { nationalNumber, plate }
}

/**
 * The provider's vehicle calls: registry query by plate and registration document (or ASBIS),
 * the owner's correction, and the lists to choose a vehicle from (spec §7).
 */
export function vehicleService(db: AgencyDb) {
  /** The owner's vehicle as the registry reports it today, its running policy of the line asked. */
  const vehicleOf = (
    owner: { plate: string; nationalNumber: string },
    body: Record<string, string | undefined>,
  ) => resolveVehicle(db, owner.plate, owner.nationalNumber, todayInTurkey(), lineOf(body))
  return new Hono<Env>()
    .post('/arac/Vehicle/query-info', async (c) => {
      const body = await readBody(c)
      const owner = checkOwnerAndPlate(body)
      if (owner.error !== undefined) return fail(c, 400, owner.error, invalid)
      const permit = (body.LicensePermitNumber ?? '').replace(/\s+/g, '').toLocaleUpperCase('tr-TR')
      const asbis = (body.AsbisNumber ?? '').trim()
      if (permit ? !/^[A-Z]{2}\d{6}$/.test(permit) : !/^\d{10,20}$/.test(asbis)) {
        return fail(
          c,
          400,
          'Ruhsat belge seri ve numarasını (2 harf, 6 rakam) ya da ASBİS numarasını giriniz.',
          invalid,
        )
      }
      const vehicle = await vehicleOf(owner, body)
      if (!vehicle) {
        return fail(
          c,
          404,
          'Bu plakaya ait araç bilgisi bulunamadı. Lütfen aracınızı listeden seçiniz.',
          { StatusCode: quoteCodes.gonderilen_bilgiler_yanlis },
        )
      }
      return ok(c, { StatusCode: quoteCodes.islem_basarili, Data: vehicleData(vehicle) })
    })
    .post('/arac/Vehicle/update-info', async (c) => {
      const body = await readBody(c)
      const owner = checkOwnerAndPlate(body)
      if (owner.error !== undefined) return fail(c, 400, owner.error, invalid)
      const brandCodeFull = body.BrandCodeFull ?? ''
      const modelYear = Number(body.ModelYear)
      const usingType = body.UsingType ?? ''
      const fuelType = body.FuelType ?? ''
      if (!(await isUsingType(db, usingType)))
        return fail(c, 400, 'Kullanım tarzı seçiniz.', invalid)
      const problem = await modelAccepts(db, brandCodeFull, modelYear, fuelType)
      if (problem) return fail(c, 400, problem, invalid)
      await saveCorrection(db, owner, {
        brand_code_full: brandCodeFull,
        model_year: modelYear,
        vehicle_type: await vehicleTypeOfModel(db, brandCodeFull),
        using_type: usingType,
        fuel_type: fuelType,
        updated_at: new Date().toISOString(),
      })
      const vehicle = await vehicleOf(owner, body)
      if (!vehicle) return fail(c, 500, 'Araç bilgileri kaydedilemedi.')
      return ok(c, { StatusCode: quoteCodes.islem_basarili, Data: vehicleData(vehicle) })
    })
    .post('/api/Traffic/get-vehicle-brands-with-models', async (c) => {
      const body = await readBody(c)
      const queryType = body.queryType ?? body.QueryType ?? ''
      if (!vehicleLines.has(queryType)) return fail(c, 400, 'Ürün tipi geçersiz.', invalid)
      const { brands, models, values } = await vehicleCatalogue(db)
      const results = brands
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
        .map((brand) => ({
          BrandCode: brand.code,
          BrandName: brand.name,
          Models: models
            .filter((m) => m.brand_code === brand.code)
            .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
            .map((m) => ({
              BrandCodeFull: m.brand_code_full,
              ModelName: m.name,
              VehicleType: m.vehicle_type,
              FuelTypes: m.fuel_types.split(','),
              ModelYears: values
                .filter((v) => v.brand_code_full === m.brand_code_full)
                .map((v) => ({ ModelYear: v.model_year, CascoValue: v.value })),
            })),
        }))
      return ok(c, { Results: results })
    })
    .post('/api/Traffic/get-vehicle-types', async (c) => {
      const body = await readBody(c)
      const queryType = body.queryType ?? body.QueryType ?? ''
      if (!vehicleLines.has(queryType)) return fail(c, 400, 'Ürün tipi geçersiz.', invalid)
      const rows = await vehicleLookups(db)
      const of = (kind: 'type' | 'using' | 'fuel') =>
        rows.filter((r) => r.kind === kind).map((r) => ({ Id: r.code, Text: r.name }))
      return ok(c, {
        Results: of('type'),
        Data: { UsingTypes: of('using'), FuelTypes: of('fuel') },
      })
    })
}
