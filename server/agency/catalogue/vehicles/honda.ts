import type { CatalogueBrand } from './codes.ts'

export const honda: CatalogueBrand = {
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
}
