import { z } from 'zod'
import { choice, sentField } from '~/validation/fields.ts'
import { numberRange, parseNumberInput } from '../../rules/number-range.ts'
import { policyStart } from '../policy-start/schema.ts'
import { sumLimits } from './limits.ts'

/** PoliceTipi (list 85): a tenant insures the contents only; an owner the building too. */
export const OWNER = 'ev-sahibi'
export const TENANT = 'kiraci'

type Sum = keyof typeof sumLimits
type SumRule = 'required' | 'optional' | 'not-asked'

/**
 * What a policy type asks of a sum: an owner's building is required and the contents optional; a
 * tenant has no building sum and must insure the contents. Before a type is chosen, a sum that was
 * typed is checked for its range and none is required yet.
 */
function sumRule(policyType: unknown, sum: Sum): SumRule {
  if (policyType === TENANT) return sum === 'BuildingSum' ? 'not-asked' : 'required'
  if (policyType === OWNER) return sum === 'BuildingSum' ? 'required' : 'optional'
  return 'optional'
}

/**
 * A sum as the provider reads it: an optional one left empty or 0 is not insured (its own
 * reading), anything else must be a whole number within the bounds, with spec §5's messages.
 */
function readSum(sum: Sum, rule: SumRule, sent: unknown): { value?: number } | { message: string } {
  if (rule === 'not-asked') return {}
  const number = parseNumberInput(sent)
  if (rule === 'optional' && (number === undefined || number === 0)) return {}
  const checked = numberRange(sumLimits[sum].min, sumLimits[sum].max).safeParse(sent)
  return checked.success ? { value: checked.data } : { message: checked.error.issues[0]!.message }
}

const sums: Sum[] = ['BuildingSum', 'ContentsSum']

/**
 * Konut: roof, construction year, floor, home type, policy type, the sums the policy type asks
 * for and the day the policy starts. One schema for the browser and the action; the list ids are checked by the provider.
 */
export const homeSchema = z
  .object({
    // In the order the form shows them: the first invalid one takes the focus.
    EvTipi: choice,
    KonutCatiTipi: choice,
    KonutInsaYili: choice,
    KonutBulunduguKat: choice,
    PoliceTipi: choice,
    BuildingSum: z.string().optional(),
    ContentsSum: z.string().optional(),
    PolicyStart: policyStart,
  })
  .superRefine(
    (home, context) => {
      const policyType = sentField(home, 'PoliceTipi')
      for (const sum of sums) {
        const read = readSum(sum, sumRule(policyType, sum), sentField(home, sum))
        if ('message' in read)
          context.addIssue({ code: 'custom', path: [sum], message: read.message })
      }
    },
    // Also when a choice failed: every missing answer is shown at once, also after a round trip.
    { when: () => true },
  )
  .transform(({ BuildingSum, ContentsSum, ...home }) => {
    const value = (sum: Sum, sent: unknown) => {
      const read = readSum(sum, sumRule(home.PoliceTipi, sum), sent)
      return 'value' in read ? read.value : undefined
    }
    // A tenant's building sum, typed before the type was changed, is dropped here.
    return {
      ...home,
      BuildingSum: value('BuildingSum', BuildingSum),
      ContentsSum: value('ContentsSum', ContentsSum),
    }
  })

export type Home = z.output<typeof homeSchema>
/** The form's fields as the browser holds them: text, whatever the schema reads them as. */
export type HomeFields = Record<keyof z.input<typeof homeSchema>, string>
