import { createHash, createHmac } from 'node:crypto'
import { sameSecret } from '../http.ts'

/**
 * The demo bank behind the built-in payment service: which card does what, the card's bank and
 * its installment limit, and the signature on the 3D Secure result it posts back. Only the
 * scenario a card triggers is kept; the card number itself is never stored.
 */

export type Scenario =
  | 'success'
  | 'insufficient_funds'
  | 'do_not_honour'
  | 'lost_or_stolen'
  | 'expired_card'
  | 'invalid_cvc'
  | 'fraud_suspected'
  | 'three_d_failed'
  | 'three_d_not_enrolled'
  | 'three_d_start_failed'

/** The README's test cards; any other valid card pays successfully. */
export const testCards: Record<string, Scenario> = {
  '4000000000000002': 'success',
  '4000000000000051': 'insufficient_funds',
  '4000000000000093': 'do_not_honour',
  '4000000000000432': 'lost_or_stolen',
  '4000000000000549': 'expired_card',
  '4000000000000820': 'invalid_cvc',
  '4000000000000598': 'fraud_suspected',
  '4000000000001000': 'three_d_failed',
  '4000000000004004': 'three_d_not_enrolled',
  '4000000000009003': 'three_d_start_failed',
}

export const scenarioOf = (cardNumber: string): Scenario => testCards[cardNumber] ?? 'success'

/** Outcomes that end a payment without a charge, with the message the payer sees. */
/** A quote whose cover would start on a day already gone: not sold, a new quote is needed. */
export const coverStartedMessage =
  'Bu teklifteki sigorta başlangıç tarihi geçti; başlamış bir teminat satılamaz ve kartınızdan çekim yapılmadı. Lütfen güncel tarihlerle yeni bir teklif alın.'

export const failureMessages: Record<
  | Exclude<Scenario, 'success'>
  | 'already_paid'
  | 'quote_already_insured'
  | 'three_d_expired'
  | 'replaced'
  | 'cover_started',
  string
> = {
  insufficient_funds: 'Kartınızın bakiyesi bu ödeme için yetersiz. Lütfen başka bir kart deneyin.',
  do_not_honour:
    'Bankanız bu işlemi onaylamadı. Lütfen bankanızla görüşün ya da başka bir kart deneyin.',
  lost_or_stolen:
    'Bu kart kayıp ya da çalıntı olarak bildirildiği için işlem yapılamadı. Lütfen bankanızla görüşün.',
  expired_card: 'Kartınızın kullanım süresi dolmuş. Lütfen geçerli bir kart deneyin.',
  invalid_cvc: 'Kartın güvenlik kodu (CVC) hatalı. Lütfen kontrol edip yeniden deneyin.',
  fraud_suspected:
    'Bankanız işlemi güvenlik şüphesiyle durdurdu. Lütfen bankanızla görüşün ya da başka bir kart deneyin.',
  three_d_failed:
    '3D Secure doğrulaması başarısız oldu (mdStatus 0). Lütfen yeniden deneyin ya da başka bir kart kullanın.',
  three_d_not_enrolled:
    'Kartınız 3D Secure ile ödemeye kayıtlı değil (mdStatus 4). Lütfen bankanızdan 3D Secure özelliğini açtırın ya da başka bir kart deneyin.',
  three_d_start_failed:
    '3D Secure doğrulaması başlatılamadı. Lütfen birazdan yeniden deneyin ya da başka bir kart kullanın.',
  already_paid: 'Bu teklifin ödemesi başka bir işlemle zaten alındı; kartınızdan çekim yapılmadı.',
  quote_already_insured:
    'Bu teklif için başka bir sigorta şirketinden poliçe zaten satın alındı; kartınızdan çekim yapılmadı.',
  three_d_expired:
    '3D Secure doğrulaması zamanında tamamlanmadığı için işlem sona erdi; kartınızdan çekim yapılmadı. Lütfen yeniden deneyin.',
  replaced:
    'Bu ödeme, ardından girilen başka bir kartla yapılan denemeyle değiştirildi; bu karttan çekim yapılmadı.',
  cover_started: coverStartedMessage,
}

/**
 * How long a payment may wait for the bank's 3D Secure verdict: the bank's session (and its SMS
 * code) ends then, and the payment with it.
 */
export const THREE_D_SESSION_MS = 10 * 60_000

export type Failure = keyof typeof failureMessages

export const isFailure = (value: string | null): value is Failure =>
  value !== null && value in failureMessages

/** A payment network, as its number's prefix shows it; the storefront shows the same names. */
export function brandOf(cardNumber: string): string {
  const n = cardNumber
  const prefix = (length: number) => Number(n.slice(0, length))
  if (/^3[47]/.test(n)) return 'Amex'
  if (/^4/.test(n)) return 'Visa'
  if (/^5[1-5]/.test(n) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'Mastercard'
  if (/^9792/.test(n)) return 'Troy'
  if (/^(6011|64[4-9]|65)/.test(n)) return 'Discover'
  if (/^3(0[0-5]|[689])/.test(n)) return 'Diners'
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'JCB'
  if (/^62/.test(n)) return 'UnionPay'
  return 'Kart'
}

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length >= 12 && sum % 10 === 0
}

/** Fictional issuing banks by card prefix, each with its own installment limit. */
export const banks = [
  { name: 'Yozgat Yatırım Bankası', maxInstallments: 12, prefixes: ['4000', '5555'] },
  { name: 'Bozok Katılım Bankası', maxInstallments: 9, prefixes: ['9792', '2221'] },
  { name: 'Çamlık Bankası', maxInstallments: 6, prefixes: [] },
] as const

export function bankOf(bin: string): { name: string; maxInstallments: number } {
  const bank = banks.find((b) => b.prefixes.some((p: string) => bin.startsWith(p)))
  return bank ?? banks[2]
}

/**
 * Installment options: up to the insurer's and the bank's limit. Up to three installments cost
 * nothing extra; each further month adds the bank's 1.5 % term difference (vade farkı).
 */
export function installmentOptions(premiumKurus: number, max: number) {
  return Array.from({ length: Math.max(1, max) }, (_, i) => {
    const count = i + 1
    const totalKurus = Math.round(premiumKurus * (1 + Math.max(0, count - 3) * 0.015))
    return { Installments: count, TotalKurus: totalKurus }
  })
}

/** The bank keeps only a hash of the one-time code it texts, bound to the payment's ACS token. */
export const hashSmsCode = (acsToken: string, code: string) =>
  createHash('sha256').update(`${acsToken}:${code}`).digest('hex')

/**
 * The bank's key, derived from the site credential it shares with the provider: it signs the 3D
 * result, and draws each payment's one-time code from its ACS token. Drawn so, the code is as
 * unguessable as a random one without the credential, and the bank can tell it again while it
 * keeps only its hash (a staging bank shows it on its page: bank-acs.ts).
 */
export function bankSigner(siteCredential: string) {
  const key = createHash('sha256').update(`demo-bank:${siteCredential}`).digest()
  const sign = (paymentId: string, mdStatus: string) =>
    createHmac('sha256', key).update(`${paymentId}|${mdStatus}`).digest('base64url')
  return {
    sign,
    verify: (paymentId: string, mdStatus: string, signature: string) =>
      sameSecret(sign(paymentId, mdStatus), signature),
    code: (acsToken: string) => {
      const drawn = createHmac('sha256', key).update(`sms-code|${acsToken}`).digest()
      return String(drawn.readUInt32BE(0) % 1_000_000).padStart(6, '0')
    },
  }
}
