import { redirect } from 'react-router'
import type { Address } from '~/upstream/dask.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import type { InsuredHome } from './insured-home.tsx'
import { insuredAddress } from './record.server.ts'
import { addressStep } from './step.ts'

/**
 * The home a step after the address step asks about. A draft without one (saved before the
 * address step existed, or tampered with) goes back to the address step.
 */
export function requireInsuredAddress({ definition, draft }: Wizard): Address {
  const address = insuredAddress(draft)
  if (!address) throw redirect(wizardPath(definition, draft.id, addressStep.segment))
  return address
}

export const insuredHomeOf = (address: Address): InsuredHome => ({
  fullAddress: address.FullAddress,
  uavtNumber: address.UAVTNumber,
  riskZone: address.RiskZone,
})
