import {
  callEnvelope,
  callUpstream,
  type ProviderEnvelope,
  type UpstreamContext,
} from './client.server.ts'

// The provider's member calls (spec §7, auth base, JSON). Login-type calls answer with a
// StatusCode that decides the flow, so they use callUpstream and leave the reading to the caller.

export interface PreloginKey {
  Guid: string
  Key: string
}

export interface LoginData {
  Token: string
  Source: string
  Name: string
  Surname: string
  UsedOneTimePassword: boolean
  UId: string
}

/** Spec §3 MFA login response. */
export interface MfaLoginResponse {
  Success: boolean
  StatusCode?: number
  SessionToken?: string
  Source?: string
  Name?: string
  Surname?: string
  UsedOneTimePassword?: boolean
  UId?: string
  Message?: string
  Messages?: string[]
}

export interface LoginRequest {
  Username: string
  Password: string
  Guid: string
  DeviceId?: string
  MfaControl?: boolean
  MfaCode?: string
}

export interface MemberProfile {
  UId: string
  Name: string
  Surname: string
  Email: string
  Phone: string
  NationalNumber: string
  Birthdate: string | null
  Gender: string | null
  CityCode: number | null
  CountyCode: number | null
  AdvertisementAgreement: boolean
}

export interface RegisterRequest {
  CityCode: number
  CountyCode: number
  Email: string
  NationalNumber: string
  Name: string
  Surname: string
  Password: string
  Phone: string
  Birthdate: string
  Gender: string
  AdvertisementAgreement: boolean
  PrivacyAgreement: boolean
  OpenDataAgreement: boolean
  Guid: string
}

export interface PasswordChangeRequest {
  OldPassword: string
  NewPassword: string
  RetryPassword: string
  UId?: string
}

export interface PasswordErrors {
  errors?: { NewPassword?: string[]; RetryPassword?: string[] }
}

export const getPreloginKey = (context: UpstreamContext) =>
  callEnvelope<PreloginKey>({ service: 'auth', path: '/prelogin-key', json: true }, context)

/** The login answer: the enveloped form, or the MFA form when MfaControl was sent. */
export type LoginResponse = ProviderEnvelope<LoginData> & MfaLoginResponse

export const login = (request: LoginRequest, context: UpstreamContext) =>
  callUpstream<LoginResponse>(
    { service: 'auth', path: '/login', json: true, body: { ...request } },
    context,
  )

/** Token validation: the member behind the context's token, or a 401 failure. */
export const getUserClaims = (context: UpstreamContext) =>
  callEnvelope<MemberProfile>({ service: 'auth', path: '/get-user-claims', json: true }, context)

export const getSecurityToken = (context: UpstreamContext) =>
  callEnvelope<MemberProfile>({ service: 'auth', path: '/get-security-token', json: true }, context)

export const logout = (context: UpstreamContext) =>
  callUpstream({ service: 'auth', path: '/logout', json: true }, context)

export const register = (request: RegisterRequest, context: UpstreamContext) =>
  callEnvelope<{ UId: string }>(
    { service: 'auth', path: '/register', json: true, body: { ...request } },
    context,
  )

export const forgotPassword = (
  request: { Gsm: string; NationalNumber: string },
  context: UpstreamContext,
) => callEnvelope({ service: 'auth', path: '/forgot-password', json: true, body: request }, context)

/** 4000 success, 4001 wrong old password (message), 4002 Data.errors per field (spec §8). */
export const changePassword = (request: PasswordChangeRequest, context: UpstreamContext) =>
  callUpstream<ProviderEnvelope<PasswordErrors>>(
    { service: 'auth', path: '/change-password', json: true, body: { ...request } },
    context,
  )

export interface ProfileUpdate {
  Name: string
  Surname: string
  Email: string
  CityCode: number
  CountyCode: number
  AdvertisementAgreement: boolean
}

export const updateProfile = (update: ProfileUpdate, context: UpstreamContext) =>
  callEnvelope({ service: 'common', path: '/api/musteri/guncelle', body: { ...update } }, context)

export interface Policy {
  Id: number
  ProductKey: string
  InsurerName: string
  PolicyNumber: string
  StartsOn: string
  EndsOn: string
  Premium: string
}

export const listPolicies = (context: UpstreamContext) =>
  callEnvelope<never, Policy>({ service: 'common', path: '/api/musteri/policeler' }, context)
