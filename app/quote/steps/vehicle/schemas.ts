import { z } from 'zod'
import { birthDate } from '~/validation/fields.ts'
import { kaskoDetailsSchema } from '../../rules/vehicle.ts'
import { policyStart } from '../policy-start/schema.ts'

/** The birth date and the start, each where this draft asks for it. */
const askedShape = (asksBirthDate: boolean, asksStart: boolean) => ({
  ...(asksBirthDate ? { Birthdate: birthDate } : {}),
  ...(asksStart ? { PolicyStart: policyStart } : {}),
})
type Asked = ReturnType<typeof askedShape>

/**
 * The confirm form: kasko's accessory prices, LPG and profession, the birth date when the
 * provider asked for it (spec §8 1006) and the policy start when no running policy sets it. The
 * browser and the action check with the same schema. Its type is written out: TypeScript would
 * otherwise fold the kasko form into the other, and the action could not read kasko's fields.
 */
export function confirmSchema(
  kasko: boolean,
  asksBirthDate: boolean,
  asksStart: boolean,
): ReturnType<typeof kaskoDetailsSchema.extend<Asked>> | z.ZodObject<Asked> {
  const asked = askedShape(asksBirthDate, asksStart)
  return kasko ? kaskoDetailsSchema.extend(asked) : z.object(asked)
}
