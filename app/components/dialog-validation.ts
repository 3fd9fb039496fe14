import '~/validation/zod-jitless.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { expiredPasswordSchema, loginSchema, mfaSchema } from '~/members/schemas.ts'

const validator =
  <Schema extends z.ZodType>(schema: Schema) =>
  ({ formData }: { formData: FormData }) =>
    parseWithZod(formData, { schema })

/** Browser-side checks of the dialogs every page may open; loaded by useDialogValidators. */
export const dialogValidators = {
  login: validator(loginSchema),
  mfa: validator(mfaSchema),
  expiredPassword: validator(expiredPasswordSchema),
}
