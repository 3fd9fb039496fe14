import { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { getList } from '~/upstream/lists.server.ts'
import type { InsuredPerson } from '../../draft.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply, type StepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { insuredPeopleSchema, type InsuredPeopleValues } from './schema.ts'
import { insuredPeopleStep } from './step.ts'

const typedText = z.string().optional()
/** The form as typed: every field text, a row of the family list too. */
const typedPeople = z.object({
  Gender: typedText,
  fam: z
    .array(
      z.object({
        Relation: typedText,
        Name: typedText,
        NationalNumber: typedText,
        Birthdate: typedText,
        Gender: typedText,
        Individual: typedText,
      }),
    )
    .optional(),
  Height: typedText,
  Weight: typedText,
  ChronicIllness: typedText,
  ChronicIllnessDetail: typedText,
  OngoingTreatment: typedText,
  OngoingTreatmentDetail: typedText,
  SgkActive: typedText,
  HospitalNetwork: typedText,
  PolicyStart: typedText,
})
type PeopleForm = z.output<typeof typedPeople>

/**
 * What the step keeps: the form as last typed or sent (an "Ekle" or "Kaldır" without JavaScript
 * is a post, so the list lives here between posts); what the quote was asked with is the header.
 */
const keptPeople = z.object({ typed: typedPeople.optional() })

/** The form as posted, when it is one this step's form could have sent. */
const typedOf = (payload: unknown): PeopleForm | undefined => typedPeople.safeParse(payload).data

const lineOf = (wizard: Pick<Wizard, 'definition'>): 'tamamlayici' | 'bireysel' =>
  wizard.definition.key === 'tamamlayici' ? 'tamamlayici' : 'bireysel'
const records = stepRecords(insuredPeopleStep, keptPeople)
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
    carried: carriedAnswer(wizard, insuredPeopleStep, stepFormReply),
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
async function keepTyped(wizard: Wizard, typed: PeopleForm | undefined) {
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
const listButton = z.union([
  z.object({ type: z.literal('insert'), payload: z.object({ name: z.literal('fam') }) }),
  z.object({
    type: z.literal('remove'),
    payload: z.object({ name: z.literal('fam'), index: z.number().int() }),
  }),
])
function isListButton(value: FormDataEntryValue, posted: FormData) {
  let intent: unknown
  try {
    intent = JSON.parse(String(value))
  } catch {
    return false
  }
  const button = listButton.safeParse(intent).data
  if (button?.type !== 'remove') return button !== undefined
  return [...posted.keys()].some((name) => name.startsWith(`fam[${button.payload.index}].`))
}

/** The post as conform may read it: no refused path segment, no intent but a list button. */
export function withListButtonsOnly(posted: FormData) {
  const formData = new FormData()
  for (const [name, value] of posted) {
    if (refusedName.test(name)) continue
    if (name === '__intent__' && !isListButton(value, posted)) continue
    formData.append(name, value)
  }
  return formData
}

export async function saveInsuredPeople(
  wizard: Wizard,
  posted: FormData,
): Promise<StepOutcome<StepFormReply>> {
  const submission = parsePostedForm(withListButtonsOnly(posted), insuredPeopleSchemaOf(wizard))
  // "Ekle", "Kaldır" and a failed submit: the list as typed is kept for the next page.
  if (submission.status !== 'success') {
    await keepTyped(wizard, typedOf(submission.payload))
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
    data: { typed: typedOf(submission.payload) },
    header,
    subject: `Sigortalılar: ${insured.map((person) => person.name).join(', ')}`,
    insured,
  })
  const done = await completeStep(wizard, insuredPeopleStep.segment)
  return 'redirect' in done ? done : stay({ reply: submission.reply(), message: done.message })
}
