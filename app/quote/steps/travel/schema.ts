import { z } from 'zod'
import { parseDate } from '~/utils/format.ts'
import { pickedDate } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'
import { addDays, checkDay } from '../../rules/calendar.ts'
import { passportHolderFields, type PassportHolderValues } from '../passport-holder/schema.ts'

export const travelMessages = {
  countries: 'Lütfen gideceğiniz en az bir ülkeyi seçiniz.',
  pastStart: 'Seyahat başlangıç tarihi geçmiş bir tarih olamaz.',
  endBeforeStart: 'Dönüş tarihi başlangıç tarihinden sonra olmalıdır.',
  tooLong: 'Seyahat süresi en fazla bir yıl olabilir.',
  purposeOther: 'Lütfen seyahat amacınızı yazınız.',
}

/**
 * The trip (spec §5: dates DD.MM.YYYY, or as the date picker posts them; the start not in the past): destinations by ISO code, an
 * end after the start and at most a year after it, a purpose, and its text when it is "Diğer"
 * (spec §4: a select's "other" value shows a text input).
 */
const tripShape = {
  DestinationCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: travelMessages.countries }), {
      error: travelMessages.countries,
    })
    .min(1, { error: travelMessages.countries })
    .max(60, { error: travelMessages.countries }),
  // On the field itself, not in the check of the whole form below, so the browser says it as
  // soon as the date is left, before the rest of the form is filled.
  TravelStartDate: pickedDate.refine((v) => checkDay(v, (day, today) => day >= today), {
    error: travelMessages.pastStart,
  }),
  TravelEndDate: pickedDate,
  TravelPurpose: z.string({ error: messages.required }).trim().min(1, messages.required),
  TravelPurposeOther: z.string().trim().max(100, 'En fazla 100 karakter giriniz.').optional(),
}

type Trip = z.output<z.ZodObject<typeof tripShape>>

function checkTrip(value: Trip, context: z.RefinementCtx) {
  const start = parseDate(value.TravelStartDate)
  const end = parseDate(value.TravelEndDate)
  if (start && end && end.getTime() <= start.getTime()) {
    context.addIssue({
      code: 'custom',
      path: ['TravelEndDate'],
      message: travelMessages.endBeforeStart,
    })
  } else if (start && end && end > addDays(start, 365)) {
    context.addIssue({ code: 'custom', path: ['TravelEndDate'], message: travelMessages.tooLong })
  }
  if (value.TravelPurpose === 'diger' && !value.TravelPurposeOther) {
    context.addIssue({
      code: 'custom',
      path: ['TravelPurposeOther'],
      message: travelMessages.purposeOther,
    })
  }
}

/** The travel step's form; a passport holder gives their name and birth date first. */
export const travelSchema = (byPassport: boolean) =>
  z.object({ ...tripShape, ...passportHolderFields(byPassport) }).superRefine(checkTrip)

export type TravelValues = Trip & Partial<PassportHolderValues>
