import { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { getCountries } from '~/upstream/lists.server.ts'
import { messages } from '~/validation/messages.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { productCodes } from '../../product-codes.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply, type StepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { maskIdNumber } from '~/validation/identity.ts'
import {
  byPassport,
  passportHolderDefaults,
  passportHolderRecord,
} from '../passport-holder/holder.server.ts'
import { passportHolderOptional } from '../passport-holder/schema.ts'
import { permitShape, residenceSchema, type ResidenceValues } from './schema.ts'
import { residenceStep } from './step.ts'

/** The values as the step keeps them in the draft. */
const keptResidence = z.object({
  ...permitShape,
  PassportNumber: z.string().optional(),
  ...passportHolderOptional,
})
const records = stepRecords(residenceStep, keptResidence)

/** The nationalities: every country of the list but Türkiye. */
async function nationalities({ definition, upstream }: Wizard) {
  const reply = await getCountries(productCodes[definition.key].queryType, upstream)
  return (reply.ok ? (reply.body.Results ?? []) : [])
    .filter((c) => c.StringKey !== 'TR')
    .map((c) => ({ id: c.StringKey, name: c.StringPair }))
}

export async function loadResidence(wizard: Wizard) {
  const countries = await nationalities(wizard)
  const saved = records.dataOf(wizard.draft)
  const passport = byPassport(wizard)
  return {
    carried: carriedAnswer(wizard, residenceStep, stepFormReply),
    byPassport: passport,
    /** The passport number the entry was given, shown, not asked again. */
    entryPassport: passport ? maskIdNumber(wizard.draft.data.entry.NationalNumber) : null,
    countries,
    listsFailed: countries.length === 0,
    defaults: {
      ...(passport ? passportHolderDefaults(wizard, saved) : {}),
      PassportNumber: passport ? '' : (saved?.PassportNumber ?? ''),
      Nationality: saved?.Nationality ?? '',
      ForeignerIdNumber: saved?.ForeignerIdNumber ?? '',
      PermitYears: saved?.PermitYears ?? '1',
    },
  }
}

/** The form's schema: a passport holder gives their name and birth date here. */
export const residenceSchemaOf = (wizard: Pick<Wizard, 'definition' | 'draft'>) =>
  residenceSchema(byPassport(wizard))

export async function saveResidence(
  wizard: Wizard,
  formData: FormData,
): Promise<StepOutcome<StepFormReply>> {
  const passport = byPassport(wizard)
  const submission = parsePostedForm(formData, residenceSchemaOf(wizard))
  if (submission.status !== 'success') return stay({ reply: submission.reply() })
  const values: ResidenceValues = submission.value
  const country = (await nationalities(wizard)).find((c) => c.id === values.Nationality)
  if (!country) {
    return stay({ reply: submission.reply({ fieldErrors: { Nationality: [messages.required] } }) })
  }
  const passportNumber = passport
    ? wizard.draft.data.entry.NationalNumber
    : (values.PassportNumber ?? '')
  const holder = passportHolderRecord(wizard, values)
  await records.save(wizard, {
    data: values,
    header: {
      ...holder?.header,
      PassportNumber: passportNumber,
      Nationality: values.Nationality,
      ...(values.ForeignerIdNumber ? { ForeignerIdNumber: values.ForeignerIdNumber } : {}),
      PermitYears: values.PermitYears,
    },
    subject: `${country.name} uyruklu, pasaport ${maskIdNumber(passportNumber)} · ${values.PermitYears} yıllık ikamet izni`,
    ...(holder ? { insured: holder.insured } : {}),
  })
  const done = await completeStep(wizard, residenceStep.segment)
  return 'redirect' in done ? done : stay({ reply: submission.reply(), message: done.message })
}
