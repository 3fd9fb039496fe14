import type { StepRecord } from '../../draft.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import type { PassportHolderValues } from './schema.ts'

/** Whether the visitor started with a passport (spec §5, ID type 2) on a line that allows it. */
export const byPassport = ({ definition, draft }: Pick<Wizard, 'definition' | 'draft'>) =>
  definition.entry.idType && draft.data.entry.IdType === '2'

/** The form's start: what the step saved, else the birth date the entry was given. */
export const passportHolderDefaults = (
  wizard: Pick<Wizard, 'draft'>,
  saved?: Partial<PassportHolderValues>,
): PassportHolderValues => ({
  Name: saved?.Name ?? '',
  Surname: saved?.Surname ?? '',
  Birthdate: saved?.Birthdate ?? wizard.draft.data.entry.Birthdate ?? '',
})

/**
 * What the passport holder adds to the step's record: the header names the insured (IdType 2,
 * Name, Surname, and the Birthdate the offers are priced by), and the record says who is insured,
 * under the passport number that replaced the national number. Null for anyone else.
 */
export function passportHolderRecord(
  wizard: Pick<Wizard, 'definition' | 'draft'>,
  values: Partial<PassportHolderValues>,
): Required<Pick<StepRecord, 'header' | 'insured'>> | null {
  const { Name, Surname, Birthdate } = values
  if (!byPassport(wizard) || !Name || !Surname || !Birthdate) return null
  return {
    header: { IdType: '2', Name, Surname, Birthdate },
    insured: [
      {
        name: `${Name} ${Surname}`,
        idKind: 'passport',
        idNumber: wizard.draft.data.entry.NationalNumber,
      },
    ],
  }
}
