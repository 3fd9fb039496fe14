import { DeliveryFailed, type Messenger } from './messenger.ts'
import { netgsmSms } from './netgsm-sms.ts'
import type { DeliverySettings } from './settings.ts'
import { smtpEmail } from './smtp-email.ts'

export interface DeliveryLog {
  warn(fields: { channel: 'sms' | 'email'; reason: string }, message: string): void
}

/**
 * The messenger of a running back office: each channel through its operator when it is set up,
 * otherwise into the outbox. A refused message is logged with its channel and the operator's
 * reason (never the recipient or the text) and still thrown, for the caller to answer the visitor.
 */
export function messengerFor(
  settings: DeliverySettings,
  outbox: Messenger,
  log: DeliveryLog,
): Messenger {
  const reported =
    <M>(send: (message: M) => Promise<void>) =>
    async (message: M) => {
      try {
        await send(message)
      } catch (error) {
        if (error instanceof DeliveryFailed) {
          log.warn({ channel: error.channel, reason: error.reason }, 'message not delivered')
        }
        throw error
      }
    }
  return {
    sms: settings.sms ? reported(netgsmSms(settings.sms)) : outbox.sms,
    email: settings.email ? reported(smtpEmail(settings.email)) : outbox.email,
  }
}
