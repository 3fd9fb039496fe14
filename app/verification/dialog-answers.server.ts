import { data } from 'react-router'
import { smsCodeSchema } from '~/validation/fields.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { allowEntryAttempt, entryLimitMessage } from '~/platform/visitor-limits.server.ts'
import { codeResent, earlyResendMessage } from './code.server.ts'
import type { DialogAnswer } from './pending.ts'

const dialogAnswer = (answer: Omit<DialogAnswer, 'kind'>, init?: number | ResponseInit) =>
  data<DialogAnswer>({ kind: 'dialog', ...answer }, init)

/**
 * 'Yeniden Gönder' in a visitor's dialog (quote entry, support): refused before the minute is up
 * or past the visitor's limit on forms that send SMS (the same count as the first code's);
 * otherwise `send` sends a new code.
 */
export async function resendAnswer(
  resendAvailableAt: string,
  ip: string,
  send: () => Promise<{ ok: true; headers?: HeadersInit } | { ok: false; message: string }>,
) {
  const early = earlyResendMessage(resendAvailableAt)
  if (early) return dialogAnswer({ error: early }, 429)
  if (!(await allowEntryAttempt(ip))) return dialogAnswer({ error: entryLimitMessage }, 429)
  const sent = await send()
  return sent.ok
    ? dialogAnswer({ notice: codeResent }, { headers: sent.headers })
    : dialogAnswer({ error: sent.message }, 400)
}

/**
 * 'Onayla' in a visitor's dialog: the posted code, or the answer that shows the form's error. A
 * code the back office refuses is answered by `wrongCode`, the field emptied for the next try.
 */
export function postedCode(formData: FormData) {
  const submission = parsePostedForm(formData, smsCodeSchema)
  if (submission.status !== 'success') {
    return { ok: false as const, answer: dialogAnswer({ reply: submission.reply() }, 400) }
  }
  return {
    ok: true as const,
    code: submission.value.SmsActivationCode,
    wrongCode: (message: string) =>
      dialogAnswer({ reply: submission.reply({ resetForm: true }), error: message }, 400),
  }
}
