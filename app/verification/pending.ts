import type { SubmissionResult } from '@conform-to/react'

/** A code on its way to a phone, as the verification dialog shows it. */
export interface PendingVerification {
  maskedPhone: string
  /** False when the flow needs a code but none could be sent yet: the dialog says so. */
  codeSent: boolean
  resendAvailableAt: string
  /** The same moment as HH:MM:SS in Türkiye's time, for the page without JavaScript. */
  resendAvailableAtClock: string
}

/** An action's answer inside the verification dialog: the code form's reply, an error or a notice. */
export interface DialogAnswer {
  kind: 'dialog'
  reply?: SubmissionResult<string[]>
  error?: string
  notice?: string
}
