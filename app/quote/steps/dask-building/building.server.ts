import { z } from 'zod'
import { groupOptions } from '~/address/options.server.ts'
import { choice } from '~/validation/fields.ts'
import type { Address } from '~/upstream/dask.server.ts'
import type { QuoteDraft } from '../../draft.ts'
import { formatThousands } from '../../rules/number-range.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply, submitStepForm } from '../../wizard/step-form.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { insuredHomeOf, requireInsuredAddress } from '../address/insured-home.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { daskBuildingSchema, type DaskBuilding } from './schema.ts'
import { daskBuildingStep } from './step.ts'

const lists = ['DaskInsaYili', 'DaskInsaTarzi', 'DaskKullanimSekli', 'DaskHasarDurumu'] as const

/** What the step keeps in the draft: the declaration, and the home it was made for. */
const keptBuilding = z.object({
  UAVTNumber: z.string(),
  building: z.object({
    DaskInsaYili: choice,
    DaskInsaTarzi: choice,
    DaskInsaTarziDiger: z.string().optional(),
    DaskKullanimSekli: choice,
    FloorCount: z.number(),
    GrossArea: z.number(),
    DaskHasarDurumu: choice,
    IsRenewal: z.boolean(),
    PolicyStart: z.string(),
  }),
})
type DaskBuildingRecord = z.output<typeof keptBuilding>

const records = stepRecords(daskBuildingStep, keptBuilding)
const buildingRecord = (draft: QuoteDraft) => records.dataOf(draft)

/** What the register knows of the building, as the owner would declare it; undamaged, new, from today. */
const registered = (address: Address): DaskBuilding => ({
  DaskInsaYili: address.ConstructionYear,
  DaskInsaTarzi: address.ConstructionType,
  // The register names no construction type in words; a 'Diğer' building is described by its owner.
  DaskInsaTarziDiger: undefined,
  DaskKullanimSekli: address.UsageType,
  FloorCount: address.FloorCount,
  GrossArea: address.GrossArea,
  DaskHasarDurumu: 'hasarsiz',
  IsRenewal: false,
  PolicyStart: policyStartToday(),
})

/** A declaration as the form shows it: numbers with comma thousands, a ticked box as 'on'. */
const formValues = (building: DaskBuildingRecord['building']): Record<string, string> => ({
  DaskInsaYili: building.DaskInsaYili,
  DaskInsaTarzi: building.DaskInsaTarzi,
  DaskInsaTarziDiger: building.DaskInsaTarziDiger ?? '',
  DaskKullanimSekli: building.DaskKullanimSekli,
  FloorCount: String(building.FloorCount),
  GrossArea: formatThousands(building.GrossArea),
  DaskHasarDurumu: building.DaskHasarDurumu,
  IsRenewal: building.IsRenewal ? 'on' : '',
  PolicyStart: building.PolicyStart,
})

/**
 * The building of the insured home: the owner's last declaration for this home, else the
 * register's record of it (another home chosen since starts again from its own record).
 */
export async function loadBuilding(wizard: Wizard) {
  const address = requireInsuredAddress(wizard)
  const saved = buildingRecord(wizard.draft)
  const { options, failed } = await groupOptions(lists, wizard.upstream)
  return {
    carried: carriedAnswer(wizard, daskBuildingStep, stepFormReply),
    home: insuredHomeOf(address),
    lists: options,
    listsFailed: failed,
    defaults: formValues(
      saved?.UAVTNumber === address.UAVTNumber ? saved.building : registered(address),
    ),
  }
}

/**
 * The declaration goes with the quote header by the provider's field names; what 'Diğer' is
 * stays in the record, as the provider takes no such field. The address step gives the subject.
 */
export function saveBuilding(wizard: Wizard, formData: FormData) {
  const address = requireInsuredAddress(wizard)
  return submitStepForm(wizard, records, formData, daskBuildingSchema, (building) => ({
    data: { UAVTNumber: address.UAVTNumber, building } satisfies DaskBuildingRecord,
    header: {
      DaskInsaYili: building.DaskInsaYili,
      DaskInsaTarzi: building.DaskInsaTarzi,
      DaskKullanimSekli: building.DaskKullanimSekli,
      FloorCount: building.FloorCount,
      GrossArea: building.GrossArea,
      DaskHasarDurumu: building.DaskHasarDurumu,
      IsRenewal: building.IsRenewal,
      PolicyStart: building.PolicyStart,
    },
  }))
}
