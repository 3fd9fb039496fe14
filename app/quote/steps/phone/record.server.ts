import type { Visitor } from '~/request-context.ts'
import type { QuoteDraft } from '../../draft.server.ts'
import { recordOf, setRecord } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
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

export const phoneRecord = (draft: QuoteDraft): PhoneRecord | undefined =>
  recordOf(draft, phoneStep.segment)?.data as PhoneRecord | undefined

/** The device goes into the quote header by the provider's names and is the quote's subject. */
export function savePhoneRecord(wizard: Wizard, record: PhoneRecord) {
  const { form } = record
  setRecord(wizard, phoneStep.segment, {
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
