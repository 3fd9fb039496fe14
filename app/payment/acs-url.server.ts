import { config, type Config } from '~/platform/config.server.ts'

const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The ACS address the browser is sent to, or null when none may be. The built-in bank listens on
 * loopback only, so the storefront serves it under its own origin, in demo and production alike
 * (decisions 008 and 028); any other loopback address would leave the payer on a page that cannot
 * open, so it is never handed to a browser.
 */
export function browserAcsUrl(
  acsUrl: string,
  { builtInBank, builtInBackendUrl }: Pick<Config, 'builtInBank' | 'builtInBackendUrl'> = config,
): string | null {
  const bank = `${builtInBackendUrl}/bank/`
  if (builtInBank && acsUrl.startsWith(bank)) return `/demo/banka/${acsUrl.slice(bank.length)}`
  try {
    return loopbackHost.test(new URL(acsUrl).hostname) ? null : acsUrl
  } catch {
    return null
  }
}
