import type { StepInfo } from '../../wizard/step-info.ts'

/**
 * DASK and konut: the insured home, by the UAVT address chain, its 10-digit UAVT code or the
 * owner's registered address.
 */
export const addressStep = {
  segment: 'adres',
  title: 'Adres bilgileri',
  module: 'quote/steps/address/route.tsx',
} as const satisfies StepInfo
