import type { StepInfo } from '../wizard/step-info.ts'

/**
 * The engine's offers step: every insurer's answer to the quote that the line's last data step
 * opened (wizard/advance.server.ts), compared and printed. A line that lists it gets offers.
 */
export const offersStep = {
  segment: 'teklifler',
  title: 'Teklifler',
  module: 'quote/offers/route.tsx',
} as const satisfies StepInfo
