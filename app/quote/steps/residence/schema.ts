import { z } from 'zod'
import { isValidTckn } from '~/validation/identity.ts'
import { passportNumber } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'

export const residenceMessages = {
  foreignerId: 'Yabancı kimlik numarası 99 ile başlayan 11 haneli bir numaradır.',
}

/**
 * The residence permit's policy: passport (spec §5's passport rule), nationality by ISO code, the
 * foreigner ID number when there is one (99…, 11 digits, with the T.C. kimlik checksum) and the
 * permit's period.
 */
export const residenceSchema = z.object({
  PassportNumber: passportNumber,
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
})

export type ResidenceValues = z.output<typeof residenceSchema>
