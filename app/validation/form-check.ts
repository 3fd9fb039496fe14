import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { fieldsWithControlCharacters } from './control-characters.ts'
import { entryMessages, messages } from './messages.ts'

/**
 * The message of a field's issue whose schema names none. zod's own are English and technical
 * ("Invalid input: expected string, received array" for a field posted twice, `Invalid input:
 * expected "on"` for an optional consent posted with another value); a visitor gets spec §5's
 * default instead. A schema's own message still wins (zod's precedence).
 */
const fallbackMessage: z.core.$ZodErrorMap = () => messages.required

/** A field's path as zod names it, from its name in the form (`People[0].Name`). */
const pathOf = (name: string) =>
  name
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))

type Refinement = (value: unknown, context: z.RefinementCtx) => void

/**
 * `schema` with `refine` run whatever else its fields fail. A pipe (the fields, then a transform)
 * stops at its first failing part, and a refinement on it would not run, so it goes on the part
 * the fields are in.
 */
function besideTheFields<Schema extends z.core.$ZodType>(
  schema: Schema,
  refine: Refinement,
): Schema {
  if (schema instanceof z.ZodPipe) {
    return schema.clone({ ...schema.def, in: besideTheFields(schema.in, refine) })
  }
  if (schema instanceof z.ZodType) return schema.superRefine(refine, { when: () => true })
  return schema
}

/**
 * `schema`, refusing every field of `formData` that holds a control character (control-characters.ts),
 * beside what else the form fails.
 */
function refusingControlCharacters<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  const refused = fieldsWithControlCharacters(formData)
  if (refused.size === 0) return schema
  return besideTheFields(schema, (_, context) => {
    for (const name of refused) {
      context.addIssue({
        code: 'custom',
        path: pathOf(name),
        message: entryMessages.controlCharacter,
      })
    }
  })
}

/**
 * conform's check of a form by a zod schema, one for the browser and the action, so a field gets
 * the same message with JavaScript and without: its own rule's first (a name's letters-only
 * message names the reason), a control character's where nothing else is wrong with it, every
 * message in Turkish.
 */
export const checkForm = <Schema extends z.ZodType>(formData: FormData, schema: Schema) =>
  parseWithZod(formData, {
    schema: refusingControlCharacters(formData, schema),
    error: fallbackMessage,
  })
