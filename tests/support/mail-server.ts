import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * A mail server on loopback, as SMTP_URL would name the agency's: it keeps every message it takes.
 * A test may have it refuse messages for now (451, try again later) or hold them without ever
 * answering, as a stuck mail server would.
 */
export async function startMailServer() {
  const taken: string[] = []
  let behaviour: 'take' | 'refuse' | 'hold' = 'take'
  let held = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (behaviour === 'hold') return void held++
        if (behaviour === 'refuse') {
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
        }
        taken.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** From now on, take, refuse or hold what is sent. */
    behave: (next: typeof behaviour) => void (behaviour = next),
    /** Messages held so far, which their senders are still waiting for. */
    held: () => held,
    /** How many of the messages taken carry this policy's PDF. */
    policyEmails: (policyNumber: string) =>
      taken.filter((raw) => raw.includes(`police-${policyNumber}.pdf`)).length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
