import { Hono, type Context } from 'hono'
import type { Selectable } from 'kysely'
import type { AgencyDb } from '../db/database.ts'
import type { AgencyDatabase } from '../db/schema.ts'
import { fail, ok, readBody, visitorIp, type Body, type Caller } from '../http.ts'
import {
  addMemberReply,
  claimRequestsByPhone,
  insertRequest,
  ownRequest,
  requestsOfMember,
  threadOf,
} from '../support/store.ts'
import { findMemberById, findMemberByPhone, recordedPolicy } from '../members/store.ts'
import { policyOfOwner, type ClaimSource } from '../aftercare/store.ts'
import type { Messenger } from '../delivery/messenger.ts'
import {
  CLAIM_REQUEST_TYPE,
  claimantPolicy,
  type ClaimReport,
  claimFileView,
  noSuchPolicy,
  readClaimReport,
  sendClaimFileNumber,
  unreportable,
} from '../aftercare/claim-files.ts'
import { verifiedVisitorPhone } from '../support/visitor-phone.ts'
import {
  claimIntakeMessages,
  submissionKeyOf,
  takeClaim,
  type ClaimLimits,
} from '../aftercare/claim-intake.ts'

type Env = { Variables: { caller: Caller } }

export const requestTypes = [
  { Id: 1, Text: 'Poliçe İşlemleri' },
  { Id: 2, Text: 'Hasar Bildirimi' },
  { Id: 3, Text: 'Ödeme ve Taksit' },
  { Id: 4, Text: 'Teklif ve Fiyat' },
  { Id: 5, Text: 'Üyelik ve Hesap' },
  { Id: 6, Text: 'Diğer' },
]

export const requestStatuses = [
  { Id: 1, Text: 'Açık' },
  { Id: 2, Text: 'İnceleniyor' },
  { Id: 3, Text: 'Yanıtlandı' },
  { Id: 4, Text: 'Kapandı' },
]

const attachmentKinds = [
  { extension: /\.pdf$/i, mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { extension: /\.jpe?g$/i, mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extension: /\.png$/i, mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
]
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024

const memberOnly = 'Bu işlem için giriş yapmalısınız.'
const phoneNotVerified = 'Destek talebi için önce telefonunuzu SMS ile doğrulayın.'
const chosenPolicyUnknown = 'Seçtiğiniz poliçe poliçeleriniz arasında bulunamadı.'
const messageLength = 'Mesaj 1 ile 4000 karakter arasında olmalıdır.'

/**
 * An attachment as the upload widget sends it: a file name and a base64 data URL. Only PDF, JPG
 * and PNG up to 2 MB, and the bytes must really be that kind of file.
 */
export function readAttachment(fileName: string | undefined, dataUrl: string | undefined) {
  if (!fileName && !dataUrl) return { ok: true as const, attachment: null }
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl ?? '')
  const kind = attachmentKinds.find((k) => k.extension.test(fileName ?? ''))
  if (!match || !kind || match[1] !== kind.mime) {
    return { ok: false as const, message: 'Yalnızca PDF, JPG veya PNG dosyası ekleyebilirsiniz.' }
  }
  const bytes = Buffer.from(match[2]!, 'base64')
  if (bytes.length > MAX_ATTACHMENT_BYTES) {
    return { ok: false as const, message: 'Dosya boyutu en fazla 2 MB olabilir.' }
  }
  if (!kind.magic.every((b, i) => bytes[i] === b)) {
    return { ok: false as const, message: 'Dosyanın içeriği uzantısıyla uyuşmuyor.' }
  }
  const safeName = (fileName ?? 'ek').replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120)
  return {
    ok: true as const,
    attachment: { name: safeName, type: kind.mime, data: match[2]! },
  }
}

/** A new request's type, subject, message and attachment as the form sent them, or what is wrong. */
function readRequestFields(body: Body) {
  const typeId = Number(body.RequestType)
  const subject = body.Subject?.trim() ?? ''
  const message = body.Message?.trim() ?? ''
  if (!requestTypes.some((t) => t.Id === typeId)) {
    return { ok: false as const, message: 'Talep türünü seçiniz.' }
  }
  if (!subject || subject.length > 150) {
    return { ok: false as const, message: 'Konu 1 ile 150 karakter arasında olmalıdır.' }
  }
  if (!message || message.length > 4000) return { ok: false as const, message: messageLength }
  const file = readAttachment(body.FileName, body.FileContent)
  if (!file.ok) return file
  return { ok: true as const, typeId, subject, message, attachment: file.attachment }
}

