import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data } from 'react-router'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import type { StepFormReply } from '../../wizard/step-form.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { petLists } from './lists.server.ts'
import { petRecord, savePetRecord } from './record.server.ts'
import { petSchema } from './schema.ts'
import { petStep } from './step.ts'

/** The step's page: species, every species' breeds and the sexes, the form as saved. */
export async function loadPet({ draft, upstream }: Wizard) {
  const lists = await petLists(upstream)
  return { lists, defaults: petRecord(draft)?.form ?? { PolicyStart: policyStartToday() } }
}

const reply = (body: StepFormReply, status = 400) => data<StepFormReply>(body, { status })

/**
 * "Irkları Getir" (without JavaScript) answers the species' breeds with everything kept;
 * "Teklifleri Getir" checks the form and the breed against the lists, saves the pet and opens
 * the quote.
 */
export async function actOnPet(wizard: Wizard, formData: FormData) {
  const submission = parsePostedForm(formData, petSchema)
  const lists = await petLists(wizard.upstream)
  const species = String(formData.get('HayvanTuru') ?? '')
  const breed = lists.breeds[species]?.find((b) => b.id === formData.get('HayvanIrki'))
  if (formData.get('intent') === 'tur-sec') {
    const result = submission.reply()
    return reply(
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
  if (submission.status !== 'success') return reply({ reply: submission.reply() })
  const speciesName = lists.species.find((s) => s.id === species)?.name
  if (!breed || !speciesName) {
    return reply({
      reply: submission.reply({ fieldErrors: { HayvanIrki: ['Lütfen ırkını seçiniz.'] } }),
    })
  }
  savePetRecord(wizard, { form: submission.value, species: speciesName, breed: breed.name })
  const done = await completeStep(wizard, petStep.segment)
  return 'redirect' in done
    ? done.redirect
    : reply({ reply: submission.reply(), message: done.message })
}
