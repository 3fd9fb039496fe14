import type { FieldMetadata } from '@conform-to/react'
import { BirthDateField, TextField } from '~/components/ui/field.tsx'
import { StepSection } from '../step-section.tsx'

type Meta = FieldMetadata<string | undefined>

/** The holder's fields in the order they appear, with their labels. */
export const passportHolderLabels = { Name: 'Ad', Surname: 'Soyad', Birthdate: 'Doğum tarihi' }

/** The passport holder's name, surname and birth date, the first thing their step asks. */
export function PassportHolderFields({
  fields,
}: {
  fields: { Name: Meta; Surname: Meta; Birthdate: Meta }
}) {
  return (
    <StepSection id="sigortali" title="Sigortalı">
      <p className="text-sm text-slate-700">
        Poliçe bu bilgilerle düzenlenir; adınızı ve soyadınızı pasaportunuzdaki gibi yazın.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.Name} mask="name" label="Ad" autoComplete="given-name" />
        <TextField meta={fields.Surname} mask="name" label="Soyad" autoComplete="family-name" />
        <BirthDateField meta={fields.Birthdate} />
      </div>
    </StepSection>
  )
}
