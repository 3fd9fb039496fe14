import type { CatalogueBrand } from './codes.ts'

export const hyundai: CatalogueBrand = {
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
}
