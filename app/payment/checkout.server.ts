import { createHash, randomBytes } from 'node:crypto'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data, redirect } from 'react-router'
import { funnel } from '../../server/metrics.ts'
import { offersStep } from '~/quote/offers/step.ts'
import { wizardPath } from '~/quote/wizard/navigation.ts'
import type { QuoteDraft } from '~/quote/draft.ts'
import { draftStore } from '~/quote/draft.server.ts'
import { installmentText, premiumText } from '~/quote/rules/installments.ts'
import type { PageArgs } from '~/request-context.ts'
import { upstreamMessages } from '~/upstream/client.server.ts'
import {
  getCheckoutStatus,
  getPaymentDetail,
  paymentCodes,
  recordContractAcceptance,
  startThreeDPayment,
  type PaymentState,
  type ThreeDStart,
} from '~/upstream/payment.server.ts'
import { upstreamLog } from '~/upstream/log.server.ts'
import { allowCardBankLookup } from '~/visitor-limits.server.ts'
import { idNumberLabel, maskIdNumber, maskPhone } from '~/validation/identity.ts'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { browserAcsUrl } from './acs-url.server.ts'
import { cardPauseMessage, cardPaymentsPaused, recordCardFailure } from './card-attempts.server.ts'
import { THREE_D_CALLBACK_PATH, checkoutPath } from './checkout-path.ts'
import { cardSecretFields, checkoutSchema, staleFormMessage } from './checkout-schema.ts'
import { installmentChoices, loadCheckout, offerOfQuote, payerOf, saleOf } from './sale.server.ts'
import type { CheckoutActionResult, CheckoutView } from './types.ts'
import { postedForm } from '~/utils/posted-form.server.ts'

const newAttemptKey = () => randomBytes(18).toString('base64url')

const contractsHash = (contracts: unknown) =>
  createHash('sha256').update(JSON.stringify(contracts)).digest('hex')

async function saveCheckout(
  draft: QuoteDraft,
  offerId: string,
  change: { attemptKey: string; paymentId?: string },
) {
  const fresh = (await draftStore().get(draft.id)) ?? draft
  fresh.data.checkouts = { ...fresh.data.checkouts, [offerId]: change }
  await draftStore().save(fresh)
  draft.data = fresh.data
}

export async function checkoutLoader(args: PageArgs, draftId?: string, offerId?: string) {
  const checkout = await loadCheckout(args, draftId, offerId)
  const { draft, quote, offer, upstream } = checkout
  const { HeaderGuid } = quote
  const current = draft.data.checkouts?.[offer.OfferId]
  const status = await getCheckoutStatus(
    { HeaderGuid, OfferId: offer.OfferId, PaymentId: current?.paymentId },
    upstream,
  )
  const { definition, insured, subject, coverages, contracts } = saleOf(checkout)
  if (
    !status.ok &&
    status.kind === 'http' &&
    status.body?.StatusCode === paymentCodes.coverStarted
  ) {
    const view: CheckoutView = {
      state: 'cover-started',
      lineName: definition.name,
      message: status.message,
      newQuoteHref: definition.quotePage,
    }
    return view
  }
  if (!status.ok) throw data(status.message, { status: 503 })
  // A reply without its Data is a provider fault, not a page crash.
  const state = status.body.Data
  if (!state) throw data(upstreamMessages.invalid, { status: 503 })
  const offersHref = wizardPath(definition, draft.id, offersStep.segment)
  const policy = state.Policy
  if (policy) {
    const view: CheckoutView = {
      state: 'policy',
      lineName: definition.name,
      insurer: offer.InsurerName,
      packageName: offer.PackageName,
      policyNumber: policy.PolicyNumber,
      email: policy.Email,
      startsOn: policy.StartsOn,
      endsOn: policy.EndsOn,
      pdfHref: `/police-pdf/${encodeURIComponent(draft.id)}/${encodeURIComponent(offer.OfferId)}`,
      loggedIn: upstream.member !== null,
    }
    return view
  }
  const quotePolicy = state.QuotePolicy
  if (quotePolicy) {
    const bought = offerOfQuote(quote, quotePolicy.OfferId)
    const view: CheckoutView = {
      state: 'quote-insured',
      lineName: definition.name,
      insurer: bought?.InsurerName ?? '',
      policyNumber: quotePolicy.PolicyNumber,
      policyHref: checkoutPath(draft.id, quotePolicy.OfferId),
      newQuoteHref: definition.quotePage,
    }
    return view
  }
  const payment: PaymentState | null = state.Payment
  const { url } = args
  let failure: string | null = null
  // A failed attempt is over: the next submit is a new payment with a new key.
  if (!current || payment?.Status === 'failed') {
    if (payment?.Status === 'failed') {
      // Seen once per failed payment: the attempt key is replaced below.
      await recordCardFailure(payerOf(checkout))
      if (url.searchParams.get('odeme') === payment.PaymentId) failure = payment.Message
    } else {
      funnel.reached(draft.product, 'checkout_opened')
    }
    await saveCheckout(draft, offer.OfferId, { attemptKey: newAttemptKey() })
  }
  const detail = await getPaymentDetail({ HeaderGuid, OfferId: offer.OfferId }, upstream)
  const customer = draft.data.customer
  const view: CheckoutView = {
    state: 'form',
    lineName: definition.name,
    insurer: offer.InsurerName,
    packageName: offer.PackageName,
    premium: premiumText(offer.Premium),
    installment: installmentText(offer.Premium, offer.MaxInstallments),
    coverages,
    insured: insured.map((person) => ({
      name: person.name,
      idLabel: idNumberLabel(person.idKind),
      idNumber: maskIdNumber(person.idNumber),
    })),
    phone: maskPhone(draft.data.entry.Phone),
    subject,
    coverPeriod: coverPeriodText(state.CoverPeriod.StartsOn, state.CoverPeriod.EndsOn),
    contracts,
    choices: detail.ok && detail.body.Data ? installmentChoices(detail.body.Data.Options) : [],
    installmentsFailed: !detail.ok,
    defaults: { Email: customer?.Email ?? '', CardHolderName: insured[0]?.name ?? '' },
    attemptKey: draft.data.checkouts![offer.OfferId]!.attemptKey,
    failure,
    offersHref,
    years: Array.from({ length: 12 }, (_, i) => new Date().getFullYear() + i),
  }
  return view
}

