import { z } from 'zod'
import { isValidTckn } from '~/validation/identity.ts'
import { passportNumber } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'
import { passportHolderFields, type PassportHolderValues } from '../passport-holder/schema.ts'

export const residenceMessages = {
  foreignerId: 'Yabancı kimlik numarası 99 ile başlayan 11 haneli bir numaradır.',
}

export const permitShape = {
  Nationality: z
    .string({ error: messages.required })
    .trim()
    .regex(/^[A-Z]{2}$/, messages.required),
  ForeignerIdNumber: z
    .string()
    .trim()
    .refine((v) => /^99\d{9}$/.test(v) && isValidTckn(v), residenceMessages.foreignerId)
    .optional(),
  PermitYears: z.enum(['1', '2'], { error: messages.required }),
}

/**
 * The residence permit's policy: passport (spec §5's passport rule), nationality by ISO code, the
 * foreigner ID number when there is one (99…, 11 digits, with the T.C. kimlik checksum) and the
 * permit's period. A visitor who started with the passport (ID type 2) gave its number already,
 * and gives their name and birth date here instead.
 */
export const residenceSchema = (byPassport: boolean) =>
  z.object({
    ...passportHolderFields(byPassport),
    PassportNumber: byPassport ? z.string().optional() : passportNumber,
    ...permitShape,
  })

export type ResidenceValues = z.output<z.ZodObject<typeof permitShape>> & {
  PassportNumber?: string
} & Partial<PassportHolderValues>
