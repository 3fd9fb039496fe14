import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { AgencyDb } from '../db/database.ts'
import { DeliveryFailed, type Messenger } from '../delivery/messenger.ts'
import { latestOutbox, outboxAttachment } from '../delivery/outbox.ts'
import { fail, ok, readBody, visitorIp, type Body, type Caller } from '../http.ts'
import { markPhoneVerified, pendingSignUp } from '../members/store.ts'
import { MEMBER_PHONE_CHANGE } from '../members/phone-change.ts'
import {
  cleanGsm,
  isPassportNumber,
  passportLines,
  isTckn,
  isTrue,
  isVkn,
} from '../rules/identity.ts'
import { lineOfQueryType } from '../rules/product-lines.ts'
import {
  contentVersions,
  recordSendUnlessRefused,
  storeCode,
  type SendHistory,
} from '../verification/store.ts'
import { codeMessages, hashCode, spendCode } from '../verification/codes.ts'
import type { SmsLimits } from '../verification/sms-limits.ts'

type Env = { Variables: { caller: Caller } }

export const authMessages = {
  sent: 'Doğrulama kodu telefonunuza gönderildi.',
  verified: 'Telefon numaranız doğrulandı.',
  badRequest: 'Lütfen bilgilerinizi kontrol edip tekrar deneyin.',
  consentsRequired:
    'Devam etmek için gizlilik politikasını ve aydınlatma metnini onaylamanız gerekiyor.',
  phoneInterval: (seconds: number) =>
    `Yeni kod isteyebilmeniz için lütfen ${seconds} saniye bekleyin.`,
  phoneDaily:
    'Bu telefon numarasına bugün gönderilebilecek doğrulama kodu sınırına ulaşıldı. Lütfen yarın tekrar deneyin.',
  ipHourly:
    'Bu bağlantıdan çok fazla doğrulama kodu istendi. Lütfen bir saat sonra tekrar deneyin.',
  global: 'Şu anda doğrulama kodu gönderilemiyor. Lütfen biraz sonra tekrar deneyin.',
  ...codeMessages,
  notDelivered: 'Doğrulama kodu gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
} as const

/** İYS evidence keeps a phone's hash, which proves a consent without holding the number. */
export const recipientHash = (phone: string) => createHash('sha256').update(phone).digest('hex')

/** QueryType of a member verifying their own phone (login status 2001, a new sign-up). */
export const MEMBER_PHONE_VERIFICATION = 'uye'

/**
 * QueryType of a visitor verifying their phone to open a support request without an account
 * (spec §4 create-support mode). The phone is who they are here, so no national number is asked;
 * the texts are agreed to as on a quote entry.
 */
export const SUPPORT_PHONE_VERIFICATION = 'destek'

/** The texts a visitor agrees to on the entry form, by consent type. */
const consentTexts = {
  gizlilik: 'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
  aydinlatma: 'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
} as const
/** The electronic-message consent is the checkbox's own sentence; its version is kept here. */
export const ADVERTISEMENT_TEXT = { slug: 'ticari-elektronik-ileti-onayi', version: '1.0' }

/**
 * A member's code is bound to the sign-up it was sent for: a newer sign-up with the same phone
 * replaces the row, and the older code then verifies nothing. With no sign-up waiting the code is
 * bound to a fresh id no row holds, so it is stored and checked like any other but never matches.
 */
const signUpCode = (uid: string | undefined, code: string) => `${uid ?? randomUUID()}:${code}`

/**
 * What a visitor's code request lacks, if anything: an identifier (a T.C. kimlik or tax number,
 * a passport number on the lines that take one; none for a support request), a line, and the
 * privacy and data-processing texts agreed to.
 */
function visitorRequestRefusal(body: Body, queryType: string, knownLine: boolean) {
  const nationalNumber = (body.NationalNumber ?? '').trim()
  const forSupport = queryType === SUPPORT_PHONE_VERIFICATION
  const identifierOk =
    forSupport ||
    isTckn(nationalNumber) ||
    isVkn(nationalNumber) ||
    (passportLines.has(queryType) && isPassportNumber(nationalNumber))
  if (!identifierOk || !(forSupport || knownLine)) return authMessages.badRequest
  if (!isTrue(body.PrivacyPolicy) || !isTrue(body.OpenDataAgreement)) {
    return authMessages.consentsRequired
  }
  return null
}

