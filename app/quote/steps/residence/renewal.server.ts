import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { residenceSchemaOf, saveResidence } from './residence.server.ts'
import { residenceStep } from './step.ts'

/** The passport, nationality and permit as last insured (a permit has no start of its own). */
export const residenceRenewal = stepRenewal(
  residenceStep,
  carriedForm({ schema: residenceSchemaOf, changes: () => ({}), submit: saveResidence }),
)
