import type { Body } from '../../http.ts'
import { renewalRefusal, trDate } from '../../registry/dates.ts'
import { cleanPlate, isPlate } from '../../rules/plate.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage, yearsFrom } from '../cover-period.ts'
import type { Prepared, PrepareContext } from '../quote-line.ts'
import { resolveVehicle, type ResolvedVehicle } from './resolve.ts'

// What kasko and trafik share: the vehicle by its plate, as the registry or its owner knows it.

export interface VehicleDetails {
  vehicle: ResolvedVehicle
  /** The start the customer chose when no running policy sets it (absent on older quotes). */
  policyStart?: string
}

const renewalMessage = (policyEndDate: string, firstQuoteDate: string) =>
  `Mevcut poliçeniz ${trDate(policyEndDate)} tarihinde sona eriyor; yeni teklif ${trDate(firstQuoteDate)} tarihinden itibaren alınabilir.`

export async function prepareVehicle(
  line: 'kasko' | 'trafik',
  body: Body,
  context: PrepareContext,
): Promise<Prepared<VehicleDetails>> {
  const plate = cleanPlate(body.LicensePlateNumber ?? '')
  if (!isPlate(plate)) return { error: 'Plaka geçersiz.', code: 'validation' }
  const vehicle = await resolveVehicle(
    context.db,
    plate,
    context.nationalNumber,
    context.today,
    line,
  )
  if (!vehicle) {
    return {
      error: 'Araç bilgisi bulunamadı. Lütfen önce aracınızı sorgulayın ya da listeden seçin.',
      code: 'data',
    }
  }
  const refusal = renewalRefusal(line, vehicle.policyEndDate, context.today)
  if (refusal && vehicle.policyEndDate) {
    return { error: renewalMessage(vehicle.policyEndDate, refusal.firstQuoteDate), code: 'data' }
  }
  if (line === 'kasko' && vehicle.cascoValue === null) {
    return { error: 'Bu araç için kasko değeri bulunamadı.', code: 'data' }
  }
  if (vehicle.policyEndDate) return { details: { vehicle } }
  const policyStart = chosenPolicyStart(body.PolicyStart, context.today)
  if (!policyStart) return { error: policyStartMessage, code: 'validation' }
  return { details: { vehicle, policyStart } }
}

export const vehicleSubject = ({ vehicle }: VehicleDetails) =>
  `Araç: ${vehicle.plate.replace(/^(\d{2})([A-Z]{1,3})(\d{2,4})$/, '$1 $2 $3')} · ${vehicle.brandName} ${vehicle.modelName} ${vehicle.modelYear}`

/**
 * A vehicle's running policy is continued from its last day (from today when it ended before the
 * purchase); without one, the policy runs a year from the start the customer chose.
 */
export const vehiclePeriod = ({ vehicle, policyStart }: VehicleDetails, today: string) =>
  vehicle.policyEndDate ? yearsFrom(vehicle.policyEndDate, today) : chosenCover(policyStart, today)
