import { z } from 'zod'
import { birthDate } from '~/validation/fields.ts'
import { kaskoDetailsSchema } from '../../rules/vehicle.ts'

/**
 * The confirm form: kasko's accessory prices, LPG and profession, and the birth date when the
 * provider asked for it (spec §8 1006). The browser and the action check with the same schema.
 */
export const confirmSchema = (kasko: boolean, asksBirthDate: boolean) => {
  const base = kasko ? kaskoDetailsSchema : z.object({})
  return asksBirthDate ? base.extend({ Birthdate: birthDate }) : base
}
