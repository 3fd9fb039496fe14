import type { z } from 'zod'
import type { ProductDefinition } from '../definitions.ts'
import type { QuoteDraft, StepRecord } from '../draft.ts'
import { furtherStep } from './navigation.ts'
import type { StepInfo } from './step-info.ts'

/** The draft and its line: what saving a step's record changes (a wizard is one). */
export interface RecordedDraft {
  definition: ProductDefinition
  draft: QuoteDraft
}

/** A step's record with its own data typed: what the step writes and reads back. */
export type TypedRecord<Data> = Omit<StepRecord, 'data'> & { data: Data }

/**
 * One step's record in the draft, typed by the step that owns it. A step makes its handle once,
 * with the schema of its record's data; only that handle writes under the step's segment, and
 * what it reads back is checked with the schema.
 */
export interface StepRecords<Data> {
  readonly step: StepInfo
  /** The record saved, if any. */
  of(draft: QuoteDraft): TypedRecord<Data> | undefined
  /** The record's data, if saved. */
  dataOf(draft: QuoteDraft): Data | undefined
  /** Saves the record (the caller saves the draft); see `setRecord`. */
  save(holder: RecordedDraft, record: TypedRecord<Data>): void
}

export function stepRecords<Data>(step: StepInfo, schema: z.ZodType<Data>): StepRecords<Data> {
  // The draft keeps the record as JSON, in a store an older version of the site may have written:
  // read back, its data is checked with the step's schema, and data that does not fit is none.
  const of = (draft: QuoteDraft): TypedRecord<Data> | undefined => {
    const record = recordAt(draft, step.segment)
    const data = record && schema.safeParse(record.data)
    return data?.success ? { ...record, data: data.data } : undefined
  }
  return {
    step,
    of,
    dataOf: (draft) => of(draft)?.data,
    save: (holder, record) => setRecord(holder, step.segment, record),
  }
}

/** The record saved under a segment, its data unread: what the engine takes of every step. */
export const recordAt = (draft: QuoteDraft, segment: string): StepRecord | undefined =>
  draft.data.steps?.[segment]

/**
 * Saves a step's record (the caller saves the draft). A record that would send the provider
 * something else, or describe another subject, makes any quote already opened stale: it is
 * dropped and the draft goes back to this step, so no offer is shown for data it was not made of.
 */
function setRecord({ definition, draft }: RecordedDraft, segment: string, record: StepRecord) {
  const before = recordAt(draft, segment)
  const same = (a?: unknown, b?: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  if (!same(before?.header, record.header) || before?.subject !== record.subject) {
    if (draft.data.quote) draft.data.quote = undefined
    if (draft.data.step && furtherStep(definition, draft.data.step, segment) !== segment) {
      draft.data.step = segment
    }
  }
  draft.data.steps = { ...draft.data.steps, [segment]: record }
}
