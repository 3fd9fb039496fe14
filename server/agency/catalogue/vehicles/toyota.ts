import type { CatalogueBrand } from './codes.ts'

export const toyota: CatalogueBrand = {
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
}