const statusText = (id: number) => requestStatuses.find((s) => s.Id === id)?.Text ?? ''
const typeText = (id: number) => requestTypes.find((t) => t.Id === id)?.Text ?? ''

/** What the request list and a request's own page both show of it. */
const requestSummary = (r: Selectable<AgencyDatabase['support_requests']>) => ({
  Id: r.id,
  Subject: r.subject,
  TypeId: r.type_id,
  TypeText: typeText(r.type_id),
  StatusId: r.status_id,
  StatusText: statusText(r.status_id),
  PolicyNumber: r.policy_number,
  CreatedAt: r.created_at,
})

/**
 * Whether a member's request may name this policy: one recorded for them, or one bought with
 * their T.C. kimlik number and phone (the policies Poliçelerim lists).
 */
async function isMembersPolicy(db: AgencyDb, memberId: number, policyNumber: string) {
  const member = await findMemberById(db, memberId)
  if (!member) return false
  const owner = { nationalNumber: member.national_number, phone: member.phone }
  return Boolean(
    (await recordedPolicy(db, memberId, policyNumber)) ??
    (await policyOfOwner(db, policyNumber, owner)),
  )
}

/**
 * Whether the reporter can follow a request in Destek Taleplerim now: a member, or a visitor
 * whose phone is a member's verified one (the request joins theirs as they list them).
 */
async function hasAccount(db: AgencyDb, phone: string | null, memberId: number | null) {
  if (memberId !== null) return true
  return phone !== null && (await findMemberByPhone(db, phone))?.phone_verified === 1
}

/**
 * Support requests (spec §7, /api/Destek/*, language tr-tr): a member's own, and a visitor's
 * whose phone an SMS code of QueryType 'destek' verified in the last 30 minutes (spec §4
 * create-support mode). A visitor's request is kept with the phone; the member who has that
 * phone (verified, as every member's is before the first login) finds it among their own.
 */
