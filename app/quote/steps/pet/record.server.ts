import { z } from 'zod'
import type { QuoteDraft } from '../../draft.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import { formatDate } from '~/utils/format.ts'
import { addMonths, todayInTurkey } from '../../rules/calendar.ts'
import { ageInMonths, petSchema } from './schema.ts'
import { petStep } from './step.ts'

/** What the pet step keeps: the form as saved (every field text) and the names of the species and breed. */
const keptPet = z.object({
  form: z.looseRecord(petSchema.keyof(), z.string()),
  species: z.string(),
  breed: z.string(),
})
export type PetRecord = z.output<typeof keptPet>

const records = stepRecords(petStep, keptPet)

export const petRecord = (draft: QuoteDraft) => records.dataOf(draft)

/** An age typed instead of a birth date goes to the insurers as the birth date it gives today. */
const birthDateOfAge = (form: PetRecord['form']) =>
  formatDate(addMonths(todayInTurkey(), -(ageInMonths(form) ?? 0)))

/** The pet goes into the quote header by the provider's names and is the quote's subject. */
export async function savePetRecord(wizard: RecordedDraft, record: PetRecord) {
  const { form } = record
  await records.save(wizard, {
    data: record,
    header: {
      HayvanTuru: form.HayvanTuru,
      HayvanIrki: form.HayvanIrki,
      HayvanDogumTarihi: form.HayvanDogumTarihi || birthDateOfAge(form),
      HayvanCinsiyeti: form.HayvanCinsiyeti,
      Kisir: form.Kisir,
      MikrocipNo: form.MikrocipNo,
      OnHastalik: form.OnHastalik,
      OnHastalikAciklama: form.OnHastalik === 'evet' ? form.OnHastalikAciklama : '',
      PolicyStart: form.PolicyStart,
    },
    subject: `${record.species}: ${record.breed} · mikroçip ${form.MikrocipNo}`,
  })
}
