import { createHash, randomBytes } from 'node:crypto'
import { config } from '~/platform/config.server.ts'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data, redirect } from 'react-router'
import { funnel } from '../../server/metrics.ts'
import { offersStep } from '~/quote/offers/step.ts'
import { wizardPath } from '~/quote/wizard/navigation.ts'
import { isQuoted, type QuotedDraft } from '~/quote/draft.ts'
import { changeDraft } from '~/quote/draft.server.ts'
import { startCheckout } from '~/quote/draft-changes.ts'
import { installmentText, premiumText } from '~/quote/rules/installments.ts'
import type { PageArgs } from '~/platform/request-context.ts'
import { upstreamMessages } from '~/upstream/client.server.ts'
import {
  getCheckoutStatus,
  getPaymentDetail,
  openPaymentSession,
  recordContractAcceptance,
} from '~/upstream/payment.server.ts'
import { upstreamLog } from '~/upstream/log.server.ts'
import { idNumberLabel, maskIdNumber, maskPhone } from '~/validation/identity.ts'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { browserAcsUrl } from './acs-url.server.ts'
import { cardPauseMessage, cardPaymentsPaused, recordCardFailure } from './card-attempts.server.ts'
import { cardPageUnreachable, stepAfterSession, stepOfCheckout } from './payment-states.ts'
import { THREE_D_CALLBACK_PATH, checkoutPath } from './checkout-path.ts'
import { checkoutSchema, installmentMessage, staleFormMessage } from './checkout-schema.ts'
import { installmentChoices, loadCheckout, offerOfQuote, payerOf, saleOf } from './sale.server.ts'
import type { CheckoutActionResult, CheckoutView } from './types.ts'
import { postedForm } from '~/utils/posted-form.server.ts'

const newAttemptKey = () => randomBytes(18).toString('base64url')

const contractsHash = (contracts: unknown) =>
  createHash('sha256').update(JSON.stringify(contracts)).digest('hex')

/** A new payment attempt for the offer: its one-time key. */
async function newAttempt(draft: QuotedDraft, offerId: string) {
  const attemptKey = newAttemptKey()
  await changeDraft(draft, isQuoted, startCheckout(offerId, attemptKey))
  return attemptKey
}

