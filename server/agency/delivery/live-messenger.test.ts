import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { messengerFor, type DeliveryLog } from './live-messenger.ts'
import { DeliveryFailed, type EmailMessage, type SmsMessage } from './messenger.ts'

function recordingOutbox() {
  const kept: Array<SmsMessage | EmailMessage> = []
  return {
    kept,
    messenger: {
      sms: async (message: SmsMessage) => void kept.push(message),
      email: async (message: EmailMessage) => void kept.push(message),
    },
  }
}

function recordingLog() {
  const lines: unknown[] = []
  const log: DeliveryLog = { warn: (fields, message) => void lines.push({ ...fields, message }) }
  return { lines, log }
}

describe('the running back office’s messenger', () => {
  it('puts a channel without settings into the outbox', async () => {
    const outbox = recordingOutbox()
    const messenger = messengerFor({ sms: null, email: null }, outbox.messenger, recordingLog().log)
    await messenger.sms({ phone: '5321234567', text: 'kod 123456' })
    expect(outbox.kept).toEqual([{ phone: '5321234567', text: 'kod 123456' }])
  })

  it('logs a refused SMS with the operator’s reason and neither the phone nor the code, and still fails', async () => {
    const operator = createServer((_request, response) =>
      response.writeHead(406, { 'Content-Type': 'application/json' }).end('{"code":"30"}'),
    )
    await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve))
    const { port } = operator.address() as AddressInfo
    const outbox = recordingOutbox()
    const { lines, log } = recordingLog()
    const messenger = messengerFor(
      {
        sms: {
          apiUrl: `http://127.0.0.1:${port}`,
          usercode: 'u',
          password: 'p',
          msgheader: 'BOZOKSIGORT',
        },
        email: null,
      },
      outbox.messenger,
      log,
    )
    try {
      await expect(
        messenger.sms({ phone: '5321234567', text: 'Bozok Sigorta giriş kodunuz: 654321.' }),
      ).rejects.toBeInstanceOf(DeliveryFailed)
    } finally {
      await new Promise((resolve) => operator.close(resolve))
    }
    expect(lines).toEqual([
      { channel: 'sms', reason: 'Netgsm kodu 30 (HTTP 406)', message: 'message not delivered' },
    ])
    expect(JSON.stringify(lines)).not.toMatch(/5321234567|654321/)
    expect(outbox.kept).toEqual([])
  })
})
