import type { Body } from '../http.ts'
import { isVkn } from '../rules/identity.ts'
import { isPersonName, readPersonName } from '../rules/person-name.ts'

/** One person a quote insures, as the policy names them. */
export interface InsuredPerson {
  name: string
  /**
   * Spec §5: a passport number replaces the national number when the ID type is 2; a company is
   * insured under its 10-digit tax number.
   */
  idKind: 'tckn' | 'vkn' | 'passport'
  idNumber: string
}

/**
 * An identity number as printed: eight stars and its last three characters, whatever its length,
 * as the storefront's checkout shows it; a passport number's length tells nothing either.
 */
export const maskedNumber = (value: string) => `${'*'.repeat(8)}${value.slice(-3)}`

/** What the policy calls the number. */
export const idLabel = (person: Pick<InsuredPerson, 'idKind'>) =>
  ({ tckn: 'T.C. kimlik no', vkn: 'Vergi kimlik no', passport: 'Pasaport no' })[person.idKind]

/** The kind of the national number a quote was made under: a company's is its tax number. */
export const nationalIdKind = (nationalNumber: string): InsuredPerson['idKind'] =>
  isVkn(nationalNumber) ? 'vkn' : 'tckn'

/**
 * The insured of a header sent with ID type 2 (seyahat, yabancı): no identity check named the
 * passport holder, so the header does, in Name and Surname; null for ID type 1, whose insured the
 * identity check knows.
 */
export function passportHolderOf(
  body: Body,
  passportNumber: string,
): { holder: InsuredPerson | null } | { error: string } {
  if (body.IdType?.trim() !== '2') return { holder: null }
  const name = readPersonName(body.Name)
  const surname = readPersonName(body.Surname)
  if (!isPersonName(name) || !isPersonName(surname)) {
    return { error: 'Pasaportla teklif için sigortalının adı ve soyadı gereklidir.' }
  }
  return { holder: { name: `${name} ${surname}`, idKind: 'passport', idNumber: passportNumber } }
}
