import type { SubmissionResult } from '@conform-to/react'

/** The step's ways to the home; a reply goes back to the form that was sent. */
export type AddressForm = 'code' | 'registered' | 'chain' | 'keep'

export interface AddressReply {
  form: AddressForm
  reply: SubmissionResult<string[]>
  message?: string
}
