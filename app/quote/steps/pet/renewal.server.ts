import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { savePet } from './pet.server.ts'
import { petSchema } from './schema.ts'
import { petStep } from './step.ts'

/** The pet and its microchip as last insured, from the new start. */
export const petRenewal = stepRenewal(
  petStep,
  carriedForm({
    schema: () => petSchema,
    changes: ({ start }) => ({ PolicyStart: start }),
    submit: savePet,
  }),
)
