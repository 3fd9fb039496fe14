import type { Branding } from '../print/branding.ts'
import type { NetgsmSettings } from './netgsm-sms.ts'
import type { SmtpSettings } from './smtp-email.ts'

/** Which channels are sent for real; a channel left null goes to the demo outbox. */
export interface DeliverySettings {
  sms: NetgsmSettings | null
  email: SmtpSettings | null
}

/** The delivery variables, each already checked on its own (settings.ts). */
export interface DeliveryVariables {
  NETGSM_USERCODE?: string
  NETGSM_PASSWORD?: string
  NETGSM_MSGHEADER?: string
  NETGSM_URL: string
  SMTP_URL?: string
  MAIL_FROM?: string
}

const netgsmVariables = ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'] as const

/**
 * How the delivery variables fit together. A channel is live once its variables are set, in any
 * mode, so a staging site can try them; a half-set channel is a mistake and stops the start. In
 * production both channels must be live: the outbox is read only by demo mode, so codes written
 * there would never reach anyone.
 */
export function deliverySettingsOf(
  variables: DeliveryVariables,
  { isProduction, branding }: { isProduction: boolean; branding: Branding },
): { settings: DeliverySettings; problems: string[] } {
  const problems: string[] = []
  const netgsmGiven = netgsmVariables.filter((name) => variables[name])
  if (netgsmGiven.length > 0 && netgsmGiven.length < netgsmVariables.length) {
    const missing = netgsmVariables.filter((name) => !variables[name])
    problems.push(
      `${missing.join(', ')} eksik (Netgsm için ${netgsmVariables.join(', ')} birlikte gerekir)`,
    )
  }
  const smtpUrl = variables.SMTP_URL
  if (variables.MAIL_FROM && !smtpUrl) problems.push('MAIL_FROM verilmiş ama SMTP_URL eksik')

  const settings: DeliverySettings = {
    sms:
      netgsmGiven.length === netgsmVariables.length
        ? {
            apiUrl: variables.NETGSM_URL,
            usercode: variables.NETGSM_USERCODE!,
            password: variables.NETGSM_PASSWORD!,
            msgheader: variables.NETGSM_MSGHEADER!,
          }
        : null,
    email: smtpUrl ? { url: smtpUrl, from: variables.MAIL_FROM ?? sender(branding) } : null,
  }

  if (isProduction && problems.length === 0) {
    const missing = [
      settings.sms ? null : `SMS için ${netgsmVariables.join(', ')}`,
      settings.email ? null : 'e-posta için SMTP_URL (gönderen MAIL_FROM ile değiştirilebilir)',
    ].filter(Boolean)
    if (missing.length > 0) {
      problems.push(
        'NODE_ENV=production iken yerleşik arka ofis doğrulama kodlarını, giriş kodlarını, geçici ' +
          'şifreleri ve poliçe e-postalarını gerçekten göndermeli; demo gönderi kutusunu canlı ' +
          `sitede kimse okumaz. Tanımlayın: ${missing.join('; ')}. Kodları demo gönderi kutusunda ` +
          'görmek için NODE_ENV=production olmadan başlatın (demo modu)',
      )
    }
  }
  return { settings, problems }
}

/** The agency's own name and address, as the storefront shows them. */
const sender = ({ name, email }: Branding) => `"${name.replace(/"/g, '')}" <${email}>`
