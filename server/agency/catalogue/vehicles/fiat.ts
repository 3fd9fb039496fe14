import type { CatalogueBrand } from './codes.ts'

export const fiat: CatalogueBrand = {
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
}
