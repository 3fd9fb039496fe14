import type { CatalogueBrand } from './codes.ts'

export const ford: CatalogueBrand = {
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
}
