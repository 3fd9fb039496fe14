import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { loadUavtChain } from '~/address/uavt-chain.server.ts'
import { uavtLevels, type UavtSelection } from '~/address/uavt-chain.ts'
import type { UpstreamResult } from '~/upstream/client.server.ts'
import { getUavtAddress, queryRegisteredAddress, type Address } from '~/upstream/dask.server.ts'
import { outcomeOf } from '../../../upstream/result-codes.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import { isCompany, type Wizard } from '../../wizard/context.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { insuredHomeOf } from './insured-home.server.ts'
import { addressRecord, saveAddressRecord } from './record.server.ts'
import { registeredAddressSchema, uavtChainSchema, uavtCodeSchema } from './schemas.ts'
import { addressStep } from './step.ts'
import type { AddressForm, AddressReply } from './types.ts'

const chainOf = (address: Address): Record<string, string> =>
  Object.fromEntries(uavtLevels.map(({ name }) => [name, String(address[name])]))

const addressReply = stepFormReply.extend({
  form: z.enum(['code', 'registered', 'chain', 'keep']),
}) satisfies z.ZodType<AddressReply>

/** The step: the home found so far, the chain as chosen, and which ways are open. */
export async function loadAddress(wizard: Wizard) {
  const record = addressRecord(wizard.draft)
  const chain = await loadUavtChain(record.chain, wizard.upstream)
  return {
    carried: carriedAnswer(wizard, addressStep, addressReply),
    address: record.address ? insuredHomeOf(record.address) : null,
    chain,
    chainDefaults: record.chain,
    registeredAllowed: !isCompany(wizard),
  }
}

type AddressOutcome = StepOutcome<AddressReply>

const reply = (form: AddressForm, result: AddressReply['reply'], message?: string) =>
  stay<AddressReply>({ form, reply: result, message })

/** A found home: saved with its chain, then on to the line's next step. */
async function goOnWith(
  wizard: Wizard,
  found: UpstreamResult<{ Data?: Address | null }>,
  form: AddressForm,
  result: AddressReply['reply'],
  field: string,
): Promise<AddressOutcome> {
  if (!found.ok || !found.body.Data) {
    const message = found.ok ? outcomeOf(undefined).message : found.message
    // A code or a person the register does not know is the field's fault, anything else the page's.
    if (!found.ok && found.kind === 'http' && (found.status === 404 || found.status === 400)) {
      return stay({ form, reply: { ...result, error: { [field]: [message] } } })
    }
    return reply(form, result, message)
  }
  await saveAddressRecord(wizard, { chain: chainOf(found.body.Data), address: found.body.Data })
  const done = await completeStep(wizard, addressStep.segment)
  return 'redirect' in done ? done : reply(form, result, done.message)
}

/** "Adres kodumu biliyorum": the home by its UAVT code. */
export async function byCode(wizard: Wizard, formData: FormData): Promise<AddressOutcome> {
  const submission = parsePostedForm(formData, uavtCodeSchema)
  if (submission.status !== 'success') return reply('code', submission.reply())
  const found = await getUavtAddress(
    { NationalNumber: wizard.draft.data.entry.NationalNumber, ...submission.value },
    wizard.upstream,
  )
  return goOnWith(wizard, found, 'code', submission.reply(), 'UAVTNumber')
}

async function byRegister(wizard: Wizard, formData: FormData): Promise<AddressOutcome> {
  // A company has no registered (MERNİS) home: only the chain and the code can find its address.
  if (!isCompany(wizard)) {
    const submission = parsePostedForm(formData, registeredAddressSchema)
    if (submission.status !== 'success') return reply('registered', submission.reply())
    const found = await queryRegisteredAddress(
      { NationalNumber: wizard.draft.data.entry.NationalNumber, ...submission.value },
      wizard.upstream,
    )
    return goOnWith(wizard, found, 'registered', submission.reply(), 'Birthdate')
  }
  throw data(null, { status: 400 })
}

/**
 * The chain: "Listeyi Getir" (without JavaScript) keeps the choices in the draft and shows the
 * next level; "Bu Adresle Devam Et" needs a flat, whose code then finds the home.
 */
async function byChain(
  wizard: Wizard,
  formData: FormData,
  complete: boolean,
): Promise<AddressOutcome> {
  const submission = parsePostedForm(formData, uavtChainSchema)
  const selection: UavtSelection = submission.status === 'success' ? submission.value : {}
  const chain = await loadUavtChain(selection, wizard.upstream)
  const chosen = Object.fromEntries(
    chain.levels.map((l) => [l.name, l.chosen]).filter(([, v]) => v),
  )
  if (!complete || !chain.uavtNumber) {
    await saveAddressRecord(wizard, { ...addressRecord(wizard.draft), chain: chosen })
    if (!complete) {
      const { definition, draft } = wizard
      return {
        redirect: redirect(
          `${wizardPath(definition, draft.id, addressStep.segment)}#adres-listesi`,
        ),
      }
    }
    const missing = chain.levels.at(-1)!
    return stay({
      form: 'chain',
      reply: {
        ...submission.reply(),
        error: { [missing.name]: [`Lütfen ${missing.label.toLocaleLowerCase('tr')} seçiniz.`] },
      },
      message: chain.message ?? undefined,
    })
  }
  const found = await getUavtAddress(
    { NationalNumber: wizard.draft.data.entry.NationalNumber, UAVTNumber: chain.uavtNumber },
    wizard.upstream,
  )
  return goOnWith(wizard, found, 'chain', submission.reply(), 'UAVTNumber')
}

/** "Bu Adresle Devam Et" on the home already found: on without asking again. */
async function keepAddress(wizard: Wizard): Promise<AddressOutcome> {
  const { definition, draft } = wizard
  if (!addressRecord(draft).address) {
    return { redirect: redirect(wizardPath(definition, draft.id, addressStep.segment)) }
  }
  const done = await completeStep(wizard, addressStep.segment)
  return 'redirect' in done ? done : reply('keep', {}, done.message)
}

/** The step's forms, by the intent their button sends. */
export async function actOnAddress(wizard: Wizard, formData: FormData) {
  switch (formData.get('intent')) {
    case 'kod':
      return byCode(wizard, formData)
    case 'kayitli':
      return byRegister(wizard, formData)
    case 'listeyi-getir':
      return byChain(wizard, formData, false)
    case 'zincir':
      return byChain(wizard, formData, true)
    case 'devam':
      return keepAddress(wizard)
    default:
      throw data(null, { status: 400 })
  }
}
