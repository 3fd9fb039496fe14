import { maskPhone } from '~/validation/identity.ts'
import { checkAml, confirmTemporaryCode } from '~/upstream/auth.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { sendContactMessage } from '~/upstream/customer.server.ts'
import { funnel } from '../../server/metrics.ts'
import type { ProductDefinition } from '~/quote/definitions.ts'
import { productCodes } from '~/quote/product-codes.server.ts'
import { changeDraft } from '~/quote/draft.server.ts'
import { awaitCode, refuse, verify } from '~/quote/draft-changes.ts'
import { anyStage, type DraftCustomer, type QuoteDraft, type VerifiedDraft } from '~/quote/draft.ts'
import type { QuoteEntry } from '~/quote/entry-schema.ts'
import { sendCode, type CodeSent } from './code.server.ts'

const verificationRequest = (definition: ProductDefinition, entry: QuoteEntry) => ({
  QueryType: productCodes[definition.key].queryType,
  Phone: entry.Phone,
  NationalNumber: entry.NationalNumber,
  OpenDataAgreement: entry.OpenDataAgreement,
  PrivacyPolicy: entry.PrivacyPolicy,
  AdvertisementAgreement: entry.AdvertisementAgreement,
})

/** Sends a code for the draft's entry; on success the draft is pending with a fresh countdown. */
export async function sendEntryCode(
  definition: ProductDefinition,
  draft: QuoteDraft,
  context: UpstreamContext,
): Promise<CodeSent> {
  const sent = await sendCode(verificationRequest(definition, draft.data.entry), context)
  if (!sent.ok) return sent
  await changeDraft(draft, anyStage, awaitCode(sent.sentAt, sent.resendAvailableAt))
  return sent
}

/**
 * Spec §8 1004 and 1002: the provider wants the phone verified again. A new code goes out and the
 * draft is pending, so every wizard page leads to the SMS dialog. When no code could be sent (the
 * phone's minute since the last one is not up), the draft says so: the dialog counts down to
 * when one can be asked for instead of claiming one was sent.
 */
export async function verifyAgain(
  definition: ProductDefinition,
  draft: QuoteDraft,
  context: UpstreamContext,
) {
  const sent = await sendEntryCode(definition, draft, context)
  if (sent.ok) return
  await changeDraft(draft, anyStage, awaitCode(null, sent.resendAvailableAt))
}

type ConfirmOutcome =
  | { kind: 'wrong-code'; message: string }
  | { kind: 'refused' }
  | { kind: 'verified'; draft: VerifiedDraft }

/**
 * Spec §4 after a right code: the AML check prefills the user information (not for a passport,
 * which it cannot check), a SMSONAY contact message goes out without being waited for, and the
 * flow moves on; a non-success AML status keeps the draft, marked refused with the Messages.
 */
export async function confirmEntryCode(
  definition: ProductDefinition,
  draft: QuoteDraft,
  code: string,
  context: UpstreamContext,
): Promise<ConfirmOutcome> {
  const { entry } = draft.data
  const confirmed = await confirmTemporaryCode(
    { ...verificationRequest(definition, entry), SmsActivationCode: code, Gsm: entry.Phone },
    context,
  )
  if (!confirmed.ok) return { kind: 'wrong-code', message: confirmed.message }

  const byPassport = definition.entry.idType && entry.IdType === '2'
  let customer: DraftCustomer = {
    Name: '',
    Surname: '',
    CityCode: null,
    CountyCode: null,
    City: '',
    County: '',
    Phone: entry.Phone,
  }
  if (!byPassport) {
    const aml = await checkAml(
      {
        Querytype: productCodes[definition.key].queryType,
        NationalNumber: entry.NationalNumber,
        Phone: entry.Phone,
        Birthdate: entry.Birthdate,
        LicensePlateNumber: definition.entry.plate ? entry.LicensePlateNumber : undefined,
      },
      context,
    )
    if (!aml.ok) {
      await changeDraft(draft, anyStage, refuse(aml.statusCode, aml.messages))
      return { kind: 'refused' }
    }
    const { identity } = aml
    customer = {
      Name: identity.Name,
      Surname: identity.Surname,
      CityCode: identity.CityCode,
      CountyCode: identity.TownCode,
      City: identity.City,
      County: identity.County,
      Phone: entry.Phone,
    }
  }
  // Verified again mid-quote (spec §8 1004, 1002): the visitor goes on where they were, with
  // what they saved.
  const stepBefore = draft.data.step
  const verified = await changeDraft(draft, anyStage, verify(definition, customer))
  funnel.reached(definition.key, 'verified')
  funnel.advanced(definition.key, stepBefore, verified.data.step)
  // Fire and forget (spec §4): the visitor does not wait for the agency's record of the verification.
  void sendContactMessage(
    {
      Type: 'SMSONAY',
      Name: `${customer.Name} ${customer.Surname}`.trim() || undefined,
      Phone: maskPhone(entry.Phone),
      Subject: `${definition.name} teklif girişi telefon doğrulaması`,
    },
    context,
  ).catch(() => undefined)
  return { kind: 'verified', draft: verified }
}
