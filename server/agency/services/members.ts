import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import type { Messenger } from '../delivery/messenger.ts'
import type { Caller } from '../http.ts'
import { memberGuards, type MembersOptions } from './member-guards.ts'
import { memberLoginService } from './members-login.ts'
import { memberPasswordService } from './members-password.ts'
import { memberPhoneChangeService } from './members-phone-change.ts'
import { memberRegistrationService } from './members-registration.ts'

export { resolveMemberToken } from '../members/store.ts'
export type { MembersOptions } from './member-guards.ts'

type Env = { Variables: { caller: Caller } }

/**
 * The provider's auth service for members, as HTTP handlers: keys, login by status, tokens,
 * sign-up, passwords and the login phone, each concern in its own module, all counting attempts
 * against the same limits. The rules are in members/rules.ts, the data in members/store.ts.
 */
export function membersService(db: AgencyDb, messenger: Messenger, options: MembersOptions) {
  const guards = memberGuards(options)
  return new Hono<Env>()
    .route('/', memberLoginService(db, messenger, options, guards))
    .route('/', memberRegistrationService(db))
    .route('/', memberPasswordService(db, messenger, options, guards))
    .route('/', memberPhoneChangeService(db, messenger, options, guards))
}
