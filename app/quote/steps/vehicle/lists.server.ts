import { getList } from '~/upstream/lists.server.ts'
import { getVehicleBrandsWithModels, getVehicleTypes } from '~/upstream/vehicle.server.ts'
import { formatThousands } from '../../rules/number-range.ts'
import { accessoryLimits } from '../../rules/vehicle.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { vehicleLineOf } from './line.server.ts'
import { vehicleRecord } from './record.server.ts'
import type { BrandChoice, VehicleView } from './types.ts'

/** The manual choice's lists: brands with their models, usage and fuel types. */
export async function manualLists(wizard: Wizard): Promise<VehicleView['manual']> {
  const { draft, upstream } = wizard
  const line = vehicleLineOf(wizard.definition)
  const [brands, types] = await Promise.all([
    getVehicleBrandsWithModels(line, upstream),
    getVehicleTypes(line, upstream),
  ])
  const vehicle = vehicleRecord(draft).vehicle
  return {
    brands: brands.ok
      ? (brands.body.Results ?? []).map((b): BrandChoice => ({
          code: b.BrandCode,
          name: b.BrandName,
          models: b.Models.map((m) => ({
            code: m.BrandCodeFull,
            name: m.ModelName,
            years: m.ModelYears.map((y) => y.ModelYear),
            fuelTypes: m.FuelTypes,
          })),
        }))
      : [],
    usingTypes: types.ok
      ? (types.body.Data?.UsingTypes ?? []).map((t) => ({ id: t.Id, name: t.Text }))
      : [],
    fuelTypes: types.ok
      ? (types.body.Data?.FuelTypes ?? []).map((t) => ({ id: t.Id, name: t.Text }))
      : [],
    defaults: vehicle
      ? {
          BrandCode: vehicle.BrandCode,
          BrandCodeFull: vehicle.BrandCodeFull,
          ModelYear: String(vehicle.ModelYear),
          UsingType: vehicle.UsingType,
          FuelType: vehicle.FuelType,
        }
      : {},
    listsFailed: !brands.ok || !types.ok,
  }
}

/** Kasko's questions: accessory prices, original LPG and profession (none for trafik). */
export async function kaskoQuestions({
  definition,
  draft,
  upstream,
}: Wizard): Promise<VehicleView['kasko']> {
  if (!definition.vehicle?.asksKaskoDetails) return null
  const professions = await getList('Meslek', upstream)
  const saved = vehicleRecord(draft).kasko
  const amount = (n: number | undefined) => formatThousands(n ?? 0)
  return {
    professions: professions.ok
      ? (professions.body.Results ?? []).map((p) => ({ id: p.Id, name: p.Text }))
      : [],
    defaults: {
      RadioPrice: amount(saved?.RadioPrice),
      NavigationPrice: amount(saved?.NavigationPrice),
      SteelWheelPrice: amount(saved?.SteelWheelPrice),
      OtherAccessoryPrice: amount(saved?.OtherAccessoryPrice),
      IsOriginalLpg: saved?.IsOriginalLpg ? 'on' : '',
      ProfessionCode: saved?.ProfessionCode ?? '',
    },
    limits: accessoryLimits,
  }
}
