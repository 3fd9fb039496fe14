/** Anti-abuse limits of the SMS verification; each is set by a variable (settings.ts, README Configuration). */
export interface SmsLimits {
  /** Seconds between two codes to the same phone. */
  phoneIntervalSeconds: number
  /** Codes per phone per day. */
  phoneDailyLimit: number
  /** Codes per visitor IP per hour. */
  ipHourlyLimit: number
  /** Codes for everyone per hour: the ceiling on what SMS pumping could cost. */
  globalHourlyLimit: number
  /** How long a code is valid. */
  codeTtlSeconds: number
  /** Wrong guesses allowed per code before a new one must be requested. */
  maxAttempts: number
}
