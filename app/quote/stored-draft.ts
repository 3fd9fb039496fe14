import { z } from 'zod'
import type { DraftStage, QuoteDraftData } from './draft.ts'
import { productLines } from './product-lines.ts'

// What a stored draft must hold at its stage, checked as it is read: the parts that are the
// storefront's own JSON (a step's record, an offer) are not checked again.
const part = z.looseObject({})
const basics = {
  // A line this site no longer sells (or never did) has no definition to continue the draft by.
  product: z.enum(productLines.map((line) => line.key)),
  entry: z.looseObject({ NationalNumber: z.string(), Phone: z.string() }),
  verification: z.looseObject({ status: z.enum(['pending', 'verified', 'refused']) }),
}
const verified = { ...basics, customer: part, step: z.string() }
const stepped = { ...verified, steps: z.record(z.string(), part) }
const quoted = { ...stepped, quote: z.looseObject({ HeaderGuid: z.string(), rows: z.array(part) }) }
const storedDraft = z.discriminatedUnion('stage', [
  z.looseObject({ ...basics, stage: z.literal('entered') }),
  z.looseObject({ ...verified, stage: z.literal('verified') }),
  z.looseObject({ ...stepped, stage: z.literal('stepped') }),
  z.looseObject({ ...quoted, stage: z.literal('quoted') }),
  z.looseObject({ ...quoted, stage: z.literal('checkout'), checkouts: z.record(z.string(), part) }),
])

type Unstaged = Partial<Omit<QuoteDraftData, 'stage'>> & { stage?: DraftStage }

/**
 * A draft written before drafts had stages (decision 074) is at the stage its data shows. A
 * checkout left from a quote that was since dropped belongs to no quote: it is not kept.
 */
function staged(data: Unstaged): Unstaged {
  if (data.stage) return data
  if (data.quote) return { ...data, stage: data.checkouts ? 'checkout' : 'quoted' }
  const rest = { ...data }
  delete rest.checkouts
  if (data.steps) return { ...rest, stage: 'stepped' }
  return { ...rest, stage: data.customer ? 'verified' : 'entered' }
}

/** The draft's data as stored (JSON text, or what PostgreSQL's JSONB gives); null if unreadable. */
export function storedDraftData(stored: unknown): QuoteDraftData | null {
  let data: unknown
  try {
    data = typeof stored === 'string' ? JSON.parse(stored) : stored
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null) return null
  const withStage = staged(data as Unstaged)
  return storedDraft.safeParse(withStage).success ? (withStage as QuoteDraftData) : null
}
