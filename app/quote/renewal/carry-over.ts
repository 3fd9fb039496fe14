import { dottedDate } from '~/utils/format.ts'
import type { DraftCustomer } from '../draft.ts'
import type { QuoteEntry } from '../entry-schema.ts'
import type { ProductKey } from '../product-lines.ts'
import { todayInTurkey } from '../rules/calendar.ts'
import { addressStep } from '../steps/address/step.ts'
import { customerStep } from '../steps/customer/step.ts'
import { daskBuildingStep } from '../steps/dask-building/step.ts'
import { homeStep } from '../steps/home/step.ts'
import { insuredPeopleStep } from '../steps/insured-people/step.ts'
import { petStep } from '../steps/pet/step.ts'
import { phoneStep } from '../steps/phone/step.ts'
import { residenceStep } from '../steps/residence/step.ts'
import { vehicleStep } from '../steps/vehicle/step.ts'

/**
 * A renewal's carry-over (issue 28, decision 044): the bought policy's quote header fields, as the
 * provider gives them back, turned into the posts a person would make on each wizard step to
 * quote the same subject again. Form fields carry the spec's names, so a header field is posted
 * under its own name; only what must change is changed here: the policy starts where the old one
 * ends, a trip is asked anew, and a DASK renewal says it is one.
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

/** One form post on one step: its URL segment and the form's fields (with `intent`). */
export interface CarriedPost {
  segment: string
  form: Record<string, string>
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

/** The user-information step, confirmed as the identity check filled it. */
function customerPost(customer: DraftCustomer, fields: Record<string, string>): CarriedPost {
  return {
    segment: customerStep.segment,
    form: {
      Name: customer.Name,
      Surname: customer.Surname,
      CityCode: customer.CityCode ? String(customer.CityCode) : '',
      CountyCode: customer.CountyCode ? String(customer.CountyCode) : '',
      Email: customer.Email ?? fields.EMail ?? '',
    },
  }
}

/** A header's boolean as a checkbox posts it. */
const checkbox = (value: string | undefined) => (value === 'true' ? 'on' : '')

/** The vehicle: queried again by plate and registration document, then confirmed. */
function vehiclePosts(fields: Record<string, string>, start: string): CarriedPost[] {
  const permit = /^([A-Z]{2})(\d{6})$/.exec(fields.LicensePermitNumber ?? '')
  const registration: Record<string, string> = permit
    ? {
        RegistrationKind: 'belge',
        LicensePermitSerial: permit[1]!,
        LicensePermitNumber: permit[2]!,
      }
    : { RegistrationKind: 'asbis', AsbisNumber: fields.AsbisNumber ?? '' }
  return [
    {
      segment: vehicleStep.segment,
      form: {
        intent: 'sorgula',
        LicensePlateNumber: fields.LicensePlateNumber ?? '',
        ...registration,
      },
    },
    {
      segment: vehicleStep.segment,
      form: {
        ...fields,
        intent: 'teklif-al',
        IsOriginalLpg: checkbox(fields.IsOriginalLpg),
        PolicyStart: start,
      },
    },
  ]
}

/** The line's own steps after the user information. */
function linePosts(product: ProductKey, fields: Record<string, string>, start: string) {
  const moved = { ...fields, PolicyStart: start }
  switch (product) {
    case 'kasko':
    case 'trafik':
      return vehiclePosts(fields, start)
    case 'dask':
      return [
        {
          segment: addressStep.segment,
          form: { intent: 'kod', UAVTNumber: fields.UAVTNumber ?? '' },
        },
        // Sent as a renewal, so the insurer renewing it keeps its discount.
        { segment: daskBuildingStep.segment, form: { ...moved, IsRenewal: 'on' } },
      ]
    case 'konut':
      return [
        {
          segment: addressStep.segment,
          form: { intent: 'kod', UAVTNumber: fields.UAVTNumber ?? '' },
        },
        { segment: homeStep.segment, form: moved },
      ]
    case 'petsaglik':
      return [{ segment: petStep.segment, form: moved }]
    case 'telefon':
      return [{ segment: phoneStep.segment, form: moved }]
    case 'tamamlayici':
    case 'bireysel':
      return [{ segment: insuredPeopleStep.segment, form: moved }]
    case 'yabanci':
      return [{ segment: residenceStep.segment, form: moved }]
    case 'seyahat':
      // A trip is not renewed: the next one has its own dates and places, asked on its step.
      return []
  }
}

/**
 * Every post of a renewal, in the wizard's order, from the old quote's header fields and the old
 * policy's last day (YYYY-MM-DD); none without the fields (a quote opened before the provider kept
 * them): the visitor starts from the first step.
 */
export function carriedPosts(
  product: ProductKey,
  fields: Record<string, string> | null,
  endsOn: string,
  customer: DraftCustomer,
  now = new Date(),
): CarriedPost[] {
  if (!fields) return []
  const start = renewalStart(endsOn, now)
  return [customerPost(customer, fields), ...linePosts(product, fields, start)]
}
