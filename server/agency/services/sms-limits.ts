/** Anti-abuse limits of the SMS verification; each can be set by environment (README.md, Configuration). */
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

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) &&
    value >= 0 &&
    process.env[name] !== '' &&
    process.env[name] !== undefined
    ? value
    : fallback
}

export function smsLimitsFromEnv(): SmsLimits {
  return {
    phoneIntervalSeconds: numberFrom('SMS_PHONE_INTERVAL_SECONDS', 60),
    phoneDailyLimit: numberFrom('SMS_PHONE_DAILY_LIMIT', 10),
    ipHourlyLimit: numberFrom('SMS_IP_HOURLY_LIMIT', 20),
    globalHourlyLimit: numberFrom('SMS_GLOBAL_HOURLY_LIMIT', 500),
    codeTtlSeconds: numberFrom('SMS_CODE_TTL_SECONDS', 180),
    maxAttempts: numberFrom('SMS_CODE_MAX_ATTEMPTS', 5),
  }
}
