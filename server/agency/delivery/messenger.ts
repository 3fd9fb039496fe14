/**
 * How the back office reaches people: an SMS to a phone (verification codes, login codes,
 * temporary passwords) and an e-mail (the policy with its PDF). Demo mode's implementation is the
 * outbox; a live site sends through an SMS operator and an SMTP server (docs/decisions/020).
 */
export interface Messenger {
  sms(message: SmsMessage): Promise<void>
  email(message: EmailMessage): Promise<void>
}

export interface SmsMessage {
  /** A Turkish mobile number as the back office keeps it: ten digits, 5XXXXXXXXX. */
  phone: string
  text: string
}

export interface EmailMessage {
  to: string
  subject: string
  text: string
  attachment?: { filename: string; content: Buffer; contentType: string }
}

/**
 * A message the operator or the mail server did not take. Its text names the channel and the
 * operator's reason only, never the recipient or the message, so it may be logged as it is.
 */
export class DeliveryFailed extends Error {
  override name = 'DeliveryFailed'
  constructor(
    readonly channel: 'sms' | 'email',
    readonly reason: string,
  ) {
    super(`${channel === 'sms' ? 'SMS' : 'E-posta'} gönderilemedi: ${reason}`)
  }
}
