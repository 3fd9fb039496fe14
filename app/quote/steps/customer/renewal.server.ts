import { isCompany } from '../../wizard/context.server.ts'
import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { customerForm, saveCustomer } from './customer.server.ts'
import { customerSchemaFor } from './schema.ts'
import { customerStep } from './step.ts'

/**
 * The insured confirmed as the identity check filled them; an e-mail the old quote was sent with
 * (the phone line's `EMail`) when the check gave none.
 */
export const customerRenewal = stepRenewal(
  customerStep,
  carriedForm({
    schema: (wizard) => customerSchemaFor(isCompany(wizard)),
    changes: ({ fields }, { draft }) => {
      const { customer } = draft.data
      return { ...customerForm(customer), Email: customer.Email ?? fields.EMail }
    },
    submit: saveCustomer,
  }),
)
