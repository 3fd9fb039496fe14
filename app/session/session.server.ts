import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  createCookie,
  createSession,
  createSessionStorage,
  redirect,
  type Session,
} from 'react-router'
import { visitorContext, type RequestArgs } from '../platform/request-context.ts'
import { config } from '../platform/config.server.ts'
import { verifyingOnce } from './session-cookie.server.ts'
import { readCookies } from '../utils/cookies.server.ts'
import { postgresSessionStore, sqliteSessionStore } from './session-store.server.ts'
import { localStorefrontFile, sharedDatabase } from '../platform/shared-state.server.ts'
import type { MemberCredentials, UpstreamContext } from '../upstream/client.server.ts'
import type { Toast } from '../components/ui/toasts.tsx'

export const SESSION_MAX_AGE_SECONDS = 28_800 // spec §9: 8 hours

/**
 * What the session holds. A feature adds its own keys where its data is typed, by augmenting this
 * interface (`declare module '~/session/session.server.ts'`), so this module imports no feature.
 */
export interface SessionData {
  member: MemberCredentials & { name: string; surname: string }
  /** The quote drafts this browser session started (newest last); others are refused. */
  quoteIds?: string[]
  /** A random id that owns this session's quote drafts in the draft store. */
  quoteOwner?: string
}
interface SessionFlashData {
  toast: Toast
}

const dataDir = config.dataDir

/** SESSION_SECRET is a comma-separated list: the first signs, all verify, so secrets can rotate. */
function sessionSecrets(): string[] {
  if (config.sessionSecrets) return config.sessionSecrets
  if (config.isProduction) throw new Error('SESSION_SECRET must be set in production')
  // Outside production a generated secret is kept beside the data so restarts keep sessions.
  const file = path.join(dataDir, 'session-secret')
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return [readFileSync(file, 'utf8').trim()]
}

const database = sharedDatabase()
const store = database ? postgresSessionStore(database) : sqliteSessionStore(localStorefrontFile())

const sessionCookie = verifyingOnce(
  createCookie('oturum', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secrets: sessionSecrets(),
  }),
)

const sessionStorage = createSessionStorage<SessionData, SessionFlashData>({
  cookie: sessionCookie,
  createData: (data, expires) =>
    store.create(data, expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)),
  readData: (id) => store.read(id) as Promise<Partial<SessionData> | null>,
  updateData: (id, data, expires) =>
    store.update(id, data, expires ?? new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000)),
  deleteData: (id) => store.delete(id),
})

export type AppSession = Session<SessionData, SessionFlashData>

/** Whether the browser sent a session cookie at all (valid or not: nothing is read or checked). */
export const carriesSessionCookie = (request: Request) =>
  readCookies(request.headers.get('Cookie')).has(sessionCookie.name)

export const getSession = (request: Request) =>
  sessionStorage.getSession(request.headers.get('Cookie'))
export const commitSession = (session: AppSession) => sessionStorage.commitSession(session)
export const destroySession = (session: AppSession) => sessionStorage.destroySession(session)

/** The upstream context of this request: the member's credentials if logged in, and the visitor. */
export async function upstreamContext(
  { request, context }: RequestArgs,
  session?: AppSession,
): Promise<UpstreamContext> {
  const current = session ?? (await getSession(request))
  const member = current.get('member')
  return {
    member: member
      ? { accessToken: member.accessToken, source: member.source, uid: member.uid }
      : null,
    visitor: context.get(visitorContext),
  }
}

/** Redirects with a toast that survives the redirect, with or without JavaScript. */
export async function redirectWithToast(url: string, toast: Toast, request: Request) {
  const session = await getSession(request)
  session.flash('toast', toast)
  return redirect(url, { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** A new, empty session, as after logging out. */
export const freshSession = () => sessionStorage.getSession()

/**
 * The same data under a new session id, the old id deleted: once a login or a verified phone
 * makes the session worth more, an id someone planted or saw before it is worth nothing.
 */
export async function rotateSession(session: AppSession): Promise<AppSession> {
  await sessionStorage.destroySession(session)
  // The Session API reads every key as possibly absent; createSession only asks for the keys' types.
  return createSession<SessionData, SessionFlashData>(session.data as SessionData)
}

/** A new password ends the member's other sessions, on every storefront process. */
export const endOtherMemberSessions = (uid: string, current: AppSession) =>
  store.deleteMemberSessions(uid, current.id)
