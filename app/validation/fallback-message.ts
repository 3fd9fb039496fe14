import type { z } from 'zod'
import { messages } from './messages.ts'

/**
 * The message of a form field's issue whose schema names none. zod's own are English and
 * technical ("Invalid input: expected string, received array" for a field posted twice,
 * `Invalid input: expected "on"` for an optional consent posted with another value); a visitor
 * gets spec §5's default instead. A schema's own message still wins (zod's precedence).
 */
export const fallbackMessage: z.core.$ZodErrorMap = () => messages.required
