import type { Insertable } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { findMemberById } from '../members/store.ts'

// The support requests' data: each request with its thread of messages, and the contact form's
// messages.

/** A file attached to a message, as checked by the support service. */
export interface StoredAttachment {
  name: string
  type: string
  /** Base64. */
  data: string
}

/** A message the member wrote on their request, with the file they attached, if any. */
const addMemberMessage = (
  db: AgencyDb,
  requestId: number,
  message: string,
  attachment: StoredAttachment | null,
  at: string,
) =>
  db
    .insertInto('support_messages')
    .values({
      request_id: requestId,
      author: 'member',
      body: message,
      attachment_name: attachment?.name ?? null,
      attachment_type: attachment?.type ?? null,
      attachment_data: attachment?.data ?? null,
      created_at: at,
    })
    .execute()

/**
 * A new open request with its first message; its id. Two inserts: the caller runs them in a
 * transaction (`trx`), with whatever else belongs to the request (a claim's file).
 */
export async function insertRequest(
  trx: AgencyDb,
  request: {
    memberId: number | null
    phone: string | null
    typeId: number
    subject: string
    policyNumber: string | null
  },
  message: string,
  attachment: StoredAttachment | null,
  at: string,
) {
  const created = await trx
    .insertInto('support_requests')
    .values({
      member_id: request.memberId,
      phone: request.phone,
      type_id: request.typeId,
      status_id: 1,
      subject: request.subject,
      policy_number: request.policyNumber,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await addMemberMessage(trx, created.id, message, attachment, at)
  return created.id
}

/** The member's reply, which puts the request back in the agency's queue. */
export async function addMemberReply(
  db: AgencyDb,
  requestId: number,
  message: string,
  attachment: StoredAttachment | null,
  at: string,
) {
  await addMemberMessage(db, requestId, message, attachment, at)
  await db
    .updateTable('support_requests')
    .set({ status_id: 1, updated_at: at })
    .where('id', '=', requestId)
    .execute()
}

/** Requests opened with the member's phone, verified, become the member's own. */
export async function claimRequestsByPhone(db: AgencyDb, memberId: number) {
  const owner = await findMemberById(db, memberId)
  if (owner?.phone_verified !== 1) return
  await db
    .updateTable('support_requests')
    .set({ member_id: memberId })
    .where('member_id', 'is', null)
    .where('phone', '=', owner.phone)
    .execute()
}

export const requestsOfMember = (db: AgencyDb, memberId: number) =>
  db
    .selectFrom('support_requests')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute()

export const ownRequest = (db: AgencyDb, memberId: number, id: number) =>
  db
    .selectFrom('support_requests')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst()

export const threadOf = (db: AgencyDb, requestId: number) =>
  db
    .selectFrom('support_messages')
    .select(['id', 'author', 'body', 'attachment_name', 'created_at'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute()

/** A contact-form message (Type ILETISIM) or a verification's note (SMSONAY), kept as sent. */
export const recordContactMessage = (
  db: AgencyDb,
  message: Omit<Insertable<AgencyDatabase['contact_messages']>, 'id' | 'created_at'>,
) =>
  db
    .insertInto('contact_messages')
    .values({ ...message, created_at: new Date().toISOString() })
    .execute()
