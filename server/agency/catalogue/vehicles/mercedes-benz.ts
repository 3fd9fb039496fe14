import type { CatalogueBrand } from './codes.ts'

export const mercedesBenz: CatalogueBrand = {
  code: '011',
  name: 'Mercedes-Benz',
  models: [
    {
      code: '001',
      name: 'C 200',
      type: 'otomobil',
      fuels: ['benzin'],
      firstYear: 2016,
      value2026: 4_950_000,
    },
    {
      code: '002',
      name: 'Sprinter 516 CDI',
      type: 'minibus',
      fuels: ['dizel'],
      firstYear: 2016,
      value2026: 4_100_000,
    },
    {
      code: '003',
      name: 'Tourismo',
      type: 'otobus',
      fuels: ['dizel'],
      firstYear: 2016,
      value2026: 14_800_000,
    },
  ],
}
