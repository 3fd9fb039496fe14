import type { FieldMetadata } from '@conform-to/react'
import { BirthDateField, TextField } from '~/components/ui/field.tsx'

type Meta = FieldMetadata<string | undefined>

/** The passport holder's name, surname and birth date, the first thing their step asks. */
export function PassportHolderFields({
  fields,
}: {
  fields: { Name: Meta; Surname: Meta; Birthdate: Meta }
}) {
  return (
    <section aria-labelledby="sigortali" className="grid gap-3">
      <h2 id="sigortali" className="text-lg font-semibold">
        Sigortalı
      </h2>
      <p className="text-sm text-slate-700">
        Poliçe bu bilgilerle düzenlenir; adınızı ve soyadınızı pasaportunuzdaki gibi yazın.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.Name} mask="name" label="Ad" autoComplete="given-name" />
        <TextField meta={fields.Surname} mask="name" label="Soyad" autoComplete="family-name" />
        <BirthDateField meta={fields.Birthdate} />
      </div>
    </section>
  )
}
