import { redirect } from 'react-router'
import {
  destroySession,
  freshSession,
  commitSession,
  getSession,
  upstreamContext,
} from '~/session/session.server.ts'
import { logout } from '~/upstream/members.server.ts'
import type { Route } from './+types/logout'

export const loader = () => redirect('/')

/** Ends the member's token at the provider and the server-side session, then goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  if (upstream.member) await logout(upstream)
  await destroySession(session)
  const next = await freshSession()
  next.flash('toast', { kind: 'info', title: 'Çıkış yaptınız.' })
  return redirect('/', { headers: { 'Set-Cookie': await commitSession(next) } })
}
