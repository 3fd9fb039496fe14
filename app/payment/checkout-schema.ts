import { z } from 'zod'
import { email } from '~/validation/fields.ts'

export const contractsMessage =
  'Lütfen ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.'
export const installmentMessage = 'Lütfen bir ödeme seçeneği seçiniz.'
export const staleFormMessage =
  'Ödeme formunun süresi doldu. Lütfen sayfayı yenileyip yeniden deneyin.'

/**
 * The checkout form (one schema for the browser and the action): everything up to the card,
 * which the payer types on the provider's card page.
 */
export const checkoutSchema = z.object({
  Email: email,
  Installments: z
    .string({ error: installmentMessage })
    .trim()
    .min(1, { error: installmentMessage })
    .transform(Number)
    .pipe(
      z
        .number({ error: installmentMessage })
        .int({ error: installmentMessage })
        .min(1, { error: installmentMessage })
        .max(12, { error: installmentMessage }),
    ),
  Contracts: z.literal('on', { error: contractsMessage }),
  AttemptKey: z
    .string({ error: staleFormMessage })
    .regex(/^[\w-]{16,64}$/, { error: staleFormMessage }),
})
