import { brandingFromEnv } from '../print/branding.ts'
import { NETGSM_API_URL, type NetgsmSettings } from './netgsm-sms.ts'
import type { SmtpSettings } from './smtp-email.ts'

/** Which channels are sent for real; a channel left null goes to the demo outbox. */
export interface DeliverySettings {
  sms: NetgsmSettings | null
  email: SmtpSettings | null
}

const netgsmVariables = ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER'] as const

/**
 * Reads the delivery variables. A channel is live once its variables are set, in any mode, so a
 * staging site can try them; a half-set channel is a mistake and stops the start. In production
 * both channels must be live: the outbox is read only by demo mode, so codes written there would
 * never reach anyone.
 */
export function deliverySettingsFromEnv(env: NodeJS.ProcessEnv): DeliverySettings {
  const value = (name: string) => env[name]?.trim() || undefined
  const problems: string[] = []

  const netgsmGiven = netgsmVariables.filter((name) => value(name))
  const netgsmUrl = value('NETGSM_URL') ?? NETGSM_API_URL
  if (netgsmGiven.length > 0 && netgsmGiven.length < netgsmVariables.length) {
    const missing = netgsmVariables.filter((name) => !value(name))
    problems.push(
      `${missing.join(', ')} eksik (Netgsm için ${netgsmVariables.join(', ')} birlikte gerekir)`,
    )
  }
  if (!/^https?:\/\/[^/]/.test(netgsmUrl))
    problems.push('NETGSM_URL: http(s) ile başlayan bir adres olmalı')

  const smtpUrl = value('SMTP_URL')
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    problems.push('SMTP_URL: smtp:// ya da smtps:// ile başlayan bir adres olmalı')
  }
  if (value('MAIL_FROM') && !smtpUrl) problems.push('MAIL_FROM verilmiş ama SMTP_URL eksik')

  const settings: DeliverySettings = {
    sms:
      netgsmGiven.length === netgsmVariables.length
        ? {
            apiUrl: netgsmUrl,
            usercode: value('NETGSM_USERCODE')!,
            password: value('NETGSM_PASSWORD')!,
            msgheader: value('NETGSM_MSGHEADER')!,
          }
        : null,
    email: smtpUrl ? { url: smtpUrl, from: value('MAIL_FROM') ?? defaultSender(env) } : null,
  }

  if (env.NODE_ENV === 'production' && problems.length === 0) {
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
  if (problems.length > 0) {
    const error = new Error(`Yapılandırma hatalı: ${problems.join('; ')}`)
    error.name = 'ConfigError'
    throw error
  }
  return settings
}

/** The agency's own name and address, as the storefront shows them. */
function defaultSender(env: NodeJS.ProcessEnv) {
  const { name, email } = brandingFromEnv(env)
  return `"${name.replace(/"/g, '')}" <${email}>`
}