export async function checkoutAction(
  args: PageArgs,
  draftId?: string,
  offerId?: string,
): Promise<CheckoutActionResult | Response> {
  const { request, url } = args
  const checkout = await loadCheckout(args, draftId, offerId)
  const { draft, quote, offer, upstream } = checkout
  const { HeaderGuid } = quote
  const formData = await postedForm(request)

  if (formData.get('intent') === 'taksit') {
    // The card's first digits only (its bank), never the whole number.
    const typed = String(formData.get('Bin') ?? '')
      .replace(/\D/g, '')
      .slice(0, 8)
    // Past its limit the payer still gets the offer's installments, only no longer by card bank.
    const bin = (await allowCardBankLookup(payerOf(checkout).owner)) ? typed : ''
    const detail = await getPaymentDetail(
      { HeaderGuid, OfferId: offer.OfferId, Bin: bin.length >= 6 ? bin : undefined },
      upstream,
    )
    return {
      kind: 'options',
      bank: detail.ok ? (detail.body.Data?.Bank ?? null) : null,
      choices: detail.ok && detail.body.Data ? installmentChoices(detail.body.Data.Options) : [],
    }
  }

  const submission = parsePostedForm(formData, checkoutSchema)
  const hidden = { hideFields: cardSecretFields }
  if (submission.status !== 'success') {
    const stale = submission.error?.AttemptKey
    return {
      kind: 'form',
      reply: submission.reply({ ...hidden, ...(stale ? { formErrors: [staleFormMessage] } : {}) }),
    }
  }
  const form = submission.value
  const current = draft.data.checkouts?.[offer.OfferId]
  if (!current || current.attemptKey !== form.AttemptKey) {
    // An old page (another tab paid or retried meanwhile): show the current state instead.
    throw redirect(checkoutPath(draft.id, offer.OfferId))
  }
  const refuse = (message: string, fieldErrors?: Record<string, string[]>) => ({
    kind: 'form' as const,
    reply: submission.reply({ ...hidden, formErrors: fieldErrors ? [] : [message], fieldErrors }),
  })

  const payer = payerOf(checkout)
  if (await cardPaymentsPaused(payer)) return refuse(cardPauseMessage)

  const { contracts, insured } = saleOf(checkout)
  const visitor = upstream.visitor ?? {}
  const accepted = await recordContractAcceptance(
    {
      HeaderGuid,
      OfferId: offer.OfferId,
      NationalNumber: draft.data.entry.NationalNumber,
      Contracts: contracts.map((c) => c.slug).join(','),
      TextHash: contractsHash(contracts),
      IPAddress: visitor.ip ?? '',
      UserAgent: visitor.userAgent ?? '',
    },
    upstream,
  )
  if (!accepted.ok) return refuse(accepted.message)

  const bank = await getPaymentDetail(
    { HeaderGuid, OfferId: offer.OfferId, Bin: form.CardNumber.slice(0, 8) },
    upstream,
  )
  if (bank.ok && bank.body.Data && form.Installments > bank.body.Data.MaxInstallments) {
    const max = bank.body.Data.MaxInstallments
    return {
      ...refuse('', {
        Installments: [
          max === 1
            ? `${bank.body.Data.Bank ?? 'Kartınızın bankası'} bu teklif için yalnızca tek çekim yapabiliyor.`
            : `${bank.body.Data.Bank ?? 'Kartınızın bankası'} bu teklif için en fazla ${max} taksit yapabiliyor.`,
        ],
      }),
      choices: installmentChoices(bank.body.Data.Options),
      bank: bank.body.Data.Bank,
    }
  }

  const { origin } = url
  const startWith = (AttemptKey: string) =>
    startThreeDPayment(
      {
        AttemptKey,
        HeaderGuid,
        OfferId: offer.OfferId,
        NationalNumber: draft.data.entry.NationalNumber,
        Phone: draft.data.entry.Phone,
        // The insured are who was quoted; the card holder is the payer, whoever they are.
        InsuredName: insured.map((person) => person.name).join(', '),
        Email: form.Email,
        CardHolderName: form.CardHolderName,
        CardNumber: form.CardNumber,
        ExpiryMonth: form.ExpiryMonth,
        ExpiryYear: form.ExpiryYear,
        Cvc: form.Cvc,
        Installments: form.Installments,
        ReturnUrl: `${origin}${THREE_D_CALLBACK_PATH}`,
        ClientRef: `${draft.id}/${offer.OfferId}`,
      },
      upstream,
    )
  let attemptKey = form.AttemptKey
  let started = await startWith(attemptKey)
  const refusal = () => (!started.ok && started.kind === 'http' ? started.body?.StatusCode : null)
  if (refusal() === paymentCodes.attemptReplaced) {
    // Back from the bank's page with another card: the first card's payment has ended, so this
    // card is a new attempt under a new key.
    attemptKey = newAttemptKey()
    await saveCheckout(draft, offer.OfferId, { attemptKey })
    started = await startWith(attemptKey)
  }
  if (!started.ok) {
    const code = refusal()
    // Paid already, or no longer for sale: the page says which, and nothing was charged.
    if (
      code === paymentCodes.alreadyPaid ||
      code === paymentCodes.quoteInsured ||
      code === paymentCodes.coverStarted
    ) {
      throw redirect(checkoutPath(draft.id, offer.OfferId))
    }
    // The provider refused the card itself; an outage is not the payer's failure.
    if (started.kind === 'http') await recordCardFailure(payer)
    return refuse(started.message)
  }
  funnel.reached(draft.product, 'payment_started')
  const answer = started.body
  if (answer.StatusCode === paymentCodes.awaiting3d) {
    const start = answer.Data as ThreeDStart
    await saveCheckout(draft, offer.OfferId, { attemptKey, paymentId: start.PaymentId })
    const acsUrl = browserAcsUrl(start.AcsUrl)
    if (!acsUrl) {
      upstreamLog.error(
        { service: 'payment2', path: '/api/payment/3d-start' },
        'the bank page is on a loopback address no browser can open',
      )
      return refuse(
        'Bankanızın doğrulama sayfası şu anda açılamıyor; kartınızdan çekim yapılmadı. Lütfen birazdan yeniden deneyin.',
      )
    }
    return { kind: 'acs', url: acsUrl, fields: start.AcsFields }
  }
  const state = answer.Data as PaymentState
  funnel.paymentEnded(draft.product, state.Status === 'paid', state.Outcome)
  await saveCheckout(draft, offer.OfferId, { attemptKey, paymentId: state.PaymentId })
  throw redirect(
    `${checkoutPath(draft.id, offer.OfferId)}?odeme=${encodeURIComponent(state.PaymentId)}`,
  )
}
