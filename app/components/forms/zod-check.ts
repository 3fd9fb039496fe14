import '~/validation/zod-jitless.ts'
import type { z } from 'zod'
import { checkForm } from '~/validation/form-check.ts'

/**
 * conform's browser-side check by a zod schema. Only ever imported dynamically (page forms on
 * their first focus, dialogs once open), so zod is not in the JavaScript a page loads to render.
 */
export const checkWith =
  <Schema extends z.ZodType>(schema: Schema) =>
  ({ formData }: { formData: FormData }) =>
    checkForm(formData, schema)
