/**
 * Seconds the e2e run's back office leaves between two codes to one phone
 * (`SMS_PHONE_INTERVAL_SECONDS`, set by playwright.config.ts; 60 by default). A purchase and the
 * sign-up with its phone are two codes to one phone; the storefront's own "Yeniden Gönder"
 * countdown stays at 60 seconds whatever this says.
 */
export const PHONE_CODE_INTERVAL_SECONDS = 3

/**
 * How long to wait before a phone's next code can be sent, the last one having gone out after
 * `sentAfter` (a `Date.now()` taken before it): the interval and ten seconds, since under load the
 * code may leave some seconds after that moment.
 */
export const untilNextPhoneCode = (sentAfter: number) =>
  Math.max(0, sentAfter + (PHONE_CODE_INTERVAL_SECONDS + 10) * 1000 - Date.now())