export function supportService(
  db: AgencyDb,
  messenger: Messenger,
  { agencyName, claimLimits }: { agencyName: string; claimLimits: ClaimLimits },
) {
  const member = (c: Context<Env>) => {
    const caller = c.get('caller')
    return caller.kind === 'member' ? caller.memberId : null
  }

  /**
   * A claim's request and its file, written together or neither; the file number goes to the
   * reporter's phone, unless the same report was already filed (a repeated submission).
   */
  async function fileClaim(
    c: Context<Env>,
    claim: { report: ClaimReport; source: ClaimSource },
    openRequest: (trx: AgencyDb) => Promise<number>,
  ) {
    const intake = await takeClaim(db, claim, claimLimits, openRequest)
    if (intake.kind === 'refused') return fail(c, intake.status, intake.message)
    const { id, fileNumber } = intake
    if (intake.kind === 'repeated') {
      return ok(c, {
        Data: { Id: id, FileNumber: fileNumber },
        Messages: [claimIntakeMessages.repeated(fileNumber)],
      })
    }
    await sendClaimFileNumber(messenger, {
      phone: claim.source.phone,
      agencyName,
      fileNumber,
      member: await hasAccount(db, claim.source.phone, member(c)),
    })
    return ok(c, {
      Data: { Id: id, FileNumber: fileNumber },
      Messages: [
        `Destek talebiniz alındı. Talep numaranız: ${id}. Hasar dosya numaranız: ${fileNumber}.`,
      ],
    })
  }

  return new Hono<Env>()
    .use('/api/Destek/*', async (c, next) => {
      // Spec §7: every support call carries `language` tr-tr, spelled so; this back office
      // speaks only Turkish and says so rather than guessing.
      const language = (await readBody(c)).language?.toLowerCase()
      if (language !== 'tr-tr') return fail(c, 400, 'Desteklenmeyen dil: language tr-tr olmalıdır.')
      return next()
    })
    .post('/api/Destek/request-types', (c) => ok(c, { Results: requestTypes }))
    .post('/api/Destek/request-statuses', (c) => ok(c, { Results: requestStatuses }))
    .post('/api/Destek/request-add', async (c) => {
      const body = await readBody(c)
      const memberId = member(c)
      const visitorPhone = memberId ? null : await verifiedVisitorPhone(db, body.Phone)
      if (!memberId && !visitorPhone) {
        return body.Phone ? fail(c, 403, phoneNotVerified) : fail(c, 401, memberOnly)
      }
      const fields = readRequestFields(body)
      if (!fields.ok) return fail(c, 400, fields.message)
      const { typeId, subject, message, attachment } = fields
      const claim = typeId === CLAIM_REQUEST_TYPE
      // A claim is reported on a policy of the reporter's, with its report checked field by field.
      const policy = claim
        ? await claimantPolicy(db, body, { caller: c.get('caller'), visitorPhone })
        : null
      if (claim && !policy) return fail(c, 404, noSuchPolicy)
      const refusal = policy && unreportable(policy)
      if (refusal) return fail(c, 409, refusal)
      const report = policy && (await readClaimReport(db, body, policy))
      if (report && !report.ok) return fail(c, 400, report.message)
      // Any other request of a member's may name one of their policies; a visitor's names none.
      const named = claim ? '' : (body.PolicyNumber?.trim() ?? '')
      if (named && !(memberId && (await isMembersPolicy(db, memberId, named)))) {
        return fail(c, 404, chosenPolicyUnknown)
      }
      const policyNumber = policy?.policy_number ?? (named || null)
      const openRequest = (trx: AgencyDb) =>
        insertRequest(
          trx,
          { memberId, phone: visitorPhone, typeId, subject, policyNumber },
          message,
          attachment,
          new Date().toISOString(),
        )
      if (!report) {
        const id = await openRequest(db)
        return ok(c, {
          Data: { Id: id },
          Messages: [`Destek talebiniz alındı. Talep numaranız: ${id}.`],
        })
      }
      const phone = visitorPhone ?? (await findMemberById(db, memberId!))?.phone ?? null
      const source = { submissionKey: submissionKeyOf(body.SubmissionKey), phone, ip: visitorIp(c) }
      return fileClaim(c, { report: report.report, source }, openRequest)
    })
    .post('/api/Destek/request-list', async (c) => {
      const memberId = member(c)
      if (!memberId) return fail(c, 401, memberOnly)
      await claimRequestsByPhone(db, memberId)
      const rows = await requestsOfMember(db, memberId)
      return ok(c, {
        Results: rows.map((r) => ({ ...requestSummary(r), UpdatedAt: r.updated_at })),
      })
    })
    .post('/api/Destek/request-view', async (c) => {
      const memberId = member(c)
      if (!memberId) return fail(c, 401, memberOnly)
      await claimRequestsByPhone(db, memberId)
      const request = await ownRequest(db, memberId, Number((await readBody(c)).RequestId))
      if (!request) return fail(c, 404, 'Destek talebi bulunamadı.')
      const thread = await threadOf(db, request.id)
      return ok(c, {
        Data: {
          ...requestSummary(request),
          ...(await claimFileView(db, request.id)),
          Thread: thread.map((m) => ({
            Id: m.id,
            FromAgency: m.author === 'agency',
            Body: m.body,
            FileName: m.attachment_name,
            CreatedAt: m.created_at,
          })),
        },
      })
    })
    .post('/api/Destek/request-reply', async (c) => {
      const memberId = member(c)
      if (!memberId) return fail(c, 401, memberOnly)
      await claimRequestsByPhone(db, memberId)
      const body = await readBody(c)
      const request = await ownRequest(db, memberId, Number(body.RequestId))
      if (!request) return fail(c, 404, 'Destek talebi bulunamadı.')
      if (request.status_id === 4) return fail(c, 409, 'Kapanan taleplere yanıt yazılamaz.')
      const message = body.Message?.trim() ?? ''
      if (!message || message.length > 4000) return fail(c, 400, messageLength)
      const file = readAttachment(body.FileName, body.FileContent)
      if (!file.ok) return fail(c, 400, file.message)
      await addMemberReply(db, request.id, message, file.attachment, new Date().toISOString())
      return ok(c, { Messages: ['Yanıtınız gönderildi.'] })
    })
}
