import { redirect } from 'react-router'
import type { AppSession } from '~/session.server.ts'
import { commitSession } from '~/session.server.ts'
import { withLoginModal } from './login-flow.ts'

/** Members-only pages send visitors to the login dialog and bring them back afterwards. */
export function loginFirst(request: Request) {
  const url = new URL(request.url)
  return redirect(withLoginModal('/', url.pathname + url.search))
}

/** The provider no longer knows the token (expired, logged out elsewhere): log out here too. */
export async function sessionExpired(request: Request, session: AppSession) {
  session.unset('member')
  session.flash('toast', {
    kind: 'warning',
    description: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  })
  const url = new URL(request.url)
  return redirect(withLoginModal('/', url.pathname + url.search), {
    headers: { 'Set-Cookie': await commitSession(session) },
  })
}

/** Reads an uploaded file into the upload widget's shape: name and base64 data URL. */
export async function toAttachment(file: File) {
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
