import { data } from 'react-router'
import type { VehicleQueryType } from '~/upstream/vehicle.server.ts'
import type { ProductDefinition } from '../../definitions.ts'

/** The vehicle line (kasko or trafik) a wizard is on; any other line has no vehicle step. */
export function vehicleLineOf(definition: ProductDefinition): VehicleQueryType {
  if (!definition.vehicle) throw data(null, { status: 404 })
  return definition.vehicle.queryType
}
