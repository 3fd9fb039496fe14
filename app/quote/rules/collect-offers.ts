/** The row an insurer gets when it fails or stays silent past its time limit. */
export const OFFER_UNAVAILABLE = 'Teklif alınamadı'

/** What asking one insurer produced: its offers, or a failure with the provider's message. */
export type FirmAnswer<O> = { ok: true; offers: O[] } | { ok: false; message?: string }

export type OfferRow<F, O> =
  | { firm: F; status: 'ok'; offers: O[] }
  | {
      firm: F
      status: 'unavailable'
      reason: 'timeout' | 'error'
      /** Always OFFER_UNAVAILABLE; `detail` keeps the insurer's own message, if any. */
      message: typeof OFFER_UNAVAILABLE
      detail?: string
    }

export interface CollectOptions {
  /** How long one insurer may take before its row turns into 'teklif alınamadı'. */
  perInsurerTimeoutMs: number
}

/**
 * Asks every insurer at once and yields each insurer's row as soon as it is settled, in order of
 * arrival, so a route can stream rows (SSE) or store them for a polling page. An insurer that
 * fails, throws or does not answer within the time limit yields an 'unavailable' row: the
 * iteration always ends after exactly one row per firm. Stopping the iteration early aborts the
 * insurers still being waited for.
 */
export async function* collectOffers<F, O>(
  firms: readonly F[],
  requestOne: (firm: F, signal: AbortSignal) => Promise<FirmAnswer<O>>,
  { perInsurerTimeoutMs }: CollectOptions,
): AsyncGenerator<OfferRow<F, O>, void, undefined> {
  const controllers = firms.map(() => new AbortController())
  const timers: ReturnType<typeof setTimeout>[] = []

  const settle = (firm: F, index: number): Promise<OfferRow<F, O>> => {
    const controller = controllers[index]!
    const timedOut = new Promise<OfferRow<F, O>>((resolve) => {
      timers[index] = setTimeout(() => {
        controller.abort()
        resolve({ firm, status: 'unavailable', reason: 'timeout', message: OFFER_UNAVAILABLE })
      }, perInsurerTimeoutMs)
    })
    const answered = Promise.resolve()
      .then(() => requestOne(firm, controller.signal))
      .then(
        (answer): OfferRow<F, O> =>
          answer.ok
            ? { firm, status: 'ok', offers: answer.offers }
            : {
                firm,
                status: 'unavailable',
                reason: 'error',
                message: OFFER_UNAVAILABLE,
                detail: answer.message,
              },
        (error: unknown): OfferRow<F, O> => ({
          firm,
          status: 'unavailable',
          reason: 'error',
          message: OFFER_UNAVAILABLE,
          detail: error instanceof Error ? error.message : undefined,
        }),
      )
    return Promise.race([answered, timedOut]).finally(() => clearTimeout(timers[index]))
  }

  const pending = new Map(
    firms.map((firm, index) => [index, settle(firm, index).then((row) => ({ index, row }))]),
  )
  try {
    while (pending.size > 0) {
      const { index, row } = await Promise.race(pending.values())
      pending.delete(index)
      yield row
    }
  } finally {
    for (const index of pending.keys()) {
      clearTimeout(timers[index])
      controllers[index]!.abort()
    }
  }
}
