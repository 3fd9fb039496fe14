import { isOwnKey } from '../../../platform/own-key.ts'
import { takesAge } from '../../pricing/age-limit.ts'
import { healthInsurers } from '../../pricing/health-insurers.ts'
import { isoFromTrDate } from '../../registry/dates.ts'
import { ageOn } from './dates.ts'

/**
 * The health lines whose insurers decline, in their price, a person older than their own limit:
 * tamamlayıcı and bireysel by the health tariff, yabancı by the foreigner's.
 */
const tariffOfLine = { tamamlayici: 'health', bireysel: 'health', yabanci: 'foreigner' } as const

/** The family rows a health quote may carry (`familyOf` refuses more). */
const MAX_FAMILY_ROWS = 8

/**
 * The birth dates (YYYY-MM-DD) of the persons a health policy's quote insured, as its header sent
 * them and its renewal carries them: the policyholder's `Birthdate`, and for tamamlayıcı and
 * bireysel each family row's `fam[i].Birthdate`. Null for another line, or where a date is
 * missing or unreadable (the renewal's steps then ask, and nothing can be said of it here).
 */
export function insuredBirthDates(
  line: string,
  field: (name: string) => string | undefined,
): string[] | null {
  if (!isOwnKey(tariffOfLine, line)) return null
  const sent = [field('Birthdate')]
  if (line !== 'yabanci') {
    for (let i = 0; i < MAX_FAMILY_ROWS; i++) {
      if (field(`fam[${i}].Name`) === undefined && !field(`fam[${i}].NationalNumber`)) break
      sent.push(field(`fam[${i}].Birthdate`))
    }
  }
  const births = sent.map(isoFromTrDate)
  return births.every((birth) => birth !== null) ? births : null
}

/**
 * Whether one of `insurers` (their codes: those that quote the line) would price at least one
 * person born on `births` on `day` (YYYY-MM-DD, Türkiye's): the age limit each insurer's price
 * applies, in whole years on the day of the quote. Each insurer gives no package where it
 * declines everyone, so where this is false a renewal's offers page stays empty (decision 083).
 * True for another line, and where no insurer has a limit of this line to apply.
 */
export function anyoneInsurable(
  line: string,
  births: readonly string[],
  insurers: readonly string[],
  day: string,
): boolean {
  if (!isOwnKey(tariffOfLine, line)) return true
  const limits = insurers.flatMap((code) => {
    const tariff = isOwnKey(healthInsurers, code) ? healthInsurers[code] : undefined
    return tariff ? [tariff[tariffOfLine[line]]] : []
  })
  if (limits.length === 0) return true
  return births.some((birth) => limits.some((limit) => takesAge(limit, ageOn(birth, day))))
}
