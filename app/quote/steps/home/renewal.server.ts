import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { saveHome } from './home.server.ts'
import { homeSchema } from './schema.ts'
import { homeStep } from './step.ts'

/** The home's answers and sums as last given, from the new start. */
export const homeRenewal = stepRenewal(
  homeStep,
  carriedForm({
    schema: () => homeSchema,
    changes: ({ start }) => ({ PolicyStart: start }),
    submit: saveHome,
  }),
)
