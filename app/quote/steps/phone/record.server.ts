import { z } from 'zod'
import type { QuoteDraft } from '../../draft.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import { phoneSchema } from './schema.ts'
import { phoneStep } from './step.ts'

/** What the phone step keeps: the form as saved (every field text), the device's names and who asked. */
const keptPhone = z.object({
  form: z.looseRecord(phoneSchema.keyof(), z.string()),
  brand: z.string(),
  model: z.string(),
  /**
   * The visitor's IP address and browser when the form was saved: the Phone offer sends them
   * to every insurer, and the offers are asked for from that request on (spec §3).
   */
  visitor: z.object({ ip: z.string().optional(), userAgent: z.string().optional() }),
})
export type PhoneRecord = z.output<typeof keptPhone>

const records = stepRecords(phoneStep, keptPhone)

export const phoneRecord = (draft: QuoteDraft) => records.dataOf(draft)

/** The device goes into the quote header by the provider's names and is the quote's subject. */
export async function savePhoneRecord(wizard: RecordedDraft, record: PhoneRecord) {
  const { form } = record
  await records.save(wizard, {
    data: record,
    header: {
      CepMarkaId: form.CepMarkaId,
      CepModelId: form.CepModelId,
      ImeiNo: form.ImeiNo,
      SatinAlmaTarihi: form.SatinAlmaTarihi,
      PolicyStart: form.PolicyStart,
      EMail: form.EMail,
    },
    subject: `${record.brand} ${record.model} · IMEI ${form.ImeiNo}`,
  })
}
