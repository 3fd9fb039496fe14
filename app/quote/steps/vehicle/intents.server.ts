import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { redirect } from 'react-router'
import {
  getVehicleBrandsWithModels,
  queryVehicle,
  updateVehicle,
  vehicleNotFound,
  type Vehicle,
} from '~/upstream/vehicle.server.ts'
import type { UpstreamFailure } from '~/upstream/client.server.ts'
import { changeDraft } from '../../draft.server.ts'
import { giveBirthDate } from '../../draft-changes.ts'
import { isVerified } from '../../draft.ts'
import { withQueueRetry } from '../../flow-outcome.ts'
import { outcomeOf } from '../../../upstream/result-codes.ts'
import { renewalCheck } from '../../rules/renewal.ts'
import {
  cleanPlate,
  displayPlate,
  toVehicleQuery,
  vehicleChoiceSchema,
  vehicleQuerySchema,
} from '../../rules/vehicle.ts'
import { completeStep, flowFailure } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { vehicleLineOf } from './line.server.ts'
import { saveVehicleRecord, vehicleRecord } from './record.server.ts'
import { confirmSchema } from './schemas.ts'
import { vehicleStep } from './step.ts'
import { vehicleQueryOf } from './vehicle-query.server.ts'
import type { VehicleForm, VehicleReply } from './types.ts'

/** A success without the data it should carry: the default error text (spec §8). */
const unexpected = outcomeOf(undefined).message

type VehicleOutcome = StepOutcome<VehicleReply>

const reply = (form: VehicleForm, result: VehicleReply['reply'], message?: string, status = 400) =>
  stay<VehicleReply>({ form, reply: result, message }, status)

const here = ({ definition, draft }: Wizard): VehicleOutcome => ({
  redirect: redirect(wizardPath(definition, draft.id, vehicleStep.segment)),
})

/** A failed call: back through the SMS verification, or its message on the form that was sent. */
async function failed(
  wizard: Wizard,
  failure: UpstreamFailure,
  form: VehicleForm,
  result: VehicleReply['reply'],
): Promise<VehicleOutcome> {
  const outcome = await flowFailure(wizard, failure)
  return 'redirect' in outcome ? outcome : reply(form, result, outcome.message)
}

/** A new or corrected vehicle: kasko's answers stay, any quote for the old one is dropped. */
function setVehicle(wizard: Wizard, vehicle: Vehicle) {
  return saveVehicleRecord(wizard, { ...vehicleRecord(wizard.draft), vehicle, notFound: undefined })
}

/** "Aracımı Sorgula": the registry's vehicle for the plate and document, or the manual choice. */
export async function queryByPlate(wizard: Wizard, formData: FormData): Promise<VehicleOutcome> {
  const { draft, upstream } = wizard
  const submission = parsePostedForm(formData, vehicleQuerySchema)
  if (submission.status !== 'success') return reply('query', submission.reply())
  const typed: Record<string, string> = {}
  for (const name of [
    'LicensePlateNumber',
    'RegistrationKind',
    'LicensePermitSerial',
    'LicensePermitNumber',
    'AsbisNumber',
  ]) {
    typed[name] = String(formData.get(name) ?? '')
  }
  typed.LicensePlateNumber = displayPlate(submission.value.LicensePlateNumber)
  const query = vehicleQueryOf(draft, toVehicleQuery(submission.value))
  const found = await withQueueRetry(() => queryVehicle(query, upstream))
  const record = { ...vehicleRecord(draft), query: typed }
  if (found.ok && found.body.Data) {
    await saveVehicleRecord(wizard, { ...record, vehicle: found.body.Data, notFound: undefined })
  } else if (!found.ok && found.kind === 'http' && found.status === vehicleNotFound) {
    await saveVehicleRecord(wizard, { ...record, vehicle: undefined, notFound: found.message })
  } else {
    await saveVehicleRecord(wizard, record)
    return found.ok
      ? reply('query', submission.reply(), unexpected)
      : failed(wizard, found, 'query', submission.reply())
  }
  return here(wizard)
}

/**
 * Without JavaScript: the chosen brand's models and the chosen model's years and fuels, every
 * value kept, no messages yet; a model of another brand is dropped.
 */
