import { z } from 'zod'
import { birthDate, personName } from '~/validation/fields.ts'

/**
 * A passport holder's own details (spec §5, ID type 2): no identity check names them, so the step
 * after the entry asks the name, surname and birth date the policy is issued in.
 */
export const passportHolderShape = {
  Name: personName(),
  Surname: personName(),
  Birthdate: birthDate,
}

/** The same fields where they are not asked: a step's record keeps them so too. */
export const passportHolderOptional = {
  Name: z.string().optional(),
  Surname: z.string().optional(),
  Birthdate: z.string().optional(),
}

/**
 * The fields a step adds to its form's shape: required of a passport holder, not asked of anyone
 * else (whose name the identity check gave).
 */
export const passportHolderFields = (byPassport: boolean) =>
  byPassport ? passportHolderShape : passportHolderOptional

/** The fields as the step's form keeps them. */
export interface PassportHolderValues {
  Name: string
  Surname: string
  Birthdate: string
}
