import { createTransport } from 'nodemailer'
import { DeliveryFailed, type EmailMessage } from './messenger.ts'

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465 (TLS). */
  url: string
  /** The From header, e.g. `Bozok Sigorta <bildirim@bozoksigorta.com.tr>`. */
  from: string
}

/** Sends one e-mail over SMTP with nodemailer; texts go out as UTF-8. */
export function smtpEmail(settings: SmtpSettings) {
  const transport = createTransport(
    {
      url: settings.url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    },
    { from: settings.from },
  )
  return async function sendEmail({ to, subject, text, attachment }: EmailMessage) {
    try {
      await transport.sendMail({
        to,
        subject,
        text,
        attachments: attachment ? [attachment] : [],
      })
    } catch (error) {
      // nodemailer's message can quote the recipient; only its codes are kept.
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number }
      throw new DeliveryFailed(
        'email',
        ['SMTP', code, responseCode].filter((part) => part !== undefined).join(' '),
      )
    }
  }
}
