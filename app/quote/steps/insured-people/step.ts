import type { StepInfo } from '../../wizard/step-info.ts'

/** Tamamlayıcı and bireysel: who is insured (the family list) and the health declaration. */
export const insuredPeopleStep = {
  segment: 'sigortalilar',
  title: 'Sigortalılar ve sağlık beyanı',
  module: 'quote/steps/insured-people/route.tsx',
} as const satisfies StepInfo
