import type { StepInfo } from '../../wizard/step-info.ts'

/** Cep telefonu: the device (brand, model, IMEI), when it was bought and when cover starts. */
export const phoneStep = {
  segment: 'cihaz',
  title: 'Telefon bilgileri',
  module: 'quote/steps/phone/route.tsx',
} as const satisfies StepInfo
