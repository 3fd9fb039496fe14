import { z } from 'zod'
import { email, personName } from '~/validation/fields.ts'
import { entryMessages, messages } from '~/validation/messages.ts'

/** A company's title (tax number) may hold digits and dots (A.Ş.); a person's name may not. */
const companyTitle = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(60, { error: entryMessages.tooLong(60) })

/** A select's numeric id, sent as text. */
const code = z
  .string({ error: messages.required })
  .regex(/^[1-9]\d*$/, { error: messages.required })
  .transform(Number)

/** Step 2, user information: prefilled from the AML check, editable; the phone is the verified one. */
export const customerSchema = z.object({
  Name: companyTitle,
  Surname: personName()
    .or(z.literal(''))
    .optional()
    .transform((v) => v ?? ''),
  CityCode: code,
  CountyCode: code,
  Email: email.optional(),
})

/** A person needs a surname; a company (tax number) is named in full in Name. */
export const customerSchemaFor = (isCompany: boolean) =>
  isCompany ? customerSchema : customerSchema.extend({ Name: personName(), Surname: personName() })