/** The sending limit a new code would pass, with when the phone may have one if that is why. */
async function sendLimitRefusal(
  limits: SmsLimits,
  sent: SendHistory,
  send: { phone: string; ip: string; now: Date },
): Promise<{ message: string; resendAfterSeconds?: number } | null> {
  if (limits.phoneIntervalSeconds > 0) {
    const last = await sent.lastToPhone()
    const waited = last ? (send.now.getTime() - Date.parse(last)) / 1000 : Infinity
    if (waited < limits.phoneIntervalSeconds) {
      const wait = Math.ceil(limits.phoneIntervalSeconds - waited)
      return { message: authMessages.phoneInterval(wait), resendAfterSeconds: wait }
    }
  }
  if ((await sent.sentWithin('phone', send.phone, 86_400)) >= limits.phoneDailyLimit) {
    return { message: authMessages.phoneDaily }
  }
  if ((await sent.sentWithin('ip', send.ip, 3600)) >= limits.ipHourlyLimit) {
    return { message: authMessages.ipHourly }
  }
  if ((await sent.sentWithin(null, '', 3600)) >= limits.globalHourlyLimit) {
    return { message: authMessages.global }
  }
  return null
}

/**
 * The İYS evidence of a visitor's consents, kept with their code: the privacy and
 * data-processing texts in the versions shown, and the electronic-message consent given or not.
 */
async function consentEvidence(
  db: AgencyDb,
  given: {
    phone: string
    ip: string
    userAgent: string
    createdAt: string
    advertisement: boolean
  },
) {
  const versions = await contentVersions(db, Object.values(consentTexts))
  const versionOf = (slug: string) => versions.find((v) => v.slug === slug)?.version ?? '-'
  const evidence = (
    consentType: string,
    status: 'ONAY' | 'RET',
    text: { slug: string; version: string },
  ) => ({
    recipient: recipientHash(given.phone),
    channel: 'SMS',
    source: 'web',
    status,
    consent_type: consentType,
    text_slug: text.slug,
    text_version: text.version,
    ip: given.ip,
    user_agent: given.userAgent,
    created_at: given.createdAt,
  })
  return [
    evidence('gizlilik', 'ONAY', {
      slug: consentTexts.gizlilik,
      version: versionOf(consentTexts.gizlilik),
    }),
    evidence('aydinlatma', 'ONAY', {
      slug: consentTexts.aydinlatma,
      version: versionOf(consentTexts.aydinlatma),
    }),
    evidence('ticari-elektronik-ileti', given.advertisement ? 'ONAY' : 'RET', ADVERTISEMENT_TEXT),
  ]
}

/**
 * The auth service's SMS verification (spec §3, §4): /gecici-kod sends a code, /gecici-onay checks
 * it. Codes are random, stored only as salted hashes, expire, and allow a few guesses; sending is
 * limited per phone, per IP and overall so the form cannot be used to pump SMS. A right code of
 * QueryType 'uye' marks the member's phone verified.
 */
