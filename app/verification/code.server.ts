import { sendTemporaryCode, temporaryCodeReply } from '~/upstream/auth.server.ts'
import { replyBody, type UpstreamContext } from '~/upstream/client.server.ts'
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

/**
 * When a new code may be asked for: a minute on after one went out (spec §9); after a refusal,
 * once the wait the provider named is over (none named: at once).
 */
export function resendAvailableFrom(sent: boolean, now = Date.now(), waitSeconds = 0): string {
  return new Date(now + (sent ? RESEND_SECONDS : waitSeconds) * 1000).toISOString()
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
 * when a new one may be asked for: a minute after a code (spec §9), and after a refusal when the
 * provider says (within the phone's minute, the time left), else at once.
 */
export async function sendCode(
  request: Parameters<typeof sendTemporaryCode>[0],
  context: UpstreamContext,
): Promise<CodeSent> {
  const sent = await sendTemporaryCode(request, context)
  const now = Date.now()
  if (sent.ok) {
    return {
      ok: true,
      sentAt: new Date(now).toISOString(),
      resendAvailableAt: resendAvailableFrom(true, now),
    }
  }
  const wait = replyBody(sent, temporaryCodeReply)?.Data?.ResendAfterSeconds
  return {
    ok: false,
    message: sent.message,
    resendAvailableAt: resendAvailableFrom(false, now, wait),
  }
}

/**
 * The verification dialog's data for the browser: the phone as `show` writes it (the visitor's
 * own in full), the countdown both ways, and whether a code went out at all.
 */
export const pendingVerification = (
  phone: string,
  resendAvailableAt: string,
  {
    show = maskPhone,
    codeSent = true,
  }: { show?: (phone: string) => string; codeSent?: boolean } = {},
): PendingVerification => ({
  maskedPhone: show(phone),
  codeSent,
  resendAvailableAt,
  resendAvailableAtClock: clockTime(resendAvailableAt),
})
