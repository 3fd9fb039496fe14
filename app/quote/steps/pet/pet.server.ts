import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply, type StepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { petLists, type PetLists } from './lists.server.ts'
import { petRecord, savePetRecord } from './record.server.ts'
import { petSchema } from './schema.ts'
import { petStep } from './step.ts'

/** The step's page: species, every species' breeds and the sexes, the form as saved. */
export async function loadPet({ draft, upstream }: Wizard) {
  const lists = await petLists(upstream)
  return {
    carried: carriedAnswer({ draft }, petStep, stepFormReply),
    lists,
    defaults: petRecord(draft)?.form ?? { PolicyStart: policyStartToday() },
  }
}

/** The breed chosen, if it is one of the chosen species' breeds. */
const breedOf = (lists: PetLists, formData: FormData) =>
  lists.breeds[String(formData.get('HayvanTuru') ?? '')]?.find(
    (b) => b.id === formData.get('HayvanIrki'),
  )

/** "Irkları Getir" (without JavaScript): the species' breeds, everything typed kept. */
export async function chooseSpecies(wizard: Wizard, formData: FormData) {
  const result = parsePostedForm(formData, petSchema).reply()
  const breed = breedOf(await petLists(wizard.upstream), formData)
  return stay<StepFormReply>(
    {
      reply: {
        ...result,
        error: {},
        initialValue: { ...result.initialValue, HayvanIrki: breed ? String(breed.id) : '' },
      },
    },
    200,
  )
}

/**
 * "Teklifleri Getir": the form and the breed checked against the lists, the pet saved and the
 * quote opened.
 */
export async function savePet(
  wizard: Wizard,
  formData: FormData,
): Promise<StepOutcome<StepFormReply>> {
  const submission = parsePostedForm(formData, petSchema)
  const lists = await petLists(wizard.upstream)
  const species = String(formData.get('HayvanTuru') ?? '')
  const breed = breedOf(lists, formData)
  if (submission.status !== 'success') return stay({ reply: submission.reply() })
  const speciesName = lists.species.find((s) => s.id === species)?.name
  if (!breed || !speciesName) {
    return stay({
      reply: submission.reply({ fieldErrors: { HayvanIrki: ['Lütfen ırkını seçiniz.'] } }),
    })
  }
  await savePetRecord(wizard, { form: submission.value, species: speciesName, breed: breed.name })
  const done = await completeStep(wizard, petStep.segment)
  return 'redirect' in done ? done : stay({ reply: submission.reply(), message: done.message })
}
