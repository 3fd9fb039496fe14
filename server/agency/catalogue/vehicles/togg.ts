import type { CatalogueBrand } from './codes.ts'

export const togg: CatalogueBrand = {
  code: '012',
  name: 'Togg',
  models: [
    {
      code: '001',
      name: 'T10X V2 RWD Uzun Menzil',
      type: 'otomobil',
      fuels: ['elektrik'],
      firstYear: 2023,
      value2026: 2_030_000,
    },
  ],
}
