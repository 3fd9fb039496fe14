import '~/validation/zod-jitless.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { refusingControlCharacters } from '~/validation/control-characters.ts'
import { fallbackMessage } from '~/validation/fallback-message.ts'

/**
 * conform's browser-side check by a zod schema. Only ever imported dynamically (page forms on
 * their first focus, dialogs once open), so zod is not in the JavaScript a page loads to render.
 */
export const checkWith =
  <Schema extends z.ZodType>(schema: Schema) =>
  ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, {
      schema: refusingControlCharacters(formData, schema),
      error: fallbackMessage,
    })
