import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { savePhone } from './phone.server.ts'
import { phoneSchema } from './schema.ts'
import { phoneStep } from './step.ts'

/** The device and its IMEI as last insured, from the new start, asked for by this visitor. */
export const phoneRenewal = stepRenewal(
  phoneStep,
  carriedForm({
    schema: () => phoneSchema,
    changes: ({ start }) => ({ PolicyStart: start }),
    submit: (wizard, form) => savePhone(wizard, form, wizard.upstream.visitor ?? {}),
  }),
)
