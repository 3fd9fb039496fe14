import type { CatalogueBrand } from './codes.ts'

export const dacia: CatalogueBrand = {
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
}
