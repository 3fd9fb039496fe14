import type { StepInfo } from '../../wizard/step-info.ts'

/** Konut: the home's roof, age, floor and type, the policy type and the sums insured. */
export const homeStep = {
  segment: 'ev',
  title: 'Konut bilgileri',
  module: 'quote/steps/home/route.tsx',
} as const satisfies StepInfo
