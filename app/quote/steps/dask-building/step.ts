import type { StepInfo } from '../../wizard/step-info.ts'

/** DASK: the building of the insured home as its owner declares it, from the register's record. */
export const daskBuildingStep = {
  segment: 'bina',
  title: 'Bina bilgileri',
  module: 'quote/steps/dask-building/route.tsx',
} as const satisfies StepInfo
