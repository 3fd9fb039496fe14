import { z } from 'zod'
import { groupOptions } from '~/address/options.server.ts'
import { choice } from '~/validation/fields.ts'
import type { QuoteDraft } from '../../draft.ts'
import { formatThousands } from '../../rules/number-range.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply, submitStepForm } from '../../wizard/step-form.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { insuredHomeOf, requireInsuredAddress } from '../address/insured-home.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { homeSchema } from './schema.ts'
import { homeStep } from './step.ts'

/** Spec §3: the konut lists, and lists 84 (EvTipi) and 85 (PoliceTipi). */
const lists = ['KonutCatiTipi', 'KonutInsaYili', 'KonutBulunduguKat', '84', '85'] as const

/** What the step keeps in the draft: the answers, and the home they were given for. */
const keptHome = z.object({
  UAVTNumber: z.string(),
  home: z.object({
    EvTipi: choice,
    KonutCatiTipi: choice,
    KonutInsaYili: choice,
    KonutBulunduguKat: choice,
    PoliceTipi: choice,
    BuildingSum: z.number().optional(),
    ContentsSum: z.number().optional(),
    PolicyStart: z.string(),
  }),
})
type HomeRecord = z.output<typeof keptHome>

const records = stepRecords(homeStep, keptHome)
const homeRecord = (draft: QuoteDraft) => records.dataOf(draft)

const amount = (sum: number | undefined) => (sum === undefined ? '' : formatThousands(sum))

/**
 * The home's details: the answers last given for this home, else its floor from the address
 * register (another home chosen since starts again).
 */
export async function loadHome(wizard: Wizard) {
  const address = requireInsuredAddress(wizard)
  const saved = homeRecord(wizard.draft)
  const { options, failed } = await groupOptions(lists, wizard.upstream)
  const floor = String(address.Floor)
  return {
    carried: carriedAnswer(wizard, homeStep, stepFormReply),
    home: insuredHomeOf(address),
    // By the field each list is chosen in.
    lists: {
      KonutCatiTipi: options.KonutCatiTipi,
      // Spec §3: newest first, whatever order the list comes in.
      KonutInsaYili: options.KonutInsaYili.toSorted((a, b) => Number(b.id) - Number(a.id)),
      KonutBulunduguKat: options.KonutBulunduguKat,
      EvTipi: options['84'],
      PoliceTipi: options['85'],
    },
    listsFailed: failed,
    defaults:
      saved?.UAVTNumber === address.UAVTNumber
        ? {
            ...saved.home,
            BuildingSum: amount(saved.home.BuildingSum),
            ContentsSum: amount(saved.home.ContentsSum),
          }
        : {
            KonutBulunduguKat: options.KonutBulunduguKat.some((f) => f.id === floor) ? floor : '',
            PolicyStart: policyStartToday(),
          },
  }
}

/**
 * The answers go with the quote header by the provider's field names; a sum the policy type does
 * not take (a tenant's building) is not sent at all. The address step gives the subject.
 */
export function saveHome(wizard: Wizard, formData: FormData) {
  const address = requireInsuredAddress(wizard)
  return submitStepForm(wizard, records, formData, homeSchema, (home) => {
    const { BuildingSum, ContentsSum, ...choices } = home
    return {
      data: { UAVTNumber: address.UAVTNumber, home } satisfies HomeRecord,
      header: {
        ...choices,
        ...(BuildingSum === undefined ? {} : { BuildingSum }),
        ...(ContentsSum === undefined ? {} : { ContentsSum }),
      },
    }
  })
}
