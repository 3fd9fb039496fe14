import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DeliveryFailed } from './messenger.ts'
import { smtpEmail } from './smtp-email.ts'

// An SMTP server on loopback that takes one user and keeps what it was given.
interface Delivered {
  user?: string
  from?: string
  to: string[]
  raw: string
}
let delivered: Delivered[] = []
let refusedRecipients: string[] = []
let server: SMTPServer
let port: number

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'bildirim' && auth.password === 'çok-gizli') {
        return callback(null, { user: auth.username })
      }
      callback(new Error('Invalid username or password'))
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.includes(address.address)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        delivered.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  delivered = []
  refusedRecipients = []
})

const smtpUrl = (password = 'çok-gizli') =>
  `smtp://bildirim:${encodeURIComponent(password)}@127.0.0.1:${port}`
const from = '"Bozok Sigorta" <bildirim@bozoksigorta.com.tr>'
const policyMail = {
  to: 'ayse.yilmaz@example.com',
  subject: 'Kalkanlı Sigorta Kasko poliçeniz düzenlendi (KLK-2026-000123)',
  text: 'Sayın Ayşe Yılmaz, Kalkanlı Sigorta Kasko poliçeniz düzenlendi. Poliçe no: KLK-2026-000123. Ödeme: 12.345,67 TL (Visa **** 0002). Poliçeniz ektedir. Bozok Sigorta — ğüşıöç İĞÜŞÖÇ',
  attachment: {
    filename: 'police-KLK-2026-000123.pdf',
    content: Buffer.from('%PDF-1.7 poliçe'),
    contentType: 'application/pdf',
  },
}

/** The decoded parts of a raw message: its headers and each MIME part's type, name and bytes. */
function readMessage(raw: string) {
  const head = raw.split('\r\n\r\n')[0]!
  const header = (name: string) =>
    head.replace(/\r\n[ \t]+/g, ' ').match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]
  const boundary = header('Content-Type')?.match(/boundary="?([^";]+)"?/)?.[1]
  const parts = raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n')
      const body = rest.join('\r\n\r\n').trim()
      const encoding = partHead.match(/Content-Transfer-Encoding: (\S+)/i)?.[1]?.toLowerCase()
      return {
        type: partHead.match(/Content-Type: ([^;\r\n]+)/i)?.[1],
        charset: partHead.match(/charset=([\w-]+)/i)?.[1]?.toLowerCase(),
        filename: partHead.match(/filename="?([^"\r\n]+)"?/i)?.[1],
        bytes:
          encoding === 'base64'
            ? Buffer.from(body.replace(/\s/g, ''), 'base64')
            : encoding === 'quoted-printable'
              ? decodeQuotedPrintable(body)
              : Buffer.from(body, 'utf8'),
      }
    })
  return { header, subject: decodeWords(header('Subject') ?? ''), parts }
}

function decodeQuotedPrintable(text: string) {
  const joined = text.replace(/=\r\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    )
}

describe('the SMTP e-mail adapter', () => {
  it('delivers to the recipient with the subject, the UTF-8 text and the PDF, logged in with the URL’s user', async () => {
    await smtpEmail({ url: smtpUrl(), from })(policyMail)

    expect(delivered).toHaveLength(1)
    const mail = delivered[0]!
    expect(mail.user).toBe('bildirim')
    expect(mail.from).toBe('bildirim@bozoksigorta.com.tr')
    expect(mail.to).toEqual(['ayse.yilmaz@example.com'])
    const message = readMessage(mail.raw)
    expect(message.header('To')).toBe('ayse.yilmaz@example.com')
    expect(message.header('From')).toBe('Bozok Sigorta <bildirim@bozoksigorta.com.tr>')
    expect(message.subject).toBe(policyMail.subject)
    const text = message.parts.find((part) => part.type === 'text/plain')
    expect(text?.charset).toBe('utf-8')
    expect(text?.bytes.toString('utf8')).toBe(policyMail.text)
    const pdf = message.parts.find((part) => part.type === 'application/pdf')
    expect(pdf?.filename).toBe('police-KLK-2026-000123.pdf')
    expect(pdf?.bytes.equals(policyMail.attachment.content)).toBe(true)
  })

  it('fails with the server’s code, not the address, when the recipient is refused', async () => {
    refusedRecipients = ['ayse.yilmaz@example.com']
    const sending = smtpEmail({ url: smtpUrl(), from })(policyMail)

    await expect(sending).rejects.toBeInstanceOf(DeliveryFailed)
    const failure = (await sending.catch((error: unknown) => error)) as DeliveryFailed
    expect(failure.channel).toBe('email')
    expect(failure.reason).toBe('SMTP EENVELOPE 550')
    expect(failure.message).not.toContain('ayse.yilmaz')
    expect(delivered).toEqual([])
  })

  it('fails when the server refuses the credentials, without repeating them', async () => {
    const sending = smtpEmail({ url: smtpUrl('yanlış'), from })(policyMail)
    await expect(sending).rejects.toMatchObject({ channel: 'email', reason: 'SMTP EAUTH 535' })
    expect(((await sending.catch((error: unknown) => error)) as Error).message).not.toContain(
      'yanlış',
    )
  })
})