export async function checkoutLoader(args: PageArgs, draftId?: string, offerId?: string) {
  const checkout = await loadCheckout(args, draftId, offerId)
  const { draft, quote, offer, upstream } = checkout
  const { HeaderGuid } = quote
  const current = draft.data.checkouts?.[offer.OfferId]
  const status = await getCheckoutStatus(
    { HeaderGuid, OfferId: offer.OfferId, AttemptKey: current?.attemptKey },
    upstream,
  )
  const step = stepOfCheckout(status)
  const { definition, insured, subject, coverages, contracts } = saleOf(checkout)
  if (step.state === 'cover-started') {
    const view: CheckoutView = {
      state: 'cover-started',
      lineName: definition.name,
      message: step.message,
      newQuoteHref: definition.quotePage,
    }
    return view
  }
  if (step.state === 'unanswered') throw data(step.message, { status: 503 })
  if (step.state === 'paid') {
    const view: CheckoutView = {
      state: 'policy',
      lineName: definition.name,
      insurer: offer.InsurerName,
      packageName: offer.PackageName,
      policyNumber: step.policy.PolicyNumber,
      email: step.policy.Email,
      startsOn: step.policy.StartsOn,
      endsOn: step.policy.EndsOn,
      withdrawnOn: step.policy.WithdrawnOn ?? null,
      pdfHref: `/police-pdf/${encodeURIComponent(draft.id)}/${encodeURIComponent(offer.OfferId)}`,
      loggedIn: upstream.member !== null,
    }
    return view
  }
  if (step.state === 'sold-elsewhere') {
    const bought = offerOfQuote(quote, step.offerId)
    const view: CheckoutView = {
      state: 'quote-insured',
      lineName: definition.name,
      insurer: bought?.InsurerName ?? '',
      policyNumber: step.policyNumber,
      policyHref: checkoutPath(draft.id, step.offerId),
      newQuoteHref: definition.quotePage,
    }
    return view
  }
  // Only a 'ready' or 'at-card-page' checkout, or one whose attempt just ended, shows the form.
  const period = status.ok ? status.body.Data?.CoverPeriod : undefined
  if (!period) throw data(upstreamMessages.invalid, { status: 503 })
  const { url } = args
  let failure: string | null = null
  const failed = step.state === 'declined' || step.state === 'expired'
  if (failed) {
    // Seen once per failed payment: the attempt key is replaced below.
    await recordCardFailure(payerOf(checkout))
    if (url.searchParams.get('odeme') === step.paymentId) failure = step.message
  } else if (!current) {
    funnel.reached(draft.product, 'checkout_opened')
  }
  // A failed attempt is over: the next "Ödemeye Geç" is a new session under a new key.
  const attemptKey =
    current && !failed ? current.attemptKey : await newAttempt(draft, offer.OfferId)
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
    coverPeriod: coverPeriodText(period.StartsOn, period.EndsOn),
    contracts,
    choices: detail.ok && detail.body.Data ? installmentChoices(detail.body.Data.Options) : [],
    installmentsFailed: !detail.ok,
    defaults: { Email: customer.Email ?? '' },
    attemptKey,
    failure,
    offersHref: wizardPath(definition, draft.id, offersStep.segment),
    agencyName: config.agency.name,
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
  const submission = parsePostedForm(await postedForm(request), checkoutSchema)
  if (submission.status !== 'success') {
    const stale = submission.error?.AttemptKey
    return {
      kind: 'form',
      reply: submission.reply(stale ? { formErrors: [staleFormMessage] } : {}),
    }
  }
  const form = submission.value
  const current = draft.data.checkouts?.[offer.OfferId]
  if (!current || current.attemptKey !== form.AttemptKey) {
    // An old page (another tab paid or retried meanwhile): show the current state instead.
    throw redirect(checkoutPath(draft.id, offer.OfferId))
  }
  const refuse = (message: string) => ({
    kind: 'form' as const,
    reply: submission.reply({ formErrors: [message] }),
  })

  const payer = payerOf(checkout)
  if (await cardPaymentsPaused(payer)) return refuse(cardPauseMessage)

  const { contracts, insured } = saleOf(checkout)
  const visitor = upstream.visitor ?? {}
  const textHash = contractsHash(contracts)
  const accepted = await recordContractAcceptance(
    {
      HeaderGuid,
      OfferId: offer.OfferId,
      NationalNumber: draft.data.entry.NationalNumber,
      Contracts: contracts.map((c) => c.slug).join(','),
      TextHash: textHash,
      IPAddress: visitor.ip ?? '',
      UserAgent: visitor.userAgent ?? '',
    },
    upstream,
  )
  if (!accepted.ok) return refuse(accepted.message)

  const detail = await getPaymentDetail({ HeaderGuid, OfferId: offer.OfferId }, upstream)
  if (!detail.ok) return refuse(detail.message)
  const option = detail.body.Data?.Options.find((o) => o.Installments === form.Installments)
  if (!option) {
    return {
      kind: 'form',
      reply: submission.reply({ fieldErrors: { Installments: [installmentMessage] } }),
    }
  }
  const { origin } = url
  const session = await openPaymentSession(
    {
      AttemptKey: form.AttemptKey,
      HeaderGuid,
      OfferId: offer.OfferId,
      NationalNumber: draft.data.entry.NationalNumber,
      Phone: draft.data.entry.Phone,
      // The insured are who was quoted; the card holder is the payer, whoever they are.
      InsuredName: insured.map((person) => person.name).join(', '),
      Email: form.Email,
      Installments: form.Installments,
      Amount: option.Total,
      TextHash: textHash,
      ReturnUrl: `${origin}${THREE_D_CALLBACK_PATH}`,
      CancelUrl: `${origin}${checkoutPath(draft.id, offer.OfferId)}`,
      ClientRef: `${draft.id}/${offer.OfferId}`,
    },
    upstream,
  )
  const step = stepAfterSession(session, (address) => browserAcsUrl(address))
  if (step.state === 'settled') throw redirect(checkoutPath(draft.id, offer.OfferId))
  if (step.state === 'ready') {
    if (step.message === cardPageUnreachable) {
      upstreamLog.error(
        { service: 'payment2', path: '/api/payment/session' },
        'the card page is on a loopback address no browser can open',
      )
    }
    return refuse(step.message)
  }
  funnel.reached(draft.product, 'payment_started')
  return { kind: 'card-page', url: step.url, fields: step.fields }
}