export async function chooseBrand(_wizard: Wizard, formData: FormData): Promise<VehicleOutcome> {
  const result = parsePostedForm(formData, vehicleChoiceSchema).reply()
  const brand = String(formData.get('BrandCode') ?? '')
  const model = String(formData.get('BrandCodeFull') ?? '')
  return reply(
    'manual',
    {
      ...result,
      error: {},
      initialValue: {
        ...result.initialValue,
        BrandCodeFull: brand && model.startsWith(brand) ? model : '',
      },
    },
    undefined,
    200,
  )
}

/** The chosen model's vehicle type, from the (cached) lists the choice was made from; '' unknown. */
async function vehicleTypeOf({ definition, upstream }: Wizard, brandCodeFull: string) {
  const brands = await getVehicleBrandsWithModels(vehicleLineOf(definition), upstream)
  const models = brands.ok ? (brands.body.Results ?? []).flatMap((b) => b.Models) : []
  return models.find((m) => m.BrandCodeFull === brandCodeFull)?.VehicleType ?? ''
}

/** "Aracımı Kaydet": the vehicle chosen from the lists, saved with the provider. */
export async function saveChoice(wizard: Wizard, formData: FormData): Promise<VehicleOutcome> {
  const { draft, upstream } = wizard
  const submission = parsePostedForm(formData, vehicleChoiceSchema)
  if (submission.status !== 'success') return reply('manual', submission.reply())
  const record = vehicleRecord(draft)
  const plate =
    record.vehicle?.LicensePlateNumber ??
    cleanPlate(record.query?.LicensePlateNumber ?? draft.data.entry.LicensePlateNumber ?? '')
  const { BrandCodeFull, ModelYear, UsingType, FuelType } = submission.value
  const query = vehicleQueryOf(draft, {
    LicensePlateNumber: plate,
    BrandCodeFull,
    ModelYear,
    UsingType,
    FuelType,
    VehicleType: await vehicleTypeOf(wizard, BrandCodeFull),
  })
  const saved = await withQueueRetry(() => updateVehicle(query, upstream))
  if (!saved.ok) return failed(wizard, saved, 'manual', submission.reply())
  if (!saved.body.Data) return reply('manual', submission.reply(), unexpected)
  await setVehicle(wizard, saved.body.Data)
  return here(wizard)
}

/**
 * The confirm form's schema for this draft: kasko's questions on kasko, the birth date once the
 * provider asked for it, the start when no running policy sets it.
 */
export function confirmSchemaOf({ definition, draft }: Pick<Wizard, 'definition' | 'draft'>) {
  const vehicle = vehicleRecord(draft).vehicle
  return confirmSchema(
    Boolean(definition.vehicle?.asksKaskoDetails),
    Boolean(draft.data.asksBirthDate),
    !vehicle?.PolicyEndDate,
  )
}

/** "Bilgiler Doğru, Teklifleri Getir": kasko's answers saved, then on to the offers. */
export async function confirmVehicle(wizard: Wizard, formData: FormData): Promise<VehicleOutcome> {
  const { definition, draft } = wizard
  const record = vehicleRecord(draft)
  const vehicle = record.vehicle
  if (!vehicle) return here(wizard)
  if (!renewalCheck(vehicleLineOf(definition), vehicle.PolicyEndDate, new Date()).allowed) {
    return here(wizard)
  }
  const submission = parsePostedForm(formData, confirmSchemaOf(wizard))
  if (submission.status !== 'success') return reply('confirm', submission.reply())
  // The schema asks each part only where this draft needs it (confirmSchemaOf): each is read so.
  const values = submission.value
  if (typeof values.Birthdate === 'string' && values.Birthdate) {
    await changeDraft(draft, isVerified, giveBirthDate(values.Birthdate))
  }
  await saveVehicleRecord(wizard, {
    ...record,
    policyStart: typeof values.PolicyStart === 'string' ? values.PolicyStart : undefined,
    kasko:
      'RadioPrice' in values
        ? {
            RadioPrice: values.RadioPrice,
            NavigationPrice: values.NavigationPrice,
            SteelWheelPrice: values.SteelWheelPrice,
            OtherAccessoryPrice: values.OtherAccessoryPrice,
            IsOriginalLpg: values.IsOriginalLpg,
            ProfessionCode: values.ProfessionCode,
          }
        : undefined,
  })
  const done = await completeStep(wizard, vehicleStep.segment)
  return 'redirect' in done ? done : reply('confirm', submission.reply(), done.message)
}
