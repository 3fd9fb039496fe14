import { DeliveryFailed, type SmsMessage } from './messenger.ts'

export interface NetgsmSettings {
  /** The API's origin; Netgsm's own unless a test points it at a fake operator. */
  apiUrl: string
  usercode: string
  password: string
  /** The sender name (başlık) Netgsm approved for the account. */
  msgheader: string
  timeoutMs?: number
}

export const NETGSM_API_URL = 'https://api.netgsm.com.tr'

/**
 * Sends one SMS through Netgsm's REST v2 API: POST /sms/rest/v2/send with HTTP Basic
 * (usercode:password) and a JSON body; encoding TR keeps ç ğ ı İ ö ş ü as they are. Netgsm answers
 * code "00" and a job id when it took the message, another code (20 text, 30 credentials or IP,
 * 40 sender name, 70 parameters, 80 rate, 85 duplicate) when it did not.
 */
export function netgsmSms(settings: NetgsmSettings) {
  const endpoint = new URL('/sms/rest/v2/send', settings.apiUrl)
  const authorization = `Basic ${Buffer.from(`${settings.usercode}:${settings.password}`).toString('base64')}`
  return async function sendSms({ phone, text }: SmsMessage) {
    let response: Response
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          msgheader: settings.msgheader,
          encoding: 'TR',
          messages: [{ msg: text, no: phone }],
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new DeliveryFailed('sms', timedOut ? 'Netgsm yanıt vermedi' : 'Netgsm’e bağlanılamadı')
    }
    const reply: unknown = await response.json().catch(() => null)
    const code =
      reply && typeof reply === 'object' && 'code' in reply ? String(reply.code) : undefined
    if (!response.ok || code !== '00') {
      throw new DeliveryFailed(
        'sms',
        `Netgsm ${code ? `kodu ${code}` : 'yanıtı okunamadı'} (HTTP ${response.status})`,
      )
    }
  }
}