export function authService(
  db: AgencyDb,
  messenger: Messenger,
  { limits, agencyName }: { limits: SmsLimits; agencyName: string },
) {
  /** A new random code, stored hashed (`bound` to what it verifies) with its consents; the code. */
  async function storeNewCode(
    request: { phone: string; queryType: string; at: Date },
    bound: (code: string) => string,
    consents: Awaited<ReturnType<typeof consentEvidence>>,
  ) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const salt = randomBytes(16).toString('hex')
    await storeCode(
      db,
      {
        phone: request.phone,
        query_type: request.queryType,
        code_hash: hashCode(salt, bound(code)),
        salt,
        expires_at: new Date(request.at.getTime() + limits.codeTtlSeconds * 1000).toISOString(),
        consumed_at: null,
        created_at: request.at.toISOString(),
      },
      consents,
    )
    return code
  }

  /**
   * Sent once the code is stored, and outside the transaction: an operator's slow answer must not
   * hold the database. The send still counts against the limits when it fails. False then.
   */
  async function sendCode(phone: string, code: string) {
    try {
      await messenger.sms({
        phone,
        text: `${agencyName} doğrulama kodunuz: ${code}. Kod ${Math.round(limits.codeTtlSeconds / 60)} dakika geçerlidir; kimseyle paylaşmayın.`,
      })
      return true
    } catch (error) {
      if (error instanceof DeliveryFailed) return false
      throw error
    }
  }

  return new Hono<Env>()
    .post('/gecici-kod', async (c) => {
      const body = await readBody(c)
      const phone = cleanGsm(body.Phone)
      const line = lineOfQueryType(body.QueryType)
      const queryType = line ?? body.QueryType ?? ''
      const forMember = queryType === MEMBER_PHONE_VERIFICATION
      // A member's new phone: its code is spent by /change-phone with the member's token.
      const changingTo = queryType === MEMBER_PHONE_CHANGE
      if (!phone) return fail(c, 400, authMessages.badRequest)
      // A member's own phone: the member agreed to the texts when signing up. A phone with no
      // sign-up waiting is answered the same, its code never sent, so no one learns who is a member.
      const signUp = forMember ? await pendingSignUp(db, phone) : undefined
      const byVisitor = !forMember && !changingTo
      const invalid = byVisitor && visitorRequestRefusal(body, queryType, line !== null)
      if (invalid) return fail(c, 400, invalid)
      const ip = visitorIp(c)
      const now = new Date()
      const refusal = await recordSendUnlessRefused(db, { phone, ip, at: now }, (sent) =>
        sendLimitRefusal(limits, sent, { phone, ip, now }),
      )
      // The phone's minute not yet up: the answer says when a code can go out, so the storefront
      // can count down to it instead of claiming one was sent.
      if (refusal) {
        const wait = refusal.resendAfterSeconds
        return fail(
          c,
          429,
          refusal.message,
          wait === undefined ? {} : { Data: { ResendAfterSeconds: wait } },
        )
      }

      const consents = byVisitor
        ? await consentEvidence(db, {
            phone,
            ip,
            userAgent: c.req.header('user-agent') ?? '',
            createdAt: now.toISOString(),
            advertisement: isTrue(body.AdvertisementAgreement),
          })
        : []
      const code = await storeNewCode(
        { phone, queryType, at: now },
        (fresh) => (forMember ? signUpCode(signUp?.uid, fresh) : fresh),
        consents,
      )
      const sent = () =>
        ok(c, {
          Message: authMessages.sent,
          Messages: [authMessages.sent],
          Data: {
            ResendAfterSeconds: limits.phoneIntervalSeconds,
            ExpiresInSeconds: limits.codeTtlSeconds,
          },
        })
      if (forMember && !signUp) return sent()
      return (await sendCode(phone, code)) ? sent() : fail(c, 500, authMessages.notDelivered)
    })
    .post('/gecici-onay', async (c) => {
      const body = await readBody(c)
      const phone = cleanGsm(body.Gsm)
      if (!phone) return fail(c, 400, authMessages.wrongCode)
      // A quote's code is kept under its line, however the QueryType named it.
      const queryType = lineOfQueryType(body.QueryType) ?? body.QueryType ?? ''
      const signUp =
        queryType === MEMBER_PHONE_VERIFICATION ? await pendingSignUp(db, phone) : undefined
      const spent = await spendCode(
        db,
        {
          phone,
          queryType,
          given: body.SmsActivationCode ?? '',
          maxAttempts: limits.maxAttempts,
        },
        (code) => (queryType === MEMBER_PHONE_VERIFICATION ? signUpCode(signUp?.uid, code) : code),
      )
      if (!spent.ok) return fail(c, spent.status, spent.message)
      if (signUp) await markPhoneVerified(db, signUp.uid)
      return ok(c, { Message: authMessages.verified, Messages: [authMessages.verified] })
    })
}

/** Demo mode's outbox: what the back office "sent", newest first, and an e-mail's attachment. */
export function demoService(db: AgencyDb) {
  return new Hono<Env>()
    .post('/outbox/attachment', async (c) => {
      const body = await readBody(c)
      const row = await outboxAttachment(db, Number(body.Id) || 0)
      if (!row?.attachment_data) return fail(c, 404, 'Ek bulunamadı.')
      return c.body(new Uint8Array(Buffer.from(row.attachment_data, 'base64')), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${row.attachment_name ?? 'ek.pdf'}"`,
      })
    })
    .post('/outbox', async (c) => {
      const rows = await latestOutbox(db, 100)
      return ok(c, {
        Results: rows.map((r) => ({
          Id: r.id,
          Channel: r.channel,
          Recipient: r.recipient,
          Body: r.body,
          AttachmentName: r.attachment_name ?? null,
          CreatedAt: r.created_at,
        })),
      })
    })
}
