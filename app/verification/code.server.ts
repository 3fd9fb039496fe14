import { sendTemporaryCode } from '~/upstream/auth.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { maskPhone } from '~/validation/identity.ts'
import type { PendingVerification } from './pending.ts'

/** Spec §9: a new code may be asked for 60 seconds after the last one. */
const RESEND_SECONDS = 60

export const codeResent = 'Yeni doğrulama kodu gönderildi.'

const clock = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: 'Europe/Istanbul',
})
/** HH:MM:SS in Türkiye's time, for the no-JavaScript countdown. */
const clockTime = (iso: string) => clock.format(new Date(iso))

/** When a new code may be asked for: a minute on after one went out, at once after a failure. */
export function resendAvailableFrom(sent: boolean, now = Date.now()): string {
  return new Date(sent ? now + RESEND_SECONDS * 1000 : now).toISOString()
}

/** The code still waits out its minute: a second one is not sent yet. */
export const resendNotYet = (resendAvailableAt: string) =>
  Date.parse(resendAvailableAt) > Date.now()

/** What a dialog says to 'Yeniden Gönder' before the minute is up; null when it may go out. */
export const earlyResendMessage = (resendAvailableAt: string) =>
  resendNotYet(resendAvailableAt)
    ? `Yeni kod henüz istenemez. Yeni kod ${clockTime(resendAvailableAt)} sonra istenebilir.`
    : null

/** A verification (or a login waiting on one) older than its lifetime counts no more. */
export const outlived = (since: string | number, lifetimeMs: number) =>
  new Date(since).getTime() + lifetimeMs <= Date.now()

export type CodeSent =
  | { ok: true; sentAt: string; resendAvailableAt: string }
  | { ok: false; message: string; resendAvailableAt: string }

/**
 * One SMS code to the phone, for whichever flow's QueryType the request names; the answer says
 * when a new one may be asked for (at once when the code could not be sent).
 */
export async function sendCode(
  request: Parameters<typeof sendTemporaryCode>[0],
  context: UpstreamContext,
): Promise<CodeSent> {
  const sent = await sendTemporaryCode(request, context)
  const now = Date.now()
  return sent.ok
    ? {
        ok: true,
        sentAt: new Date(now).toISOString(),
        resendAvailableAt: resendAvailableFrom(true, now),
      }
    : { ok: false, message: sent.message, resendAvailableAt: resendAvailableFrom(false, now) }
}

/** The verification dialog's data for the browser: the phone masked, the countdown both ways. */
export const pendingVerification = (
  phone: string,
  resendAvailableAt: string,
): PendingVerification => ({
  maskedPhone: maskPhone(phone),
  resendAvailableAt,
  resendAvailableAtClock: clockTime(resendAvailableAt),
})
