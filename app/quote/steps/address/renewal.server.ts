import { carriedForm, stepRenewal } from '../../wizard/step-renewal.server.ts'
import { byCode } from './address.server.ts'
import { uavtCodeSchema } from './schemas.ts'
import { addressStep } from './step.ts'

/** The home found again by the UAVT code it was quoted with, as the register knows it today. */
export const addressRenewal = stepRenewal(
  addressStep,
  carriedForm({ schema: () => uavtCodeSchema, changes: () => ({}), submit: byCode }),
)
