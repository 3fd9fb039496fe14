import { describe, expect, it } from 'vitest'
import { upstreamMessages } from '~/upstream/client.server.ts'
import { paymentCodes, type PaymentState } from '~/upstream/payment.server.ts'
import {
  cardPageUnreachable,
  stepAfterSession,
  stepOfCheckout,
  type PaymentStep,
} from './payment-states.ts'

type Status = Parameters<typeof stepOfCheckout>[0]

const period = { StartsOn: '2026-12-01', EndsOn: '2027-12-01' }
const policy = {
  PolicyNumber: 'ANK-2026-00000001',
  Email: 'ayse@ornek.com.tr',
  StartsOn: '2026-12-01',
  EndsOn: '2027-12-01',
}
const payment = (change: Partial<PaymentState>): PaymentState => ({
  PaymentId: 'odeme-1',
  Status: 'awaiting_3d',
  ClientRef: 'taslak/teklif',
  Message: null,
  Outcome: null,
  Card: 'Visa **** 0002',
  Email: 'ayse@ornek.com.tr',
  Installments: 1,
  Total: 1000,
  PolicyNumber: null,
  ...change,
})
const answered = (data: {
  Policy?: typeof policy | null
  Payment?: PaymentState | null
  QuotePolicy?: { PolicyNumber: string; OfferId: string } | null
}): Status => ({
  ok: true,
  status: 200,
  body: {
    Success: true,
    StatusCode: 200,
    Messages: [],
    Data: { Policy: null, Payment: null, QuotePolicy: null, CoverPeriod: period, ...data },
  },
})
const refused = (StatusCode: number, message: string): Status => ({
  ok: false,
  kind: 'http',
  status: 409,
  message,
  body: { Success: false, StatusCode, Messages: [message] },
})

describe('a checkout read from the provider', () => {
  const cases: [string, Status, PaymentStep][] = [
    ['nothing tried yet: ready', answered({}), { state: 'ready' }],
    [
      'a card at the card page or its 3D Secure page: at-card-page',
      answered({ Payment: payment({}) }),
      { state: 'at-card-page', paymentId: 'odeme-1' },
    ],
    [
      "the bank's result charged: paid, with the policy",
      answered({ Policy: policy, Payment: payment({ Status: 'paid' }) }),
      { state: 'paid', policy },
    ],
    [
      'the card refused: declined, with its message',
      answered({
        Payment: payment({ Status: 'failed', Outcome: 'insufficient_funds', Message: 'Bakiye.' }),
      }),
      { state: 'declined', paymentId: 'odeme-1', message: 'Bakiye.' },
    ],
    [
      "the bank's 10-minute session over: expired",
      answered({
        Payment: payment({ Status: 'failed', Outcome: 'three_d_expired', Message: 'Süre doldu.' }),
      }),
      { state: 'expired', paymentId: 'odeme-1', message: 'Süre doldu.' },
    ],
    [
      'another offer of the quote paid: sold-elsewhere',
      answered({ QuotePolicy: { PolicyNumber: 'X-1', OfferId: 'teklif-2' } }),
      { state: 'sold-elsewhere', policyNumber: 'X-1', offerId: 'teklif-2' },
    ],
    [
      "the cover's start passed: cover-started",
      refused(paymentCodes.coverStarted, 'Başlangıç geçti.'),
      { state: 'cover-started', message: 'Başlangıç geçti.' },
    ],
    [
      'no answer from the provider: unanswered, nothing decided',
      { ok: false, kind: 'timeout', message: upstreamMessages.timeout },
      { state: 'unanswered', message: upstreamMessages.timeout },
    ],
  ]
  it.each(cases)('%s', (_, status, step) => {
    expect(stepOfCheckout(status)).toEqual(step)
  })

  it('takes a payment paid before its policy shows for one still at the card page', () => {
    expect(stepOfCheckout(answered({ Payment: payment({ Status: 'paid' }) }))).toEqual({
      state: 'at-card-page',
      paymentId: 'odeme-1',
    })
  })
})

describe('asking for a payment session', () => {
  type Answer = Parameters<typeof stepAfterSession>[0]
  const session: Answer = {
    ok: true,
    status: 200,
    body: {
      Data: {
        CardPageUrl: 'https://odeme.example/bank/kart',
        CardPageFields: { Session: 'muhurlu' },
        Amount: 1000,
      },
    },
  }
  const asIs = (url: string) => url

  it('sends the payer to the card page with the session', () => {
    expect(stepAfterSession(session, asIs)).toEqual({
      state: 'at-card-page',
      url: 'https://odeme.example/bank/kart',
      fields: { Session: 'muhurlu' },
    })
  })

  it.each([paymentCodes.alreadyPaid, paymentCodes.quoteInsured, paymentCodes.coverStarted])(
    'reloads the checkout when the offer is settled (%i)',
    (code) => {
      expect(stepAfterSession(refused(code, 'Satıldı.') as Answer, asIs)).toEqual({
        state: 'settled',
      })
    },
  )

  it("stays ready with the provider's reason otherwise", () => {
    expect(stepAfterSession(refused(400, 'Sözleşme yok.') as Answer, asIs)).toEqual({
      state: 'ready',
      message: 'Sözleşme yok.',
    })
  })

  it('never sends a browser to a card page it cannot open', () => {
    expect(stepAfterSession(session, () => null)).toEqual({
      state: 'ready',
      message: cardPageUnreachable,
    })
  })
})
