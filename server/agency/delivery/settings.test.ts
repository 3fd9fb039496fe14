import { describe, expect, it } from 'vitest'
import { deliverySettingsFromEnv } from './settings.ts'

const netgsm = {
  NETGSM_USERCODE: '8503051234',
  NETGSM_PASSWORD: 'gizli',
  NETGSM_MSGHEADER: 'BOZOKSIGORT',
}
const smtp = { SMTP_URL: 'smtps://bildirim:gizli@smtp.bozoksigorta.com.tr:465' }

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    deliverySettingsFromEnv(env)
  } catch (error) {
    return error as Error
  }
  throw new Error('the settings were accepted')
}

describe('delivery settings', () => {
  it('leave both channels to the demo outbox when nothing is configured outside production', () => {
    expect(deliverySettingsFromEnv({})).toEqual({ sms: null, email: null })
  })

  it('refuse production without delivery, naming the variables to set and the demo alternative', () => {
    const error = refusal({ NODE_ENV: 'production' })
    expect(error.name).toBe('ConfigError')
    expect(error.message).toMatch(/^Yapılandırma hatalı: NODE_ENV=production iken/)
    for (const variable of ['NETGSM_USERCODE', 'NETGSM_PASSWORD', 'NETGSM_MSGHEADER', 'SMTP_URL'])
      expect(error.message).toContain(variable)
    expect(error.message).toContain('NODE_ENV=production olmadan başlatın')
  })

  it('refuse production with only one channel, naming the other', () => {
    const withoutSms = refusal({ NODE_ENV: 'production', ...smtp })
    expect(withoutSms.message).toContain('SMS için NETGSM_USERCODE')
    expect(withoutSms.message).not.toContain('e-posta için')
    const withoutEmail = refusal({ NODE_ENV: 'production', ...netgsm })
    expect(withoutEmail.message).toContain('e-posta için SMTP_URL')
    expect(withoutEmail.message).not.toContain('SMS için')
  })

  it('accept production with both channels, sending from the agency’s address unless MAIL_FROM says otherwise', () => {
    expect(deliverySettingsFromEnv({ NODE_ENV: 'production', ...netgsm, ...smtp })).toEqual({
      sms: {
        apiUrl: 'https://api.netgsm.com.tr',
        usercode: '8503051234',
        password: 'gizli',
        msgheader: 'BOZOKSIGORT',
      },
      email: { url: smtp.SMTP_URL, from: '"Bozok Sigorta" <iletisim@bozoksigorta.com.tr>' },
    })
    const named = deliverySettingsFromEnv({
      ...smtp,
      MAIL_FROM: 'Bildirim <bildirim@bozoksigorta.com.tr>',
      NETGSM_URL: 'http://127.0.0.1:9999',
      ...netgsm,
    })
    expect(named.email?.from).toBe('Bildirim <bildirim@bozoksigorta.com.tr>')
    expect(named.sms?.apiUrl).toBe('http://127.0.0.1:9999')
  })

  it('refuse a half-configured channel in any mode', () => {
    expect(
      refusal({ NETGSM_USERCODE: '8503051234', NETGSM_MSGHEADER: 'BOZOKSIGORT' }).message,
    ).toContain('NETGSM_PASSWORD eksik')
    expect(refusal({ MAIL_FROM: 'a@b.com' }).message).toContain('SMTP_URL eksik')
    expect(refusal({ SMTP_URL: 'https://smtp.example.com' }).message).toContain(
      'SMTP_URL: smtp:// ya da smtps://',
    )
  })
})
