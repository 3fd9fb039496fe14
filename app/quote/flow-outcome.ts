import type { UpstreamFailure, UpstreamResult } from '~/upstream/client.server.ts'
import { outcomeOf, resultCodes, type ResultAction } from '../upstream/result-codes.ts'

/**
 * What the wizard does with a failed quote-flow call (spec §8): 1004 and 1002 back to the SMS
 * verification, 1006 ask for the birth date, 1009 wait and retry; every other failure is hard and
 * shows the provider's own message (or the code's text when it sent none), the form kept.
 */
export function failureOutcome(failure: UpstreamFailure): {
  action: ResultAction
  message: string
} {
  const code = failure.kind === 'http' ? failure.body?.StatusCode : undefined
  const outcome = outcomeOf(code)
  if (outcome.action !== 'stop' && outcome.action !== 'continue') return outcome
  return { action: 'stop', message: failure.message || outcome.message }
}

const isQueued = <T>(result: UpstreamResult<T>) =>
  !result.ok && result.kind === 'http' && result.body?.StatusCode === resultCodes.cari_kuyruk_hata

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Spec §8 1009 cari_kuyruk_hata: the request waits in the provider's queue; ask again a little later. */
export async function withQueueRetry<T>(
  call: () => Promise<UpstreamResult<T>>,
  { attempts = 3, delayMs = 1500, wait = sleep } = {},
): Promise<UpstreamResult<T>> {
  let result = await call()
  for (let attempt = 1; attempt < attempts && isQueued(result); attempt++) {
    await wait(delayMs * attempt)
    result = await call()
  }
  return result
}
