import { dottedDate } from '~/utils/format.ts'
import type { QuoteEntry } from '../entry-schema.ts'
import type { ProductKey } from '../product-lines.ts'
import { todayInTurkey } from '../rules/calendar.ts'

/**
 * What a renewal starts from (issue 28, decisions 044 and 073): the new draft's entry and the new
 * policy's first day. What each step carries is the step's own declaration (`renewal.server.ts`
 * in its folder).
 */

/** What the renewal call gives of the bought policy's quote. */
export interface RenewalSource {
  ProductKey: string
  NationalNumber: string
  Phone: string
  /** The old policy's last day, YYYY-MM-DD. */
  EndsOn: string
  QuoteFields?: Record<string, string> | null
}

/** The new policy's first day (DD.MM.YYYY): the old one's end, or today if that has passed. */
export function renewalStart(endsOn: string, now = new Date()): string {
  const today = todayInTurkey(now).toISOString().slice(0, 10)
  return dottedDate(endsOn.slice(0, 10) < today ? today : endsOn.slice(0, 10))
}

const passportLines: ProductKey[] = ['seyahat', 'yabanci']
const isPassport = (id: string) => !/^\d+$/.test(id)

/** The new draft's entry: the policy's owner and phone, the plate and birth date it was quoted with. */
export function renewalEntry(product: ProductKey, source: RenewalSource): QuoteEntry {
  const fields = source.QuoteFields ?? {}
  const plate = fields.LicensePlateNumber
  const byPassport = passportLines.includes(product) && isPassport(source.NationalNumber)
  return {
    NationalNumber: source.NationalNumber,
    Phone: source.Phone,
    ...(plate && (product === 'kasko' || product === 'trafik')
      ? { LicensePlateNumber: plate, PlateStatus: plate.endsWith('YK') ? '2' : '1' }
      : {}),
    ...(fields.Birthdate ? { Birthdate: fields.Birthdate } : {}),
    ...(passportLines.includes(product)
      ? byPassport
        ? { IdType: '2', PassportNumber: source.NationalNumber }
        : { IdType: '1' }
      : {}),
    // Accepted when the policy was bought; the renewal page says so. No advertising consent.
    PrivacyPolicy: true,
    OpenDataAgreement: true,
    AdvertisementAgreement: false,
  }
}
