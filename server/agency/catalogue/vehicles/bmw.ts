import type { CatalogueBrand } from './codes.ts'

export const bmw: CatalogueBrand = {
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
}
