import { z } from 'zod'
import { messages } from '~/validation/messages.ts'

/** Spec §5 numeric range messages, verbatim; {n} is written with comma thousands (spec §9). */
export const numberMessages = {
  required: 'Bir değer girilmelidir.',
  min: (n: number) => `En az ${formatThousands(n)}₺ olmalıdır.`,
  max: (n: number) => `En fazla ${formatThousands(n)}₺ olmalıdır.`,
} as const

const commaThousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 25000 → "25,000": the number input's display (spec §9 thousands separator comma). */
export const formatThousands = (n: number) => commaThousands.format(n)

/**
 * What the number input sends, back to a number: commas (thousands), spaces and a ₺ sign are
 * dropped. Empty is undefined; anything that is not a whole number is NaN, so it fails: left as
 * text, conform's number coercion would read "0x10" as 16 and "1e3" as 1000 (spec §5: digits only).
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value === 'number') return value
  if (typeof value !== 'string') return value
  const clean = value.replace(/[,\s₺]/g, '')
  if (clean === '') return undefined
  // zod's whole numbers end at the largest safe integer: longer digits would be refused as text,
  // so they read as that integer and the range's maximum refuses them.
  return /^\d+$/.test(clean) ? Math.min(Number(clean), Number.MAX_SAFE_INTEGER) : Number.NaN
}

const wholeNumber = z.preprocess(
  parseNumberInput,
  z
    .number({
      error: (issue) => (issue.input === undefined ? numberMessages.required : messages.digitsOnly),
    })
    .int({ error: messages.digitsOnly }),
)

/** A required amount between min and max TL, e.g. an accessory price. */
export const numberRange = (min: number, max: number) =>
  wholeNumber.pipe(
    z
      .number()
      .min(min, { error: numberMessages.min(min) })
      .max(max, { error: numberMessages.max(max) }),
  )

/**
 * A whole number between min and max that is not an amount of lira (a floor count, an area in
 * m²): spec §5's message when empty, then one message naming both bounds.
 */
export const wholeNumberBetween = (min: number, max: number, outOfRange: string) =>
  wholeNumber.pipe(z.number().min(min, { error: outOfRange }).max(max, { error: outOfRange }))

/** The minimum-only check of spec §5. */
export const numberMin = (min: number) =>
  wholeNumber.pipe(z.number().min(min, { error: numberMessages.min(min) }))
