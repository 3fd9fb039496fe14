import type { StepInfo } from '../../wizard/step-info.ts'

/** Kasko and trafik: the vehicle, found by plate or chosen from the lists. */
export const vehicleStep = {
  segment: 'arac',
  title: 'Araç bilgileri',
  module: 'quote/steps/vehicle/route.tsx',
} as const satisfies StepInfo
