import { z } from 'zod'
import { addressSchema, type Address } from '~/upstream/dask.server.ts'
import type { QuoteDraft } from '../../draft.ts'
import { stepRecords, type RecordedDraft } from '../../wizard/step-records.server.ts'
import { addressStep } from './step.ts'

/** What the address step keeps: the chain as chosen so far and the home it resolved to. */
const keptAddress = z.object({
  /** The chain's choices by field name (CityCode … ApartmentNumber), kept between submits. */
  chain: z.record(z.string(), z.string()),
  address: addressSchema.optional(),
})
export type AddressRecord = z.output<typeof keptAddress>

const records = stepRecords(addressStep, keptAddress)

export const addressRecord = (draft: QuoteDraft): AddressRecord =>
  records.dataOf(draft) ?? { chain: {} }

/**
 * The home the address step resolved, with its building's register data (risk zone,
 * construction, area): the steps after it start from this. Undefined until the step is done.
 */
export const insuredAddress = (draft: QuoteDraft): Address | undefined =>
  addressRecord(draft).address

/** Saves the record; a resolved home sends its UAVT code with the quote and is its subject. */
export async function saveAddressRecord(wizard: RecordedDraft, record: AddressRecord) {
  const address = record.address
  await records.save(wizard, {
    data: record,
    header: address ? { UAVTNumber: address.UAVTNumber } : {},
    subject: address ? `${address.FullAddress} · UAVT ${address.UAVTNumber}` : undefined,
  })
}
