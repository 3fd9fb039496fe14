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
