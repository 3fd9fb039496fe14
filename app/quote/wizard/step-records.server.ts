import type { z } from 'zod'
import type { ProductDefinition } from '../definitions.ts'
import { changeDraft } from '../draft.server.ts'
import { saveRecord } from '../draft-changes.ts'
import { isVerified, type QuoteDraft, type StepRecord, type VerifiedDraft } from '../draft.ts'
import type { StepInfo } from './step-info.ts'

/** The draft and its line: what saving a step's record changes (a wizard is one). */
export interface RecordedDraft {
  definition: ProductDefinition
  draft: VerifiedDraft
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
  /** Saves the record: a changed header or subject drops the quote (`saveRecord`). */
  save(holder: RecordedDraft, record: TypedRecord<Data>): Promise<void>
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
    async save({ definition, draft }, record) {
      await changeDraft(draft, isVerified, saveRecord(definition, step.segment, record))
    },
  }
}

/** The record saved under a segment, its data unread: what the engine takes of every step. */
export const recordAt = (draft: QuoteDraft, segment: string): StepRecord | undefined =>
  draft.data.steps?.[segment]
