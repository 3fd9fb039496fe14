import { z } from 'zod'
import { choice, optionalConsent, sentField } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'
import { formatThousands, wholeNumberBetween } from '../../rules/number-range.ts'
import { policyStart } from '../policy-start/schema.ts'
import { buildingLimits } from './limits.ts'

/** The construction type ('Diğer') described in words in a text input of its own (spec §4). */
export const OTHER_CONSTRUCTION_TYPE = 'diger'

const { FloorCount, GrossArea } = buildingLimits

export const buildingMessages = {
  floorCount: `Kat sayısı ${FloorCount.min} ile ${FloorCount.max} arasında olmalıdır.`,
  grossArea: `Brüt alan ${GrossArea.min} ile ${formatThousands(GrossArea.max)} m² arasında olmalıdır.`,
  otherTypeLength: 'En fazla 100 karakter giriniz.',
} as const

/**
 * The DASK building as its owner declares it: year band, construction type, use, floors, area,
 * damage and renewal, and the day the policy starts. The browser and the action check with this one schema; the list ids are
 * checked by the provider, which also refuses a heavily damaged building (409/1007).
 */
export const daskBuildingSchema = z
  .object({
    DaskInsaYili: choice,
    DaskInsaTarzi: choice,
    DaskInsaTarziDiger: z
      .string()
      .trim()
      .max(100, { error: buildingMessages.otherTypeLength })
      .optional(),
    DaskKullanimSekli: choice,
    FloorCount: wholeNumberBetween(FloorCount.min, FloorCount.max, buildingMessages.floorCount),
    GrossArea: wholeNumberBetween(GrossArea.min, GrossArea.max, buildingMessages.grossArea),
    DaskHasarDurumu: choice,
    IsRenewal: optionalConsent,
    PolicyStart: policyStart,
  })
  .refine(
    (building) =>
      sentField(building, 'DaskInsaTarzi') !== OTHER_CONSTRUCTION_TYPE ||
      String(sentField(building, 'DaskInsaTarziDiger') ?? '').trim() !== '',
    // Also when another field failed: the visitor sees every missing answer at once.
    { when: () => true, path: ['DaskInsaTarziDiger'], error: messages.required },
  )
  // What 'Diğer' was is kept only while 'Diğer' is the answer.
  .transform((building) => ({
    ...building,
    DaskInsaTarziDiger:
      building.DaskInsaTarzi === OTHER_CONSTRUCTION_TYPE ? building.DaskInsaTarziDiger : undefined,
  }))

export type DaskBuilding = z.output<typeof daskBuildingSchema>
/** The form's fields as the browser holds them: text, whatever the schema reads them as. */
export type DaskBuildingFields = Record<keyof z.input<typeof daskBuildingSchema>, string>
