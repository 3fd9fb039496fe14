import { createHmac, randomBytes } from 'node:crypto'
import type { AgencyDb } from '../db/database.ts'
import { sameSecret } from '../http.ts'

/** How long the link in a policy e-mail downloads the policy again. */
export const POLICY_LINK_DAYS = 30

const PURPOSE = 'policy-download'

/** The key policy links are signed with, made once and shared by every backend process. */
async function linkKey(db: AgencyDb): Promise<string> {
  await db
    .insertInto('signing_keys')
    .values({ purpose: PURPOSE, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('purpose').doNothing())
    .execute()
  const row = await db
    .selectFrom('signing_keys')
    .select('secret')
    .where('purpose', '=', PURPOSE)
    .executeTakeFirstOrThrow()
  return row.secret
}

const signature = (key: string, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}|${payload}`).digest('base64url')

/**
 * A token for the policy's download link: its row id and the link's end, signed. It names no
 * person (no T.C. kimlik number, no phone), so it may stand in a URL path.
 */
export async function policyLinkToken(db: AgencyDb, policyId: number, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + POLICY_LINK_DAYS * 86_400
  const payload = `${policyId}.${expires}`
  return `${payload}.${signature(await linkKey(db), payload)}`
}

/** The policy id a token stands for, or null when it is forged, altered or expired. */
export async function policyOfLinkToken(
  db: AgencyDb,
  token: string | undefined,
  now = new Date(),
): Promise<number | null> {
  const parts = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/.exec(token ?? '')
  if (!parts) return null
  const [, id, expires, signed] = parts as unknown as [string, string, string, string]
  if (!sameSecret(signature(await linkKey(db), `${id}.${expires}`), signed)) return null
  return Number(expires) * 1000 > now.getTime() ? Number(id) : null
}
