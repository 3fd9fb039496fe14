import type { CatalogueBrand } from './codes.ts'

export const renault: CatalogueBrand = {
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
}
