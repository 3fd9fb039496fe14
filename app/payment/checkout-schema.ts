import { z } from 'zod'
import {
  cardLength,
  cardMessages,
  detectCardBrand,
  isExpired,
  passesLuhn,
  securityCodeLength,
} from '~/validation/card.ts'
import { email } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'

export const contractsMessage =
  'Lütfen ön bilgilendirme formunu ve mesafeli satış sözleşmesini onaylayınız.'
export const installmentMessage = 'Lütfen bir ödeme seçeneği seçiniz.'
export const staleFormMessage =
  'Ödeme formunun süresi doldu. Lütfen sayfayı yenileyip yeniden deneyin.'

const required = z.string({ error: messages.required }).trim().min(1, { error: messages.required })
const digitsOf = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : '')

/** Letters-only (spec §5): Latin and Turkish letters and spaces. */
const holderName = required
  .max(60, { error: cardMessages.holderName })
  .regex(/^[A-Za-zÇĞİÖŞÜçğıöşü]+( [A-Za-zÇĞİÖŞÜçğıöşü]+)*$/, { error: cardMessages.holderName })

const cardNumber = required
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d+$/.test(v) && v.length === cardLength(detectCardBrand(v)) && passesLuhn(v), {
    error: cardMessages.number,
  })
  .refine((v) => detectCardBrand(v) !== null, { error: cardMessages.brand })

/** A number chosen from a select or radio group; the form sends it as text. */
const choice = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .transform(Number)
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    )

const always = { when: () => true }

/**
 * The checkout form (one schema for the browser and the action). The card checks that need two
 * fields run even when another field failed (zod's `when`), so each reads the raw values itself.
 */
export const checkoutSchema = z
  .object({
    Email: email,
    CardHolderName: holderName,
    CardNumber: cardNumber,
    ExpiryMonth: choice(cardMessages.month, 1, 12),
    ExpiryYear: choice(cardMessages.year, 2000, 2100),
    Cvc: required.regex(/^\d{3,4}$/, { error: cardMessages.securityCode }),
    Installments: choice(installmentMessage, 1, 12),
    Contracts: z.literal('on', { error: contractsMessage }),
    AttemptKey: z
      .string({ error: staleFormMessage })
      .regex(/^[\w-]{16,64}$/, { error: staleFormMessage }),
  })
  .refine(
    (v) => {
      const m = Number(v.ExpiryMonth)
      const y = Number(v.ExpiryYear)
      return !(m >= 1 && m <= 12 && y >= 2000) || !isExpired(m, y)
    },
    { ...always, path: ['ExpiryYear'], error: cardMessages.expired },
  )
  .refine(
    (v) => {
      const cvc = digitsOf(v.Cvc)
      if (!/^\d{3,4}$/.test(cvc)) return true
      return cvc.length === securityCodeLength(detectCardBrand(digitsOf(v.CardNumber)))
    },
    {
      ...always,
      path: ['Cvc'],
      error: (issue) =>
        detectCardBrand(digitsOf((issue.input as { CardNumber?: unknown }).CardNumber)) === 'amex'
          ? cardMessages.securityCodeAmex
          : cardMessages.securityCode,
    },
  )

/** Fields whose values never travel back to the browser, valid or not. */
export const cardSecretFields = ['CardNumber', 'Cvc']
