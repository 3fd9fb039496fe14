import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DeliveryFailed } from './messenger.ts'
import { netgsmSms } from './netgsm-sms.ts'

// A fake Netgsm on loopback: it records each request and answers as the test says.
interface Received {
  method?: string
  path?: string
  authorization?: string
  contentType?: string
  body: string
}
let received: Received[] = []
let answer: (request: IncomingMessage) => { status: number; body: string } | null
let operator: Server
let operatorUrl: string

beforeAll(async () => {
  operator = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    received.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: Buffer.concat(chunks).toString('utf8'),
    })
    const reply = answer(request)
    if (!reply) return // never answers: a hung operator
    response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body)
  })
  await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve))
  operatorUrl = `http://127.0.0.1:${(operator.address() as AddressInfo).port}`
})
afterAll(async () => {
  operator.closeAllConnections()
  await new Promise((resolve) => operator.close(resolve))
})
beforeEach(() => {
  received = []
  answer = () => ({
    status: 200,
    body: JSON.stringify({ code: '00', jobid: '17377215342605050417149344' }),
  })
})

const settings = () => ({
  apiUrl: operatorUrl,
  usercode: '8503051234',
  password: 'Ş1fre:gizli',
  msgheader: 'BOZOKSIGORT',
})
const message = {
  phone: '5321234567',
  text: 'Bozok Sigorta doğrulama kodunuz: 482913. Kod 3 dakika geçerlidir; kimseyle paylaşmayın. ÇĞİÖŞÜ çğıöşü',
}

describe('the Netgsm SMS adapter', () => {
  it('posts the documented JSON to /sms/rest/v2/send with Basic credentials, the sender name and the Turkish text intact', async () => {
    await netgsmSms(settings())(message)

    expect(received).toHaveLength(1)
    const request = received[0]!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/sms/rest/v2/send')
    expect(request.contentType).toBe('application/json')
    expect(request.authorization).toBe(
      `Basic ${Buffer.from('8503051234:Ş1fre:gizli').toString('base64')}`,
    )
    expect(JSON.parse(request.body)).toEqual({
      msgheader: 'BOZOKSIGORT',
      encoding: 'TR',
      messages: [{ msg: message.text, no: '5321234567' }],
    })
  })

  it.each([
    [
      'wrong credentials (406, code 30)',
      406,
      { code: '30', description: 'Geçersiz kullanıcı' },
      'Netgsm kodu 30 (HTTP 406)',
    ],
    ['an unapproved sender name (code 40)', 200, { code: '40' }, 'Netgsm kodu 40 (HTTP 200)'],
    [
      'a server error without JSON',
      500,
      'Internal Server Error',
      'Netgsm yanıtı okunamadı (HTTP 500)',
    ],
  ])(
    'turns %s into a failure that names the reason, not the phone or the text',
    async (_case, status, body, reason) => {
      answer = () => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) })
      const sending = netgsmSms(settings())(message)

      await expect(sending).rejects.toBeInstanceOf(DeliveryFailed)
      const failure = (await sending.catch((error: unknown) => error)) as DeliveryFailed
      expect(failure.channel).toBe('sms')
      expect(failure.reason).toBe(reason)
      expect(failure.message).not.toContain('5321234567')
      expect(failure.message).not.toContain('482913')
    },
  )

  it('gives up on an operator that does not answer in time', async () => {
    answer = () => null
    await expect(netgsmSms({ ...settings(), timeoutMs: 200 })(message)).rejects.toMatchObject({
      reason: 'Netgsm yanıt vermedi',
    })
  })

  it('fails, without throwing anything else, when the operator cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))

    await expect(
      netgsmSms({ ...settings(), apiUrl: `http://127.0.0.1:${port}` })(message),
    ).rejects.toMatchObject({ channel: 'sms', reason: 'Netgsm’e bağlanılamadı' })
  })
})
