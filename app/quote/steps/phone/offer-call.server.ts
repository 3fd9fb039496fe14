import { requestPhoneOffer, type PhoneOffer } from '~/upstream/phone.server.ts'
import type { QuoteDraft } from '../../draft.ts'
import type { FirmOfferCall } from '../../offers/offer-call.server.ts'
import { phoneRecord } from './record.server.ts'

/** Spec §3's Phone offer for one insurer, from the draft: who asks, the device, the visitor. */
export function phoneOfferOf(
  draft: QuoteDraft,
  insuranceFirm: number,
  headerGuid: string,
): PhoneOffer {
  const record = phoneRecord(draft)
  if (!record) throw new Error('The phone step has not been saved')
  const { form, visitor } = record
  return {
    InsuranceFirm: insuranceFirm,
    PackageGuid: '',
    HeaderGuid: headerGuid,
    IPAddress: visitor.ip ?? '',
    UserAgent: visitor.userAgent ?? '',
    NationalNumber: draft.data.entry.NationalNumber,
    Phone: draft.data.entry.Phone,
    PolicyStart: form.PolicyStart,
    EMail: form.EMail,
    CepMarka: record.brand,
    CepModel: record.model,
    CepModelId: form.CepModelId,
    CepMarkaId: form.CepMarkaId,
    ImeiNo: form.ImeiNo,
  }
}

/** The phone line asks each insurer with POST /mobilephone/teklif instead of NewListOffer. */
export const askForPhoneOffers: FirmOfferCall = ({ draft, firm, headerGuid }, context, timeoutMs) =>
  requestPhoneOffer(phoneOfferOf(draft, firm.Id, headerGuid), context, timeoutMs)
