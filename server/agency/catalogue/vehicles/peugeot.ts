import type { CatalogueBrand } from './codes.ts'

export const peugeot: CatalogueBrand = {
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
}
