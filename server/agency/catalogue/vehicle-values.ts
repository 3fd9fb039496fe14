import { brands, type CatalogueBrand, type CatalogueModel } from './vehicles.ts'

// What the built-in registry and the seed make of the catalogue's models: their codes and the
// casco value of each model year.

export const catalogueYear = 2026

/**
 * Share of the new-car value kept after `age` years: 15 % off in the first year, then about 8 %
 * a year, flattening out at a quarter of the new value.
 */
function retainedValue(age: number): number {
  if (age <= 0) return 1
  return Math.max(0.25, 0.85 * 0.92 ** (age - 1))
}

/** The casco value of a model year, rounded to the nearest 5.000 TL as the value lists are. */
export function cascoValue(model: CatalogueModel, modelYear: number): number {
  return Math.round((model.value2026 * retainedValue(catalogueYear - modelYear)) / 5000) * 5000
}

const brandCodeFull = (brand: CatalogueBrand, model: CatalogueModel) => `${brand.code}${model.code}`

export interface CatalogueEntry {
  brand: CatalogueBrand
  model: CatalogueModel
  brandCodeFull: string
}

export const catalogueEntries: CatalogueEntry[] = brands.flatMap((brand) =>
  brand.models.map((model) => ({ brand, model, brandCodeFull: brandCodeFull(brand, model) })),
)
