import type { StepInfo } from '../../wizard/step-info.ts'

/** Seyahat: where to, when and why; a passport holder starts here (spec §4). */
export const travelStep = {
  segment: 'seyahat',
  title: 'Seyahat bilgileri',
  module: 'quote/steps/travel/route.tsx',
} as const satisfies StepInfo
