import { expiredPasswordSchema, loginSchema, mfaSchema } from '~/members/schemas.ts'
import { checkWith } from '../components/forms/zod-check.ts'

/** Browser-side checks of the dialogs every page may open; loaded by useDialogValidators. */
export const dialogValidators = {
  login: checkWith(loginSchema),
  mfa: checkWith(mfaSchema),
  expiredPassword: checkWith(expiredPasswordSchema),
}
