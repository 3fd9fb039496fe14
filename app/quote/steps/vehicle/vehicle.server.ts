import { data } from 'react-router'
import type { Vehicle } from '~/upstream/vehicle.server.ts'
import { formatDate } from '~/utils/format.ts'
import { isUnregisteredPlate } from '~/validation/plate.ts'
import { maskEngineNumber, maskFrameNumber } from '../../rules/masking.ts'
import { renewalCheck } from '../../rules/renewal.ts'
import { displayPlate } from '../../rules/vehicle.ts'
import { z } from 'zod'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply } from '../../wizard/step-form.server.ts'
import { chooseBrand, confirmVehicle, queryByPlate, saveChoice } from './intents.server.ts'
import { vehicleLineOf } from './line.server.ts'
import { kaskoQuestions, manualLists } from './lists.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { vehicleRecord } from './record.server.ts'
import { vehicleStep } from './step.ts'
import type { FoundVehicle, VehicleReply, VehicleView } from './types.ts'
import { isOwnKey } from '../../../../server/platform/own-key.ts'

function foundVehicle(vehicle: Vehicle): FoundVehicle {
  return {
    plate: displayPlate(vehicle.LicensePlateNumber),
    brand: vehicle.BrandName,
    model: vehicle.ModelName,
    modelYear: vehicle.ModelYear,
    usingType: vehicle.UsingTypeName,
    fuelType: vehicle.FuelTypeName,
    engineNumber: vehicle.EngineNumber ? maskEngineNumber(vehicle.EngineNumber) : '—',
    frameNumber: vehicle.FrameNumber ? maskFrameNumber(vehicle.FrameNumber) : '—',
    policyEndDate: vehicle.PolicyEndDate ? formatDate(`${vehicle.PolicyEndDate}T12:00:00Z`) : null,
    corrected: vehicle.IsCorrected,
  }
}

const vehicleReply = stepFormReply.extend({
  form: z.enum(['query', 'manual', 'confirm']),
}) satisfies z.ZodType<VehicleReply>

/** Step 3, the vehicle: query by plate, confirm or choose it, kasko's questions. */
export async function loadVehicle(wizard: Wizard): Promise<VehicleView> {
  const { draft, url, definition } = wizard
  const line = vehicleLineOf(definition)
  const saved = vehicleRecord(draft)
  const correcting = url.searchParams.has('duzelt')
  // Plate status 2 (province + YK, spec §5): a new vehicle has nothing to look up yet, so it
  // is chosen from the lists straight away and then quoted like any other.
  const unregistered =
    !saved.query && isUnregisteredPlate(draft.data.entry.LicensePlateNumber ?? '')
  const mode: VehicleView['mode'] = url.searchParams.has('yeni')
    ? 'query'
    : saved.vehicle && !correcting
      ? 'found'
      : saved.notFound || correcting || unregistered
        ? 'manual'
        : 'query'
  const check = saved.vehicle
    ? renewalCheck(line, saved.vehicle.PolicyEndDate, new Date())
    : { allowed: true as const }
  return {
    carried: carriedAnswer(wizard, vehicleStep, vehicleReply),
    mode,
    queryDefaults: saved.query ?? {
      LicensePlateNumber: displayPlate(draft.data.entry.LicensePlateNumber ?? ''),
      RegistrationKind: 'belge',
    },
    notFound:
      saved.notFound ??
      (unregistered
        ? 'Aracınız henüz tescil edilmediği için plakayla sorgulanamıyor. Lütfen aracınızın bilgilerini listeden seçin.'
        : null),
    vehicle: saved.vehicle ? foundVehicle(saved.vehicle) : null,
    refusal: check.allowed ? null : check.message,
    manual: mode === 'manual' ? await manualLists(wizard) : null,
    kasko: mode === 'found' && check.allowed ? await kaskoQuestions(wizard) : null,
    policyStart:
      mode === 'found' && saved.vehicle && !saved.vehicle.PolicyEndDate
        ? (saved.policyStart ?? policyStartToday())
        : null,
  }
}

const intents = {
  sorgula: queryByPlate,
  'marka-sec': chooseBrand,
  'arac-kaydet': saveChoice,
  'teklif-al': confirmVehicle,
}

/** The step's forms, by the intent their button sends. */
export async function actOnVehicle(wizard: Wizard, formData: FormData) {
  const intent = String(formData.get('intent') ?? '')
  if (!isOwnKey(intents, intent)) throw data(null, { status: 400 })
  return intents[intent](wizard, formData)
}
