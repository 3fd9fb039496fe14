import type { AppSession } from '~/session/session.server.ts'

/**
 * A support request as it was typed when the verification had run out (or the session was gone):
 * kept in the server session through the new verification, so the form comes back filled. A
 * chosen file cannot be carried over a redirect; it is chosen again.
 */
interface SupportDraft {
  RequestType: string
  Subject: string
  Message: string
}

declare module '~/session/session.server.ts' {
  interface SessionData {
    /** A visitor's support request typed before their verification ran out, until it is sent. */
    supportDraft: SupportDraft
  }
}

/** Keeps the request's typed fields, within the form's own lengths, for after re-verification. */
export function keepSupportDraft(session: AppSession, formData: FormData) {
  const typed = (name: string, maxLength: number) =>
    String(formData.get(name) ?? '').slice(0, maxLength)
  session.set('supportDraft', {
    RequestType: typed('RequestType', 20),
    Subject: typed('Subject', 150),
    Message: typed('Message', 4000),
  })
}
