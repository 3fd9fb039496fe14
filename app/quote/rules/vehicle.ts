import { z } from 'zod'
import { messages } from '~/validation/messages.ts'
import { isValidPlate, normalizePlate } from '~/validation/plate.ts'
import { numberRange } from './number-range.ts'

/** Messages of the vehicle step that the spec leaves to us, in plain Turkish. */
export const vehicleMessages = {
  plate: 'Lütfen geçerli bir plaka giriniz.',
  permitSerial: 'Belge seri 2 harf olmalıdır.',
  permitNumber: 'Belge numarası 6 rakam olmalıdır.',
  asbis: 'ASBİS numarası 10 ile 20 rakamdan oluşmalıdır.',
  modelYear: 'Lütfen model yılını seçiniz.',
} as const

/**
 * Spec §5: spaces removed and upper-cased, by the same rule as the entry form, so a plate typed
 * there as '34 abı 12' is the same plate here ('ı' and 'i' both mean 'I').
 */
export const cleanPlate = normalizePlate

/** "66ABC123" → "66 ABC 123", how a plate is written for people. */
export const displayPlate = (plate: string) =>
  cleanPlate(plate).replace(/^(\d{2})([A-Z]{1,3})(\d{2,4})$/, '$1 $2 $3')

const required = (message: string = messages.required) =>
  z.string({ error: message }).trim().min(1, { error: message })

export const licensePlateNumber = required()
  .transform(cleanPlate)
  .refine(isValidPlate, { error: vehicleMessages.plate })

/**
 * The vehicle query form: the plate plus either the registration document (serial 2 letters,
 * number 6 digits) or the ASBIS number, chosen with RegistrationKind.
 */
export const vehicleQuerySchema = z.discriminatedUnion('RegistrationKind', [
  z.object({
    RegistrationKind: z.literal('belge'),
    LicensePlateNumber: licensePlateNumber,
    LicensePermitSerial: required(vehicleMessages.permitSerial)
      .transform((v) => v.toLocaleUpperCase('tr-TR'))
      .refine((v) => /^[A-Z]{2}$/.test(v), { error: vehicleMessages.permitSerial }),
    LicensePermitNumber: required(vehicleMessages.permitNumber).refine((v) => /^\d{6}$/.test(v), {
      error: vehicleMessages.permitNumber,
    }),
  }),
  z.object({
    RegistrationKind: z.literal('asbis'),
    LicensePlateNumber: licensePlateNumber,
    AsbisNumber: required(vehicleMessages.asbis).refine((v) => /^\d{10,20}$/.test(v), {
      error: vehicleMessages.asbis,
    }),
  }),
])
export type VehicleQueryForm = z.output<typeof vehicleQuerySchema>

/**
 * The form's values as the Vehicle query's plate and registration fields (serial and number
 * travel as one field; the document not chosen goes empty).
 */
export function toVehicleQuery(form: VehicleQueryForm) {
  return {
    LicensePlateNumber: form.LicensePlateNumber,
    LicensePermitNumber:
      form.RegistrationKind === 'belge'
        ? `${form.LicensePermitSerial}${form.LicensePermitNumber}`
        : '',
    AsbisNumber: form.RegistrationKind === 'asbis' ? form.AsbisNumber : '',
  }
}

/** The manual choice when the registry has no vehicle or a wrong one (saved with update-info). */
export const vehicleChoiceSchema = z
  .object({
    BrandCode: required(),
    BrandCodeFull: required(),
    ModelYear: z.coerce
      .number({ error: vehicleMessages.modelYear })
      .int({ error: vehicleMessages.modelYear })
      .min(1950, { error: vehicleMessages.modelYear }),
    UsingType: required(),
    FuelType: required(),
  })
  .refine((v) => v.BrandCodeFull.startsWith(v.BrandCode), {
    path: ['BrandCodeFull'],
    error: messages.required,
  })

/** Accessory price bounds in TL (spec §5 number input with comma thousands). */
export const accessoryLimits = {
  RadioPrice: { min: 0, max: 100_000 },
  NavigationPrice: { min: 0, max: 150_000 },
  SteelWheelPrice: { min: 0, max: 250_000 },
  OtherAccessoryPrice: { min: 0, max: 250_000 },
} as const

/** Kasko's extra questions on the vehicle step: accessories, original LPG and profession. */
export const kaskoDetailsSchema = z.object({
  RadioPrice: numberRange(accessoryLimits.RadioPrice.min, accessoryLimits.RadioPrice.max),
  NavigationPrice: numberRange(
    accessoryLimits.NavigationPrice.min,
    accessoryLimits.NavigationPrice.max,
  ),
  SteelWheelPrice: numberRange(
    accessoryLimits.SteelWheelPrice.min,
    accessoryLimits.SteelWheelPrice.max,
  ),
  OtherAccessoryPrice: numberRange(
    accessoryLimits.OtherAccessoryPrice.min,
    accessoryLimits.OtherAccessoryPrice.max,
  ),
  IsOriginalLpg: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
  ProfessionCode: required(),
})
