import type { CatalogueBrand } from './codes.ts'

export const newHolland: CatalogueBrand = {
  code: '014',
  name: 'New Holland',
  models: [
    {
      code: '001',
      name: 'TT4.55',
      type: 'traktor',
      fuels: ['dizel'],
      firstYear: 2016,
      value2026: 1_480_000,
    },
  ],
}
