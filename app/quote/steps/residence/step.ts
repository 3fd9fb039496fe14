import type { StepInfo } from '../../wizard/step-info.ts'

/** Yabancı sağlık: the passport, nationality and the residence permit the policy is for. */
export const residenceStep = {
  segment: 'ikamet',
  title: 'Pasaport ve ikamet bilgileri',
  module: 'quote/steps/residence/route.tsx',
} as const satisfies StepInfo
