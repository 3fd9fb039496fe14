import type { StepInfo } from '../../wizard/step-info.ts'

/** Evcil hayvan: the cat or dog, its breed, age, microchip and health. */
export const petStep = {
  segment: 'hayvan',
  title: 'Evcil hayvan bilgileri',
  module: 'quote/steps/pet/route.tsx',
} as const satisfies StepInfo
