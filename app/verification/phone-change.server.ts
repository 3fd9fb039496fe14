import { commitSession, type AppSession } from '~/session/session.server.ts'
import { MEMBER_PHONE_CHANGE } from '~/upstream/auth.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { allowEntryAttempt, entryLimitMessage } from '~/platform/visitor-limits.server.ts'
import { sendCode } from './code.server.ts'
import { resendAnswer } from './dialog-answers.server.ts'

/**
 * The phone a member is moving their login to, held in the server session only while its code is
 * awaited (the phone never goes into a URL or a hidden field).
 */
interface NewPhone {
  phone: string
  resendAvailableAt: string
}

declare module '~/session/session.server.ts' {
  interface SessionData {
    /** The new phone a member asked a code for in Hesabım, until the change is made. */
    newPhone: NewPhone
  }
}

interface Page {
  session: AppSession
  upstream: UpstreamContext
  ip: string
}

async function sendNewPhoneCode(phone: string, { session, upstream }: Page) {
  const sent = await sendCode({ QueryType: MEMBER_PHONE_CHANGE, Phone: phone }, upstream)
  if (sent.ok) session.set('newPhone', { phone, resendAvailableAt: sent.resendAvailableAt })
  return sent
}

/**
 * The new phone's first code, under the same per-IP guard as every form that sends an SMS (the
 * back office holds the phone to its own limits).
 */
export async function requestNewPhoneCode(
  phone: string,
  page: Page,
): Promise<{ ok: true } | { ok: false; message: string; status: 400 | 429 }> {
  if (!(await allowEntryAttempt(page.ip))) {
    return { ok: false, message: entryLimitMessage, status: 429 }
  }
  const sent = await sendNewPhoneCode(phone, page)
  return sent.ok ? { ok: true } : { ok: false, message: sent.message, status: 400 }
}

/** "Yeniden Gönder": refused before the minute is up, as in every SMS dialog. */
export const resendNewPhoneCode = (pending: NewPhone, page: Page) =>
  resendAnswer(pending.resendAvailableAt, page.ip, async () => {
    const sent = await sendNewPhoneCode(pending.phone, page)
    return sent.ok
      ? { ok: true, headers: { 'Set-Cookie': await commitSession(page.session) } }
      : sent
  })
