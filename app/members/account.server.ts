import type { SubmissionResult } from '@conform-to/react'
import { redirect } from 'react-router'
import type { PageArgs } from '~/platform/request-context.ts'
import type { Toast } from '~/components/ui/toasts.tsx'
import {
  commitSession,
  getSession,
  upstreamContext,
  type AppSession,
} from '~/session/session.server.ts'
import type { UpstreamResult } from '~/upstream/client.server.ts'
import { withLoginModal } from './login-flow.ts'
import { attachmentProblem } from './attachment.ts'
import type { AttachmentRefusal } from './upload-entry.ts'

/** Members-only pages send visitors to the login dialog and bring them back afterwards. */
function loginFirst(url: URL) {
  return redirect(withLoginModal('/', url.pathname + url.search))
}

/** The provider no longer knows the token (expired, logged out elsewhere): log out here too. */
async function sessionExpired(url: URL, session: AppSession) {
  session.unset('member')
  session.flash('toast', {
    kind: 'warning',
    description: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  })
  return redirect(withLoginModal('/', url.pathname + url.search), {
    headers: { 'Set-Cookie': await commitSession(session) },
  })
}

type Attachment = { FileName: string; FileContent: string }

/** An uploaded file in the upload widget's shape (name and base64 data URL), with its type and bytes. */
async function toAttachment(file: File) {
  const bytes = Buffer.from(await file.arrayBuffer())
  const type =
    file.type ||
    (/\.pdf$/i.test(file.name)
      ? 'application/pdf'
      : /\.png$/i.test(file.name)
        ? 'image/png'
        : 'image/jpeg')
  return {
    FileName: file.name,
    FileContent: `data:${type};base64,${bytes.toString('base64')}`,
    type,
    bytes,
  }
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

// The first bytes of each kind of file taken. The back office refuses a file whose content is not
// what its name says; it is checked here first, where the refusal can name the file.
const signatures: Record<string, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
}
export const contentMismatch = 'Dosyanın içeriği uzantısıyla uyuşmuyor.'

function contentProblem(file: File, attachment: { type: string; bytes: Buffer }) {
  const kind = /\.pdf$/i.test(file.name)
    ? 'application/pdf'
    : /\.png$/i.test(file.name)
      ? 'image/png'
      : /\.jpe?g$/i.test(file.name)
        ? 'image/jpeg'
        : attachment.type
  const signature = signatures[kind]
  return signature && !signature.every((byte, i) => attachment.bytes[i] === byte)
    ? contentMismatch
    : null
}

/**
 * A support form's post once its fields are valid: its optional file (spec §5 upload: with a
 * count of 1 only the latest is kept) is checked, then `send` goes upstream with it. A refused
 * file comes back as its Turkish message with the file's name (`refusal`), a failed call as its
 * message alone.
 */
export async function sendWithAttachment<T>(
  formData: FormData,
  send: (attachment: Attachment | undefined) => Promise<UpstreamResult<T>>,
): Promise<{ ok: true; body: T } | { ok: false; message: string; refusal?: AttachmentRefusal }> {
  const file = formData
    .getAll('Attachment')
    .filter((f): f is File => f instanceof File && f.size > 0)
    .at(-1)
  if (!file) {
    const sent = await send(undefined)
    return sent.ok ? { ok: true, body: sent.body } : { ok: false, message: sent.message }
  }
  const refused = (message: string) => ({
    ok: false as const,
    message,
    refusal: { fileName: file.name, message },
  })
  const typeOrSize = attachmentProblem(file)
  if (typeOrSize) return refused(typeOrSize)
  const attachment = await toAttachment(file)
  const content = contentProblem(file, attachment)
  if (content) return refused(content)
  const sent = await send({ FileName: attachment.FileName, FileContent: attachment.FileContent })
  return sent.ok ? { ok: true, body: sent.body } : { ok: false, message: sent.message }
}

/** A support form's answer when it stays on the page: its reply, and how a failed send shows. */
export interface SupportFormAnswer {
  result: SubmissionResult<string[]>
  toasts: Toast[]
  attachmentRefusal?: AttachmentRefusal | null
}

/** What a failed send shows: a refused file on its upload entry, anything else as an error toast. */
export function failedSendView(failed: { message: string; refusal?: AttachmentRefusal }) {
  return failed.refusal
    ? { toasts: [], attachmentRefusal: failed.refusal }
    : { toasts: [{ kind: 'error' as const, description: failed.message }], attachmentRefusal: null }
}
