import type { StepInfo } from '../../wizard/step-info.ts'

/** Step 2, the insured: prefilled from the identity check, editable. Every line starts here. */
export const customerStep = {
  segment: 'bilgiler',
  title: 'Bilgileriniz',
  module: 'quote/steps/customer/route.tsx',
} as const satisfies StepInfo
