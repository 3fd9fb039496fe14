import type { CatalogueBrand } from './codes.ts'

export const yamaha: CatalogueBrand = {
  code: '013',
  name: 'Yamaha',
  models: [
    {
      code: '001',
      name: 'NMAX 155',
      type: 'motosiklet',
      fuels: ['benzin'],
      firstYear: 2016,
      value2026: 205_000,
    },
    {
      code: '002',
      name: 'MT-07',
      type: 'motosiklet',
      fuels: ['benzin'],
      firstYear: 2016,
      value2026: 520_000,
    },
  ],
}
