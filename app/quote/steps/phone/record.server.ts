import type { Visitor } from '~/platform/request-context.ts'
import type { QuoteDraft } from '../../draft.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import type { PhoneForm } from './schema.ts'
import { phoneStep } from './step.ts'

/** What the phone step keeps: the form as saved, the device's names and who asked. */
export interface PhoneRecord {
  form: PhoneForm
  brand: string
  model: string
  /**
   * The visitor's IP address and browser when the form was saved: the Phone offer sends them
   * to every insurer, and the offers are asked for from that request on (spec §3).
   */
  visitor: Visitor
}

const records = stepRecords<PhoneRecord>(phoneStep)

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
