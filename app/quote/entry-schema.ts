import { z } from 'zod'
import {
  advertisementAgreement,
  birthDate,
  idType,
  nationalNumber,
  nationalOrTaxNumber,
  openDataAgreement,
  passportNumber,
  phone,
  plate,
  plateStatus,
  privacyPolicy,
  provinceCode,
} from '~/validation/fields.ts'
import { unregisteredPlate } from '~/validation/plate.ts'
import type { ProductDefinition } from './definitions.ts'

/** The entry as kept in the draft and sent upstream: clean values, spec field names. */
export interface QuoteEntry {
  NationalNumber: string
  Phone: string
  LicensePlateNumber?: string
  PlateStatus?: '1' | '2'
  Birthdate?: string
  IdType?: '1' | '2'
  PassportNumber?: string
  PrivacyPolicy: true
  OpenDataAgreement: true
  AdvertisementAgreement: boolean
}

const optionalText = z.string().trim().optional()

interface Issue {
  path: string
  message: string
}

/** Parses one field with `schema`, collecting its messages under the field's name. */
function check<T>(schema: z.ZodType<T>, value: unknown, path: string, issues: Issue[]) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  issues.push(...result.error.issues.map((i) => ({ path, message: i.message })))
  return undefined
}

/**
 * The form's values as the dependent fields are checked: the national number may still be
 * missing (a passport holder gives none) and the agreements play no part.
 */
type RawEntry = Omit<QuoteEntry, 'NationalNumber' | 'PrivacyPolicy' | 'OpenDataAgreement'> & {
  NationalNumber?: string
}

/** The fields that depend on another: plate on plate status, national number on ID type. */
function resolveDependent(definition: ProductDefinition, values: RawEntry) {
  const { entry } = definition
  const issues: Issue[] = []
  const byPassport = entry.idType && values.IdType === '2'
  const identifier = entry.identifier === 'tckn-or-vkn' ? nationalOrTaxNumber : nationalNumber
  const passport = byPassport
    ? check(passportNumber, values.PassportNumber, 'PassportNumber', issues)
    : undefined
  const national = byPassport
    ? passport
    : check(identifier, values.NationalNumber, 'NationalNumber', issues)
  let licensePlate: string | undefined
  if (entry.plate) {
    if (values.PlateStatus === '2') {
      const code = check(provinceCode, values.LicensePlateNumber, 'LicensePlateNumber', issues)
      licensePlate = code ? unregisteredPlate(code) : undefined
    } else {
      licensePlate = check(plate, values.LicensePlateNumber, 'LicensePlateNumber', issues)
    }
  }
  return { issues, national, passport, licensePlate }
}

/** A refinement reporting the dependent-field messages of one field. */
function dependentCheck(
  definition: ProductDefinition,
  field: 'NationalNumber' | 'PassportNumber' | 'LicensePlateNumber',
) {
  const messageOf = (input: unknown) =>
    resolveDependent(definition, input as RawEntry).issues.find((i) => i.path === field)?.message
  const params = {
    path: [field],
    when: () => true,
    error: (issue: { input: unknown }) => messageOf(issue.input),
  }
  return [(values: unknown) => messageOf(values) === undefined, params] as const
}

/**
 * One schema per product line's entry form, checked by the action alone: the page where most
 * visitors land does not load zod (decision 018). Dependent fields are checked in a refinement,
 * which zod runs even when another field failed, so every invalid field shows its message at once.
 */
export function entrySchema(definition: ProductDefinition) {
  const { entry } = definition
  return (
    z
      .object({
        NationalNumber: optionalText,
        Phone: phone,
        LicensePlateNumber: optionalText,
        PlateStatus: entry.plate ? plateStatus : z.undefined().optional(),
        // Any line takes a birth date when the provider asked for one (spec §8 1006).
        Birthdate: entry.birthDate ? birthDate : birthDate.optional(),
        IdType: entry.idType ? idType : z.undefined().optional(),
        PassportNumber: optionalText,
        PrivacyPolicy: privacyPolicy,
        OpenDataAgreement: openDataAgreement,
        AdvertisementAgreement: advertisementAgreement,
      })
      // zod skips ordinary refinements once a field failed; `when` runs these anyway, so every
      // invalid field shows its message at once.
      .refine(...dependentCheck(definition, 'NationalNumber'))
      .refine(...dependentCheck(definition, 'PassportNumber'))
      .refine(...dependentCheck(definition, 'LicensePlateNumber'))
      .transform((values): QuoteEntry => {
        const { national, passport, licensePlate } = resolveDependent(definition, values)
        return {
          NationalNumber: national ?? '',
          Phone: values.Phone,
          ...(entry.plate
            ? { LicensePlateNumber: licensePlate, PlateStatus: values.PlateStatus }
            : {}),
          ...(values.Birthdate ? { Birthdate: values.Birthdate } : {}),
          ...(entry.idType ? { IdType: values.IdType, PassportNumber: passport } : {}),
          PrivacyPolicy: true,
          OpenDataAgreement: true,
          AdvertisementAgreement: values.AdvertisementAgreement,
        }
      })
  )
}

/** The entry form's fields as the browser sends them. */
export type EntryFields = z.input<ReturnType<typeof entrySchema>>
