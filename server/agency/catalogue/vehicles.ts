/**
 * The built-in vehicle catalogue: real brands and models sold in Türkiye, with the model years the
 * registry hands out and the value (kasko değeri) of a new 2026 car in TL (list prices of early
 * 2026, rounded). Data only: older model years lose value along the depreciation curve of
 * `vehicle-values.ts`, which is roughly the shape of the insurers' association list.
 */

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

export const brands: CatalogueBrand[] = [
  {
    code: '001',
    name: 'Renault',
    models: [
      {
        code: '001',
        name: 'Clio',
        type: 'otomobil',
        fuels: ['benzin', 'lpg'],
        firstYear: 2016,
        value2026: 1_385_000,
      },
      {
        code: '002',
        name: 'Megane Sedan',
        type: 'otomobil',
        fuels: ['benzin', 'dizel', 'lpg'],
        firstYear: 2016,
        value2026: 1_760_000,
      },
      {
        code: '003',
        name: 'Taliant',
        type: 'otomobil',
        fuels: ['benzin', 'lpg'],
        firstYear: 2021,
        value2026: 1_210_000,
      },
      {
        code: '004',
        name: 'Austral',
        type: 'otomobil',
        fuels: ['hibrit'],
        firstYear: 2023,
        value2026: 2_650_000,
      },
    ],
  },
  {
    code: '002',
    name: 'Fiat',
    models: [
      {
        code: '001',
        name: 'Egea Sedan',
        type: 'otomobil',
        fuels: ['benzin', 'dizel', 'lpg'],
        firstYear: 2016,
        value2026: 1_245_000,
      },
      {
        code: '002',
        name: 'Egea Cross',
        type: 'otomobil',
        fuels: ['benzin', 'hibrit'],
        firstYear: 2021,
        value2026: 1_480_000,
      },
      {
        code: '003',
        name: 'Doblo Combi',
        type: 'kamyonet',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 1_395_000,
      },
      {
        code: '004',
        name: 'Fiorino Panorama',
        type: 'kamyonet',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 1_060_000,
      },
    ],
  },
  {
    code: '003',
    name: 'Toyota',
    models: [
      {
        code: '001',
        name: 'Corolla',
        type: 'otomobil',
        fuels: ['benzin', 'hibrit'],
        firstYear: 2016,
        value2026: 1_895_000,
      },
      {
        code: '002',
        name: 'C-HR',
        type: 'otomobil',
        fuels: ['hibrit'],
        firstYear: 2017,
        value2026: 2_540_000,
      },
      {
        code: '003',
        name: 'Yaris',
        type: 'otomobil',
        fuels: ['benzin', 'hibrit'],
        firstYear: 2016,
        value2026: 1_520_000,
      },
    ],
  },
  {
    code: '004',
    name: 'Volkswagen',
    models: [
      {
        code: '001',
        name: 'Polo',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 1_540_000,
      },
      {
        code: '002',
        name: 'Golf',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 2_180_000,
      },
      {
        code: '003',
        name: 'Passat',
        type: 'otomobil',
        fuels: ['benzin', 'dizel'],
        firstYear: 2016,
        value2026: 3_150_000,
      },
      {
        code: '004',
        name: 'Caddy',
        type: 'kamyonet',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 1_690_000,
      },
    ],
  },
  {
    code: '005',
    name: 'Hyundai',
    models: [
      {
        code: '001',
        name: 'i20',
        type: 'otomobil',
        fuels: ['benzin', 'lpg'],
        firstYear: 2016,
        value2026: 1_330_000,
      },
      {
        code: '002',
        name: 'Tucson',
        type: 'otomobil',
        fuels: ['benzin', 'dizel', 'hibrit'],
        firstYear: 2016,
        value2026: 2_590_000,
      },
      {
        code: '003',
        name: 'Bayon',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2021,
        value2026: 1_450_000,
      },
    ],
  },
  {
    code: '006',
    name: 'Ford',
    models: [
      {
        code: '001',
        name: 'Focus',
        type: 'otomobil',
        fuels: ['benzin', 'dizel'],
        firstYear: 2016,
        value2026: 1_690_000,
      },
      {
        code: '002',
        name: 'Puma',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2020,
        value2026: 1_920_000,
      },
      {
        code: '003',
        name: 'Transit Custom',
        type: 'kamyonet',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 2_280_000,
      },
      {
        code: '004',
        name: 'Transit Minibüs 16+1',
        type: 'minibus',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 2_960_000,
      },
      {
        code: '005',
        name: 'F-Max 500',
        type: 'kamyon',
        fuels: ['dizel'],
        firstYear: 2019,
        value2026: 6_450_000,
      },
    ],
  },
  {
    code: '007',
    name: 'Dacia',
    models: [
      {
        code: '001',
        name: 'Duster',
        type: 'otomobil',
        fuels: ['benzin', 'dizel', 'lpg'],
        firstYear: 2016,
        value2026: 1_540_000,
      },
      {
        code: '002',
        name: 'Sandero Stepway',
        type: 'otomobil',
        fuels: ['benzin', 'lpg'],
        firstYear: 2016,
        value2026: 1_120_000,
      },
      {
        code: '003',
        name: 'Jogger',
        type: 'otomobil',
        fuels: ['benzin', 'lpg', 'hibrit'],
        firstYear: 2022,
        value2026: 1_410_000,
      },
    ],
  },
  {
    code: '008',
    name: 'Peugeot',
    models: [
      {
        code: '001',
        name: '208',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 1_460_000,
      },
      {
        code: '002',
        name: '3008',
        type: 'otomobil',
        fuels: ['benzin', 'hibrit'],
        firstYear: 2017,
        value2026: 2_740_000,
      },
      {
        code: '003',
        name: 'Rifter',
        type: 'kamyonet',
        fuels: ['dizel'],
        firstYear: 2019,
        value2026: 1_640_000,
      },
    ],
  },
  {
    code: '009',
    name: 'Honda',
    models: [
      {
        code: '001',
        name: 'Civic',
        type: 'otomobil',
        fuels: ['benzin', 'lpg', 'hibrit'],
        firstYear: 2016,
        value2026: 2_050_000,
      },
      {
        code: '002',
        name: 'CR-V',
        type: 'otomobil',
        fuels: ['hibrit'],
        firstYear: 2016,
        value2026: 3_350_000,
      },
      {
        code: '003',
        name: 'PCX 125',
        type: 'motosiklet',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 168_000,
      },
    ],
  },
  {
    code: '010',
    name: 'BMW',
    models: [
      {
        code: '001',
        name: '320i',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 4_350_000,
      },
      {
        code: '002',
        name: '520i',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2017,
        value2026: 5_950_000,
      },
    ],
  },
  {
    code: '011',
    name: 'Mercedes-Benz',
    models: [
      {
        code: '001',
        name: 'C 200',
        type: 'otomobil',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 4_950_000,
      },
      {
        code: '002',
        name: 'Sprinter 516 CDI',
        type: 'minibus',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 4_100_000,
      },
      {
        code: '003',
        name: 'Tourismo',
        type: 'otobus',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 14_800_000,
      },
    ],
  },
  {
    code: '012',
    name: 'Togg',
    models: [
      {
        code: '001',
        name: 'T10X V2 RWD Uzun Menzil',
        type: 'otomobil',
        fuels: ['elektrik'],
        firstYear: 2023,
        value2026: 2_030_000,
      },
    ],
  },
  {
    code: '013',
    name: 'Yamaha',
    models: [
      {
        code: '001',
        name: 'NMAX 155',
        type: 'motosiklet',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 205_000,
      },
      {
        code: '002',
        name: 'MT-07',
        type: 'motosiklet',
        fuels: ['benzin'],
        firstYear: 2016,
        value2026: 520_000,
      },
    ],
  },
  {
    code: '014',
    name: 'New Holland',
    models: [
      {
        code: '001',
        name: 'TT4.55',
        type: 'traktor',
        fuels: ['dizel'],
        firstYear: 2016,
        value2026: 1_480_000,
      },
    ],
  },
]

/** Professions a kasko quote asks for; some get an insurer's occupational discount. */
export const professions: { code: string; name: string; discounted: boolean }[] = [
  { code: '01', name: 'Öğretmen', discounted: true },
  { code: '02', name: 'Sağlık çalışanı', discounted: true },
  { code: '03', name: 'Kamu görevlisi', discounted: true },
  { code: '04', name: 'Mühendis', discounted: false },
  { code: '05', name: 'Serbest meslek', discounted: false },
  { code: '06', name: 'Esnaf / tüccar', discounted: false },
  { code: '07', name: 'Emekli', discounted: true },
  { code: '08', name: 'Öğrenci', discounted: false },
  { code: '99', name: 'Diğer', discounted: false },
]
