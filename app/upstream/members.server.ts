import { z } from 'zod'
import {
  callUpstream,
  defineCall,
  envelope,
  listEnvelope,
  replyBody,
  upstreamMessages,
  type UpstreamContext,
  type UpstreamResult,
} from './client.server.ts'
import { declareCall, noFields } from './call-registry.ts'
import { withdrawalException } from './withdrawal.server.ts'

// The provider's member calls (spec §7, auth base, JSON). Login-type calls answer with a
// StatusCode (or, with MFA, a Success) that decides the flow, so they use callUpstream and leave
// the reading to the caller.

const preloginKey = z.object({ Guid: z.string(), Key: z.string() })

/**
 * Spec §3 Login response: Token, Name, Surname, UsedOneTimePassword, UId, StatusCode, Messages.
 * Which of Data's fields are there depends on the StatusCode (2008 brings UId and an access token
 * good for the password change only), so each is optional here and checked where it is used.
 */
const loginData = z.object({
  Token: z.string().optional(),
  Source: z.string().optional(),
  Name: z.string().optional(),
  Surname: z.string().optional(),
  UsedOneTimePassword: z.boolean().optional(),
  UId: z.string().optional(),
})
export const loginReply = envelope(loginData)

/**
 * Spec §3 MFA login response: Success, SessionToken, Source, Name, Surname, Message. There is no
 * StatusCode: Success alone decides. UsedOneTimePassword is read when the provider sends it.
 */
export const mfaLoginReply = z.object({
  Success: z.boolean(),
  SessionToken: z.string().nullish(),
  Source: z.string().nullish(),
  Name: z.string().nullish(),
  Surname: z.string().nullish(),
  Message: z.string().nullish(),
  UsedOneTimePassword: z.boolean().optional(),
})

/** Spec §3 Login: the phone as digits, the password encrypted with the pre-login key, its Guid. */
const loginRequest = z.object({
  Username: z.string(),
  Password: z.string(),
  Guid: z.string(),
  DeviceId: z.string().optional(),
})
export type LoginRequest = z.output<typeof loginRequest>

const memberProfile = z.object({
  UId: z.string(),
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  Phone: z.string(),
  NationalNumber: z.string(),
  Birthdate: z.string().nullable(),
  Gender: z.string().nullable(),
  CityCode: z.number().nullable(),
  CountyCode: z.number().nullable(),
  AdvertisementAgreement: z.boolean(),
})

/** Spec §3 Register, field for field. */
const registerRequest = z.object({
  CityCode: z.number(),
  CountyCode: z.number(),
  Email: z.string(),
  NationalNumber: z.string(),
  Name: z.string(),
  Surname: z.string(),
  /** Encrypted with the pre-login key, as the login's. */
  Password: z.string(),
  Phone: z.string(),
  /** DD.MM.YYYY, like every date the provider takes (YYYY-MM-DD is turned into it). */
  Birthdate: z.string(),
  Gender: z.string(),
  AdvertisementAgreement: z.boolean(),
  PrivacyAgreement: z.boolean(),
  OpenDataAgreement: z.boolean(),
  Guid: z.string(),
})
export type RegisterRequest = z.output<typeof registerRequest>

/**
 * Spec §3 Change password: OldPassword, AccessToken, NewPassword, RetryPassword, UId. A member's
 * change goes with their token and UId (taken from the context when not given); an expired
 * password's goes with the public credential, the UId and the access token of the 2008 answer.
 */
const passwordChangeRequest = z.object({
  OldPassword: z.string(),
  NewPassword: z.string(),
  RetryPassword: z.string(),
  UId: z.string().optional(),
  AccessToken: z.string().optional(),
})
export type PasswordChangeRequest = z.output<typeof passwordChangeRequest>

const passwordErrors = z.object({
  errors: z
    .object({
      NewPassword: z.array(z.string()).optional(),
      RetryPassword: z.array(z.string()).optional(),
    })
    .optional(),
})
const passwordChangeReply = envelope(passwordErrors)

const preloginKeyReply = envelope(preloginKey)

/** Spec §7 login helper 1: the key comes only with StatusCode 200. */
export const preloginKeyStatus = { ok: 200 } as const

export const getPreloginKey = defineCall({
  service: 'auth',
  path: '/prelogin-key',
  json: true,
  request: noFields,
  reply: preloginKeyReply,
  spec: '§3 Pre-login key response; §7 login helper 1',
  statusCodes: preloginKeyStatus,
})

export type PreloginKey = { ok: true; guid: string; key: string } | { ok: false; message: string }

