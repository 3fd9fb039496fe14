import type { Body } from '../http.ts'
import {
  cardLength,
  cardMessages,
  detectCardBrand,
  isExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
} from './card-rules.ts'

export const installmentMessage = 'Lütfen bir ödeme seçeneği seçiniz.'
const requiredMessage = 'Lütfen doldurun'

/** The card page's fields, in the order the page shows them. */
export const cardFieldNames = [
  'CardHolderName',
  'CardNumber',
  'Expiry',
  'Cvc',
  'Installments',
] as const
export type CardField = (typeof cardFieldNames)[number]
export type CardErrors = Partial<Record<CardField, string>>

export interface PostedCard {
  holder: string
  number: string
  month: number
  year: number
  cvc: string
  installments: number
}

/**
 * What the check needs, handed in rather than imported: the card page's script runs the same
 * function in the browser with the same rules (card-page.ts).
 */
export const cardRules = {
  cardLength,
  detectCardBrand,
  isExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
  messages: { ...cardMessages, required: requiredMessage, installment: installmentMessage },
  holderPattern: /^[A-Za-zÇĞİÖŞÜçğıöşü]+( [A-Za-zÇĞİÖŞÜçğıöşü]+)*$/,
}

/** The posted card as the card page decides it: the card, or a message per field. */
export function checkCard(
  body: Body,
  rules: typeof cardRules = cardRules,
): { card: PostedCard } | { errors: CardErrors } {
  const errors: CardErrors = {}
  const m = rules.messages
  const holder = (body.CardHolderName ?? '').trim().replace(/\s+/g, ' ')
  if (!holder) errors.CardHolderName = m.required
  else if (holder.length > 60 || !rules.holderPattern.test(holder))
    errors.CardHolderName = m.holderName
  const number = (body.CardNumber ?? '').replace(/[\s-]/g, '')
  const brand = rules.detectCardBrand(number)
  if (!number) errors.CardNumber = m.required
  else if (
    !/^\d+$/.test(number) ||
    number.length !== rules.cardLength(brand) ||
    !rules.passesLuhn(number)
  )
    errors.CardNumber = m.number
  else if (!brand) errors.CardNumber = m.brand
  const typedExpiry = (body.Expiry ?? '').trim()
  const expiry = rules.parseExpiry(typedExpiry)
  if (!typedExpiry) errors.Expiry = m.required
  else if (!expiry) errors.Expiry = m.expiry
  else if (rules.isExpired(expiry.month, expiry.year)) errors.Expiry = m.expired
  const cvc = (body.Cvc ?? '').trim()
  if (!cvc) errors.Cvc = m.required
  else if (!/^\d+$/.test(cvc) || cvc.length !== rules.securityCodeLength(brand))
    errors.Cvc = brand === 'amex' ? m.securityCodeAmex : m.securityCode
  const installments = Number(body.Installments || NaN)
  if (!Number.isInteger(installments) || installments < 1 || installments > 12)
    errors.Installments = m.installment
  if (Object.keys(errors).length || !expiry) return { errors }
  return { card: { holder, number, ...expiry, cvc, installments } }
}
