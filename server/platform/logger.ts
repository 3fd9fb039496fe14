import pino from 'pino'
import { currentRequestId } from './request-id.ts'

// Field names under which identities, secrets and card data travel; pino blanks them wherever they nest.
const sensitiveKeys = [
  'NationalNumber',
  'TCKN',
  'Phone',
  'Gsm',
  'Username',
  'Password',
  'OldPassword',
  'NewPassword',
  'RetryPassword',
  'newpass',
  'newpassrepeat',
  'SmsActivationCode',
  'MfaCode',
  'AccessToken',
  'Token',
  'SessionToken',
  'Source',
  'CardNumber',
  'Cvc',
  'Cvv',
  'authorization',
  'cookie',
  'set-cookie',
  'source',
]

export const redactPaths = sensitiveKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`])

/**
 * Also masks identities that slip into free text, such as a URL or an error message, and the
 * token of a policy's signed links (download, withdrawal, renewal), which act for whoever holds it.
 */
export function maskIdentities(text: string): string {
  return text
    .replace(/(\/police\/(?:indir|cayma|yenile)\/)[^/?#\s]+/g, '$1[bağlantı]')
    .replace(/\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b/g, '[kart]')
    .replace(/\b[1-9]\d{10}\b/g, '[tckn]')
    .replace(/\(?\b0?5\d{2}\)?[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}\b/g, '[telefon]')
}

/**
 * Logs go to standard output, or appended to `file` when one is named. Each process passes its
 * own configuration (LOG_LEVEL and LOG_FILE): the storefront its validated config, the built-in
 * backend what its process was started with.
 */
export function createLogger(name: string, options: { level: string; file: string | null }) {
  return pino(
    {
      name,
      level: options.level,
      redact: { paths: redactPaths, censor: '[gizli]' },
      formatters: { level: (label) => ({ level: label }) },
      // One visit is followed across both processes by its request id (README, Operating).
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    options.file ? pino.destination({ dest: options.file, append: true, mkdir: true }) : undefined,
  )
}
