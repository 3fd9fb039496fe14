import type { DefaultValue } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import type { z } from 'zod'
import { getList } from '~/upstream/lists.server.ts'
import type { InsuredPerson } from '../../draft.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import type { StepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { insuredPeopleSchema, type InsuredPeopleValues } from './schema.ts'
import { insuredPeopleStep } from './step.ts'

/**
 * What the step keeps: the form as last typed or sent (an "Ekle" or "Kaldır" without JavaScript
 * is a post, so the list lives here between posts); what the quote was asked with is the header.
 */
interface PeopleRecord {
  typed?: PeopleForm
}
type PeopleForm = DefaultValue<z.input<ReturnType<typeof insuredPeopleSchema>>>

const lineOf = (wizard: Pick<Wizard, 'definition'>): 'tamamlayici' | 'bireysel' =>
  wizard.definition.key === 'tamamlayici' ? 'tamamlayici' : 'bireysel'
const records = stepRecords<PeopleRecord>(insuredPeopleStep)
const recordData = (wizard: Wizard) => records.dataOf(wizard.draft) ?? {}
/** The form's schema for this line and policyholder. */
export const insuredPeopleSchemaOf = (wizard: Pick<Wizard, 'definition' | 'draft'>) =>
  insuredPeopleSchema(lineOf(wizard), wizard.draft.data.entry.NationalNumber)

export async function loadInsuredPeople(wizard: Wizard) {
  const line = lineOf(wizard)
  const [relations, networks] = await Promise.all([
    getList('YakinlikDerecesi', wizard.upstream),
    line === 'tamamlayici' ? getList('HastaneAgi', wizard.upstream) : null,
  ])
  const options = (list: typeof relations | null) =>
    list?.ok ? (list.body.Results ?? []).map((item) => ({ id: item.Id, name: item.Text })) : []
  const { typed } = recordData(wizard)
  const customer = wizard.draft.data.customer
  return {
    line,
    holder: {
      name: `${customer.Name} ${customer.Surname}`.trim(),
      nationalNumber: wizard.draft.data.entry.NationalNumber,
      birthDate: wizard.draft.data.entry.Birthdate ?? '',
    },
    relations: options(relations),
    networks: options(networks),
    listsFailed: !relations.ok || (networks !== null && !networks.ok),
    defaults: typed ?? { fam: [], PolicyStart: policyStartToday() },
  }
}

/** Keeps what was typed, without touching the header: no open quote is dropped by it. */
async function keepTyped(wizard: Wizard, typed: PeopleForm) {
  await records.save(wizard, { ...records.of(wizard.draft), data: { typed } })
}

function headerOf(wizard: Wizard, values: InsuredPeopleValues) {
  const customer = wizard.draft.data.customer
  const family = values.fam.flatMap((row, i) =>
    Object.entries(row).map(([field, value]) => [`fam[${i}].${field}`, value] as const),
  )
  return {
    InsuredName: `${customer.Name} ${customer.Surname}`.trim(),
    Gender: values.Gender,
    Height: values.Height,
    Weight: values.Weight,
    ChronicIllness: values.ChronicIllness,
    ChronicIllnessDetail:
      values.ChronicIllness === 'true' ? (values.ChronicIllnessDetail ?? '') : '',
    OngoingTreatment: values.OngoingTreatment,
    OngoingTreatmentDetail:
      values.OngoingTreatment === 'true' ? (values.OngoingTreatmentDetail ?? '') : '',
    ...(lineOf(wizard) === 'tamamlayici'
      ? { SgkActive: values.SgkActive ?? '', HospitalNetwork: values.HospitalNetwork ?? '' }
      : {}),
    PolicyStart: values.PolicyStart,
    ...Object.fromEntries(family),
  }
}

/**
 * conform throws (a 500) on an intent that is not its JSON, and on these path segments when it
 * draws the answer to a list button; the form's own buttons send neither. A scripted post keeps
 * only the list buttons this form has: "Ekle", and "Kaldır" of a row that exists.
 */
const refusedName = /(^|[.[])(__proto__|prototype|constructor)([.\]]|$)/
function isListButton(value: FormDataEntryValue, posted: FormData) {
  try {
    const intent = JSON.parse(String(value)) as {
      type?: unknown
      payload?: Record<string, unknown>
    }
    if (intent.payload?.name !== 'fam') return false
    if (intent.type === 'insert') return true
    const index = intent.payload.index
    return (
      intent.type === 'remove' &&
      Number.isInteger(index) &&
      [...posted.keys()].some((name) => name.startsWith(`fam[${String(index)}].`))
    )
  } catch {
    return false
  }
}

export async function saveInsuredPeople(
  wizard: Wizard,
  posted: FormData,
): Promise<StepOutcome<StepFormReply>> {
  const formData = new FormData()
  for (const [name, value] of posted) {
    if (refusedName.test(name)) continue
    if (name === '__intent__' && !isListButton(value, posted)) continue
    formData.append(name, value)
  }
  const submission = parsePostedForm(formData, insuredPeopleSchemaOf(wizard))
  // "Ekle", "Kaldır" and a failed submit: the list as typed is kept for the next page.
  if (submission.status !== 'success') {
    await keepTyped(wizard, submission.payload as PeopleForm)
    return stay({ reply: submission.reply() }, submission.status === 'error' ? 400 : 200)
  }
  const values = submission.value
  const header = headerOf(wizard, values)
  // The policyholder and every family member are insured, each under their own T.C. number.
  const insured: InsuredPerson[] = [
    { name: header.InsuredName, idKind: 'tckn', idNumber: wizard.draft.data.entry.NationalNumber },
    ...values.fam.map((row) => ({
      name: row.Name,
      idKind: 'tckn' as const,
      idNumber: row.NationalNumber,
    })),
  ]
  await records.save(wizard, {
    data: { typed: submission.payload as PeopleForm },
    header,
    subject: `Sigortalılar: ${insured.map((person) => person.name).join(', ')}`,
    insured,
  })
  const done = await completeStep(wizard, insuredPeopleStep.segment)
  return 'redirect' in done ? done : stay({ reply: submission.reply(), message: done.message })
}
