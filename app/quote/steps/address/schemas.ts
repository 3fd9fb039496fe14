import { z } from 'zod'
import { uavtLevels } from '~/address/uavt-chain.ts'
import { birthDate } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'

export const uavtCodeMessage = 'UAVT adres kodu 10 haneli bir sayıdır.'

/** "Adres kodumu biliyorum": the flat's 10-digit UAVT address code, spaces allowed. */
export const uavtCodeSchema = z.object({
  UAVTNumber: z
    .string({ error: messages.required })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: messages.required })
        .regex(/^\d{10}$/, uavtCodeMessage),
    ),
})

/** "Nüfusta kayıtlı adresim": UAVT-Sorgu asks the person's birth date with the T.C. kimlik number. */
export const registeredAddressSchema = z.object({ Birthdate: birthDate })

/**
 * The chain's choices as sent; which ones are real is decided against the lists
 * (loadUavtChain), so every level is optional text here.
 */
export const uavtChainSchema = z.object(
  Object.fromEntries(uavtLevels.map(({ name }) => [name, z.string().optional()])) as Record<
    (typeof uavtLevels)[number]['name'],
    z.ZodOptional<z.ZodString>
  >,
)
