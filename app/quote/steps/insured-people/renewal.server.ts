import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { insuredPeopleSchemaOf, saveInsuredPeople } from './people.server.ts'
import { insuredPeopleStep } from './step.ts'

/** The policyholder's declaration and the insured family as last given, from the new start. */
export const insuredPeopleRenewal = stepRenewal(
  insuredPeopleStep,
  carriedForm({
    schema: insuredPeopleSchemaOf,
    changes: ({ start }) => ({ PolicyStart: start }),
    submit: saveInsuredPeople,
  }),
)
