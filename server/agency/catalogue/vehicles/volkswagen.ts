import type { CatalogueBrand } from './codes.ts'

export const volkswagen: CatalogueBrand = {
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
}
