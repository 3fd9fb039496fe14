export type VehicleTypeCode =
  'otomobil' | 'kamyonet' | 'minibus' | 'otobus' | 'kamyon' | 'motosiklet' | 'traktor'

export const vehicleTypes: { code: VehicleTypeCode; name: string }[] = [
  { code: 'otomobil', name: 'Otomobil' },
  { code: 'kamyonet', name: 'Kamyonet' },
  { code: 'minibus', name: 'Minibüs' },
  { code: 'otobus', name: 'Otobüs' },
  { code: 'kamyon', name: 'Kamyon' },
  { code: 'motosiklet', name: 'Motosiklet' },
  { code: 'traktor', name: 'Traktör' },
]

/** The type a stored code names; undefined for a code of no type. */
export const vehicleTypeOf = (code: string): VehicleTypeCode | undefined =>
  vehicleTypes.find((type) => type.code === code)?.code

export type UsingTypeCode = 'hususi' | 'ticari' | 'taksi' | 'kiralik'
export const usingTypes: { code: UsingTypeCode; name: string }[] = [
  { code: 'hususi', name: 'Hususi' },
  { code: 'ticari', name: 'Ticari' },
  { code: 'taksi', name: 'Taksi' },
  { code: 'kiralik', name: 'Kiralık (rent a car)' },
]

export type FuelTypeCode = 'benzin' | 'dizel' | 'lpg' | 'hibrit' | 'elektrik'
export const fuelTypes: { code: FuelTypeCode; name: string }[] = [
  { code: 'benzin', name: 'Benzin' },
  { code: 'dizel', name: 'Dizel' },
  { code: 'lpg', name: 'Benzin + LPG' },
  { code: 'hibrit', name: 'Hibrit' },
  { code: 'elektrik', name: 'Elektrik' },
]

export interface CatalogueModel {
  /** Three digits, unique within the brand; BrandCodeFull is brand code + model code. */
  code: string
  name: string
  type: VehicleTypeCode
  fuels: FuelTypeCode[]
  /** First model year on the Turkish market that the registry hands out. */
  firstYear: number
  /** Casco value of a 2026 model year, TL. */
  value2026: number
}

export interface CatalogueBrand {
  /** Three digits. */
  code: string
  name: string
  models: CatalogueModel[]
}
