import { redirect } from 'react-router'
import type { PageArgs } from '~/request-context.ts'
import { commitSession, getSession, upstreamContext, type AppSession } from '~/session.server.ts'
import type { UpstreamResult } from '~/upstream/client.server.ts'
import { withLoginModal } from './login-flow.ts'
import { attachmentProblem } from './schemas.ts'

/** Members-only pages send visitors to the login dialog and bring them back afterwards. */
export function loginFirst(url: URL) {
  return redirect(withLoginModal('/', url.pathname + url.search))
}

/** The provider no longer knows the token (expired, logged out elsewhere): log out here too. */
export async function sessionExpired(url: URL, session: AppSession) {
  session.unset('member')
  session.flash('toast', {
    kind: 'warning',
    description: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  })
  return redirect(withLoginModal('/', url.pathname + url.search), {
    headers: { 'Set-Cookie': await commitSession(session) },
  })
}

type Attachment = Awaited<ReturnType<typeof toAttachment>>

/** Reads an uploaded file into the upload widget's shape: name and base64 data URL. */
async function toAttachment(file: File) {
  const bytes = Buffer.from(await file.arrayBuffer())
  const type =
    file.type ||
    (/\.pdf$/i.test(file.name)
      ? 'application/pdf'
      : /\.png$/i.test(file.name)
        ? 'image/png'
        : 'image/jpeg')
  return { FileName: file.name, FileContent: `data:${type};base64,${bytes.toString('base64')}` }
}

/**
 * Every /hesabim page starts here: the logged-in member with their upstream context, or the login
 * dialog for a visitor.
 */
export async function requireMember(args: PageArgs) {
  const session = await getSession(args.request)
  const member = session.get('member')
  if (!member) throw loginFirst(args.url)
  return { session, member, upstream: await upstreamContext(args, session) }
}

/** A provider answer of 401 means the member's token is gone: log out here and ask to log in. */
export async function throwIfTokenRejected(
  result: UpstreamResult<unknown>,
  url: URL,
  session: AppSession,
) {
  if (!result.ok && result.kind === 'http' && result.status === 401) {
    throw await sessionExpired(url, session)
  }
}

/**
 * A support form's post once its fields are valid: its optional file (spec §5 upload: with a
 * count of 1 only the latest is kept) is checked, then `send` goes upstream with it. A refused
 * file or a failed call comes back as its Turkish message.
 */
export async function sendWithAttachment<T>(
  formData: FormData,
  send: (attachment: Attachment | undefined) => Promise<UpstreamResult<T>>,
): Promise<{ ok: true; body: T } | { ok: false; message: string }> {
  const file = formData
    .getAll('Attachment')
    .filter((f): f is File => f instanceof File && f.size > 0)
    .at(-1)
  const problem = file ? attachmentProblem(file) : null
  if (problem) return { ok: false, message: problem }
  const sent = await send(file ? await toAttachment(file) : undefined)
  return sent.ok ? { ok: true, body: sent.body } : { ok: false, message: sent.message }
}