/**
 * Login helper 1 (spec §7): a key only with StatusCode 200; any other answer is a refusal whose
 * message the provider gives (spec §8 "Failed pre-login key"), or ours when it gives none.
 */
export function readPreloginKey(result: UpstreamResult<unknown>): PreloginKey {
  const body = replyBody(result, preloginKeyReply)
  if (result.ok && body?.StatusCode === preloginKeyStatus.ok && body.Data) {
    return { ok: true, guid: body.Data.Guid, key: body.Data.Key }
  }
  const message = body?.Messages?.find((m) => m.trim()) ?? body?.Message?.trim()
  return { ok: false, message: message || (result.ok ? upstreamMessages.http : result.message) }
}

/** Spec §4: what the login call's StatusCode means. */
export const loginStatus = {
  success: 2000,
  phoneUnverified: 2001,
  mfaRequired: 2004,
  passwordExpired: 2008,
  locked: 2009,
} as const

const loginCall = declareCall({
  service: 'auth',
  path: '/login',
  json: true,
  request: loginRequest,
  reply: loginReply,
  spec: '§3 Login, Login response; §4 (StatusCode); §7 login helper 2',
  statusCodes: loginStatus,
})

const mfaLoginCall = declareCall({
  ...loginCall,
  request: loginRequest.extend({ MfaControl: z.literal(true), MfaCode: z.string() }),
  reply: mfaLoginReply,
  spec: '§3 Login with MFA, MFA login response; §7 login helper 4',
})

/** Login helper 2: the answer's StatusCode decides (spec §4), read with loginReply. */
export const login = (request: LoginRequest, context: UpstreamContext) =>
  callUpstream({ ...loginCall, body: { ...request } }, context)

/** Login helper 4: the login again with MfaControl and the SMS code; Success decides. */
export const loginWithMfa = (
  request: LoginRequest & { MfaCode: string },
  context: UpstreamContext,
) => callUpstream({ ...mfaLoginCall, body: { ...request, MfaControl: true } }, context)

/** The member's claims behind the context's token (their profile), or a 401 failure. */
export const getUserClaims = defineCall({
  service: 'auth',
  path: '/get-user-claims',
  json: true,
  request: noFields,
  reply: envelope(memberProfile),
  spec: '§7 (AccessToken, added to every member call)',
})

/** Login helper 3, token validation: the session user a new token belongs to, or a 401 failure. */
export const getSecurityToken = defineCall({
  service: 'auth',
  path: '/get-security-token',
  json: true,
  request: noFields,
  reply: envelope(memberProfile),
  spec: '§7 login helper 3 (AccessToken, added to every member call)',
})

const logoutCall = declareCall({
  service: 'auth',
  path: '/logout',
  json: true,
  request: noFields,
  reply: envelope(),
})

export const logout = (context: UpstreamContext) => callUpstream(logoutCall, context)

/** YYYY-MM-DD → DD.MM.YYYY; a date already in the spec's form is sent as it is. */
const dottedDate = (date: string) =>
  date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, (_, year, month, day) => `${day}.${month}.${year}`)

export const register = defineCall(
  {
    service: 'auth',
    path: '/register',
    json: true,
    request: registerRequest,
    reply: envelope(z.object({ UId: z.string() })),
    spec: '§3 Register; §7 (base 4)',
  },
  (request: RegisterRequest) => ({ ...request, Birthdate: dottedDate(request.Birthdate) }),
)

export const forgotPassword = defineCall(
  {
    service: 'auth',
    path: '/forgot-password',
    json: true,
    request: z.object({ Gsm: z.string(), NationalNumber: z.string() }),
    reply: envelope(),
    spec: '§3 Forgot password; §7 (base 4)',
  },
  (request: { Gsm: string; NationalNumber: string }) => request,
)

/** Spec §8: 4000 success, 4001 wrong old password (message), 4002 Data.errors per field. */
const passwordChangeStatus = { changed: 4000, refused: 4001, fieldErrors: 4002 } as const

const changePasswordCall = declareCall({
  service: 'auth',
  path: '/change-password',
  json: true,
  request: passwordChangeRequest,
  reply: passwordChangeReply,
  spec: '§3 Change password, Password-change response; §7 login helper 5; §8 (4000–4002)',
  statusCodes: passwordChangeStatus,
})

export const changePassword = (request: PasswordChangeRequest, context: UpstreamContext) =>
  callUpstream({ ...changePasswordCall, body: { UId: context.member?.uid, ...request } }, context)

export type PasswordChangeOutcome =
  { changed: true } | { changed: false; fieldErrors: string[]; message: string }

/**
 * What a password change came to (spec §8): 4000 changed; 4002 the field errors, each shown on
 * its own; anything else one message (the provider's for 4001, ours after a fault).
 */
