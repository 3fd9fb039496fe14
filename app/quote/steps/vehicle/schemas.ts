import { z } from 'zod'
import { birthDate } from '~/validation/fields.ts'
import { kaskoDetailsSchema } from '../../rules/vehicle.ts'
import { policyStart } from '../policy-start/schema.ts'

/**
 * The confirm form: kasko's accessory prices, LPG and profession, the birth date when the
 * provider asked for it (spec §8 1006) and the policy start when no running policy sets it. The
 * browser and the action check with the same schema.
 */
export const confirmSchema = (kasko: boolean, asksBirthDate: boolean, asksStart: boolean) => {
  const base = kasko ? kaskoDetailsSchema : z.object({})
  return base.extend({
    ...(asksBirthDate ? { Birthdate: birthDate } : {}),
    ...(asksStart ? { PolicyStart: policyStart } : {}),
  })
}
