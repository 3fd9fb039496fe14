import { createHmac, randomBytes } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import { sameSecret } from '../http.ts'

/** How long the link in a policy e-mail downloads the policy again. */
export const POLICY_LINK_DAYS = 30

/**
 * What a signed policy link does: download (and withdraw) from the policy e-mail, renew from a
 * renewal reminder. Each has its own key, so one link's token never stands for another.
 */
export type PolicyLinkPurpose = 'policy-download' | 'policy-renewal'

/** The key policy links of a purpose are signed with, made once and shared by every process. */
async function linkKey(db: AgencyDb, purpose: PolicyLinkPurpose): Promise<string> {
  await db
    .insertInto('signing_keys')
    .values({ purpose, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('purpose').doNothing())
    .execute()
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', purpose)
    .executeTakeFirstOrThrow()
  return row.secret
}

const signature = (key: string, purpose: PolicyLinkPurpose, payload: string) =>
  createHmac('sha256', key).update(`${purpose}|${payload}`).digest('base64url')

/**
 * A token for one of a policy's links: its row id and the link's end (Unix seconds), signed. It
 * names no person (no T.C. kimlik number, no phone), so it may stand in a URL path.
 */
export async function signedPolicyToken(
  db: AgencyDb,
  purpose: PolicyLinkPurpose,
  policyId: number,
  expires: Date,
) {
  const payload = `${policyId}.${Math.floor(expires.getTime() / 1000)}`
  return `${payload}.${signature(await linkKey(db, purpose), purpose, payload)}`
}

/** The policy id a token of `purpose` stands for, or null when forged, altered or expired. */
export async function policyOfSignedToken(
  db: AgencyDb,
  purpose: PolicyLinkPurpose,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  const parts = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '')
  if (!parts) return null
  const [, id, expires, signed] = parts
  if (!id || !expires || !signed) return null
  if (!sameSecret(signature(await linkKey(db, purpose), purpose, `${id}.${expires}`), signed)) {
    return null
  }
  return Number(expires) * 1000 > now.getTime() ? Number(id) : null
}

/** The policy e-mail's download link token, valid for POLICY_LINK_DAYS. */
export const policyLinkToken = (db: AgencyDb, policyId: number, now = new Date()) =>
  signedPolicyToken(
    db,
    'policy-download',
    policyId,
    new Date(now.getTime() + POLICY_LINK_DAYS * 86_400_000),
  )

/** The policy id a download link's token stands for, or null. */
export const policyOfLinkToken = (db: AgencyDb, token: string | undefined, now = new Date()) =>
  policyOfSignedToken(db, 'policy-download', token, now)