export function readPasswordChange(result: UpstreamResult<unknown>): PasswordChangeOutcome {
  const body = replyBody(result, passwordChangeReply)
  if (body?.StatusCode === passwordChangeStatus.changed) return { changed: true }
  const errors =
    body?.StatusCode === passwordChangeStatus.fieldErrors ? body.Data?.errors : undefined
  const fieldErrors = [...(errors?.NewPassword ?? []), ...(errors?.RetryPassword ?? [])]
  const message =
    body?.Messages?.find((m) => m.trim()) ??
    (result.ok ? 'Şifreniz değiştirilemedi.' : result.message)
  return { changed: false, fieldErrors, message }
}

const profileUpdate = z.object({
  Name: z.string(),
  Surname: z.string(),
  Email: z.string(),
  CityCode: z.number(),
  CountyCode: z.number(),
  AdvertisementAgreement: z.boolean(),
})
export type ProfileUpdate = z.output<typeof profileUpdate>

export const updateProfile = defineCall(
  {
    service: 'common',
    path: '/api/musteri/guncelle',
    request: profileUpdate,
    reply: envelope(),
    spec: '§7 (payload not shown there)',
  },
  (update: ProfileUpdate) => ({ ...update }),
)

const policy = z.object({
  Id: z.number(),
  ProductKey: z.string(),
  InsurerName: z.string(),
  PolicyNumber: z.string(),
  StartsOn: z.string(),
  EndsOn: z.string(),
  Premium: z.string(),
  /** Whether the print service has its PDF (Type policy, by PolicyNumber for its owner). */
  Printable: z.boolean().default(false),
  /** The 14-day right of withdrawal: its last day (DD.MM.YYYY), whether it is open today. */
  WithdrawalLastDay: z.string().nullish(),
  Withdrawable: z.boolean().default(false),
  WithdrawalException: withdrawalException.nullish(),
  /** The day it was withdrawn (DD.MM.YYYY) and the refund it gave, as Premium is written. */
  WithdrawnOn: z.string().nullish(),
  Refund: z.string().nullish(),
  /**
   * A phone policy's device purchase date (DD.MM.YYYY) as its quote was opened with, which a
   * renewal carries (decision 081). Optional for a provider: without it Poliçelerim offers
   * "Yenile" and the renewal's start, which reads the carried fields, says why when it cannot.
   */
  SatinAlmaTarihi: z.string().nullish(),
  /** A pet policy's birth date (DD.MM.YYYY) as the renewal carries it, likewise (decision 082). */
  HayvanDogumTarihi: z.string().nullish(),
  /**
   * True where no insurer would quote the policy's renewal today for the insured persons' ages
   * (a health policy whose every insured person is past every insurer's limit; decision 083).
   * Optional for a provider: without it Poliçelerim offers "Yenile" as before.
   */
  YasSiniriAsildi: z.boolean().nullish(),
})

export const listPolicies = defineCall({
  service: 'common',
  path: '/api/musteri/policeler',
  request: noFields,
  reply: listEnvelope(policy),
  spec: '§7 (lookup loaders: the policies list); §3 (the user’s own policies)',
})

const phoneChangeReply = envelope(
  z.object({ Field: z.enum(['Phone', 'Password', 'SmsActivationCode']).optional() }),
)

const changePhoneCall = declareCall({
  service: 'auth',
  path: '/change-phone',
  json: true,
  request: z.object({ Phone: z.string(), SmsActivationCode: z.string(), Password: z.string() }),
  reply: phoneChangeReply,
})

/**
 * Moves the member's login to the phone whose code they were sent (QueryType
 * `telefon-degisikligi`), with their current password; read with `readPhoneChange`.
 */
export const changePhone = (
  request: { Phone: string; SmsActivationCode: string; Password: string },
  context: UpstreamContext,
) => callUpstream({ ...changePhoneCall, body: { ...request } }, context)

export type PhoneChangeOutcome =
  | { changed: true; message: string }
  | { changed: false; field: 'Phone' | 'Password' | 'SmsActivationCode' | null; message: string }

/** A refusal names the field it belongs to (`Data.Field`), so the page shows it there. */
export function readPhoneChange(result: UpstreamResult<unknown>): PhoneChangeOutcome {
  const body = replyBody(result, phoneChangeReply)
  const message = body?.Messages?.find((m) => m.trim())
  if (result.ok)
    return { changed: true, message: message ?? 'Cep telefonu numaranız değiştirildi.' }
  return { changed: false, field: body?.Data?.Field ?? null, message: message ?? result.message }
}
