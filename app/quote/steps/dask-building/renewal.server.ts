import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { saveBuilding } from './building.server.ts'
import { daskBuildingSchema } from './schema.ts'
import { daskBuildingStep } from './step.ts'

/** The building as last declared, from the new start, sent as a renewal (decision 044). */
export const daskBuildingRenewal = stepRenewal(
  daskBuildingStep,
  carriedForm({
    schema: () => daskBuildingSchema,
    // As a renewal, the insurer renewing it keeps its discount.
    changes: ({ start }) => ({ IsRenewal: 'on', PolicyStart: start }),
    submit: saveBuilding,
  }),
)
