import type { LoginRequest } from '~/upstream/members.server.ts'

/**
 * A login as the storefront sends it: a fresh pre-login key, the password encrypted with it.
 * Call it after agencyForFile (or pointStorefrontAt): the client reads the backend's address as
 * it loads.
 */
export async function loginRequest(
  phone: string,
  password: string,
  DeviceId: string,
): Promise<LoginRequest> {
  const members = await import('~/upstream/members.server.ts')
  const { encryptWithPassphrase } = await import('~/utils/passphrase-aes.server.ts')
  const key = await members.getPreloginKey({ member: null })
  if (!key.ok || !key.body.Data) throw new Error('no pre-login key')
  return {
    Username: phone,
    Password: encryptWithPassphrase(password, key.body.Data.Key),
    Guid: key.body.Data.Guid,
    DeviceId,
  }
}

/** A demo member logged in (a login of status 2000), as the storefront calls the provider for them. */
export async function loggedInMember(phone: string, password = 'Demo1234') {
  const members = await import('~/upstream/members.server.ts')
  const reply = await members.login(await loginRequest(phone, password, 'sonrasi-cihazi-01'), {
    member: null,
  })
  const data = members.loginReply.parse(reply.ok ? reply.body : null).Data
  if (!data?.Token || !data.Source) throw new Error(`no login for ${phone}`)
  return { member: { accessToken: data.Token, source: data.Source } }
}
