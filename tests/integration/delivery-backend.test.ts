import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type * as Auth from '~/upstream/auth.server.ts'
import type * as Members from '~/upstream/members.server.ts'
import { loginRequest } from '../support/member-login.ts'
import { verificationRequest } from '../support/quote-requests.ts'
import {
  latestOutboxMessage,
  startAgency,
  pointStorefrontAt,
  type RunningAgency,
} from '../support/agency.ts'

// The built-in backend as a live site runs it: SMS through Netgsm (a fake operator on loopback
// here), reached through the storefront's upstream client like every other suite.
let operator: Server
let operatorRefuses = false
let sent: Array<{ no: string; msg: string }> = []
let agency: RunningAgency
let auth: typeof Auth
let members: typeof Members
let visitorCounter = 0
const visitor = () => ({
  member: null,
  visitor: { ip: `203.0.113.${++visitorCounter}`, userAgent: 'vitest' },
})

beforeAll(async () => {
  operator = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      messages: Array<{ no: string; msg: string }>
    }
    if (operatorRefuses) {
      response.writeHead(406, { 'Content-Type': 'application/json' }).end('{"code":"30"}')
      return
    }
    sent.push(...body.messages)
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"code":"00","jobid":"1"}')
  })
  await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve))
  agency = await startAgency({
    delivery: {
      sms: {
        apiUrl: `http://127.0.0.1:${(operator.address() as AddressInfo).port}`,
        usercode: '8503051234',
        password: 'gizli',
        msgheader: 'BOZOKSIGORT',
      },
      email: null,
    },
  })
  pointStorefrontAt(agency)
  auth = await import('~/upstream/auth.server.ts')
  members = await import('~/upstream/members.server.ts')
})
afterAll(async () => {
  await agency?.stop()
  operator.closeAllConnections()
  await new Promise((resolve) => operator.close(resolve))
})
beforeEach(() => {
  sent = []
  operatorRefuses = false
})

async function login(phone: string, password: string) {
  return members.login(await loginRequest(phone, password, 'cihaz-teslimat-1'), visitor())
}

describe('codes delivered by the SMS operator', () => {
  it('a verification code reaches the operator, not the outbox, and confirms the phone', async () => {
    const request = await auth.sendTemporaryCode(verificationRequest('5320000101'), visitor())
    expect(request.ok).toBe(true)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.no).toBe('5320000101')
    expect(sent[0]!.msg).toMatch(
      /^Bozok Sigorta doğrulama kodunuz: \d{6}\. Kod 3 dakika geçerlidir/,
    )
    expect(await latestOutboxMessage(agency, '5320000101')).toBe('')

    const code = /(\d{6})/.exec(sent[0]!.msg)![1]!
    const confirmed = await auth.confirmTemporaryCode(
      { ...verificationRequest('5320000101'), Gsm: '5320000101', SmsActivationCode: code },
      visitor(),
    )
    expect(confirmed.ok).toBe(true)
  })

  it('a code the operator refuses is answered with a message to try again later', async () => {
    operatorRefuses = true
    const request = await auth.sendTemporaryCode(verificationRequest('5320000102'), visitor())
    expect(request.ok).toBe(false)
    expect(!request.ok && request.message).toBe(
      'Doğrulama kodu gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    )
  })

  it('a refused temporary password leaves the old one working; a delivered one logs in', async () => {
    operatorRefuses = true
    const refused = await members.forgotPassword(
      { Gsm: '5550000004', NationalNumber: '10000000450' },
      visitor(),
    )
    expect(refused.ok).toBe(true)
    const stillOld = await login('5550000004', 'Demo1234')
    expect(stillOld.ok && stillOld.body.StatusCode).toBe(2000)

    operatorRefuses = false
    await members.forgotPassword({ Gsm: '5550000004', NationalNumber: '10000000450' }, visitor())
    expect(sent.map((message) => message.no)).toEqual(['5550000004'])
    const temporary = /şifreniz: (\w+)\./.exec(sent[0]!.msg)![1]!
    const withTemporary = await login('5550000004', temporary)
    expect(withTemporary.ok && withTemporary.body.Data).toMatchObject({
      UsedOneTimePassword: true,
    })
  })

  it('a two-step login code goes to the operator; a refused one says it could not be sent', async () => {
    const asked = await login('5550000006', 'Demo1234')
    expect(asked.ok && asked.body.StatusCode).toBe(2004)
    expect(sent.map((message) => message.no)).toEqual(['5550000006'])
    expect(sent[0]!.msg).toMatch(/giriş kodunuz: \d{6}\./)

    operatorRefuses = true
    const refused = await login('5550000006', 'Demo1234')
    expect(refused.ok).toBe(false)
    expect(!refused.ok && refused.message).toBe(
      'Giriş kodu gönderilemedi. Lütfen biraz sonra tekrar deneyin.',
    )
  })
})
