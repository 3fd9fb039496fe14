import { useOutletContext } from 'react-router'
import type { CarriedRefusal } from '../draft.ts'
import type { ProductKey } from '../product-lines.ts'

/** What every step's page knows besides its own data: the line, the draft id, the stepper. */
export interface WizardBase {
  productKey: ProductKey
  draftId: string
  maskedPhone: string
  agencyPhone: string
  /** Spec §8 1006: the provider asked for the birth date; the step's form asks for it too. */
  asksBirthDate: boolean
  /** The birth date given so far (DD.MM.YYYY), to show in that field. */
  birthDate?: string
  /** The line's steps for the stepper; `href` only for steps the visitor may go back or on to. */
  steps: { segment: string; title: string; href: string | null }[]
  /** A renewal's carried post that a step refused (decision 053), until the next post. */
  carriedRefusal: CarriedRefusal | null
}

/** The wizard layout hands every step its base through the outlet. */
export const useWizardBase = () => useOutletContext<WizardBase>()

/**
 * What a step shows as its last answer: its own post's, else, on a renewal, the answer it gave to
 * what was carried to it (the same action's data, stored by the carry-over), so the carried values
 * and the reasons they were refused are on screen instead of an empty form.
 */
export function useStepAnswer<Answer>(
  step: { segment: string },
  posted: Answer | undefined,
): Answer | undefined {
  const { carriedRefusal } = useWizardBase()
  if (posted !== undefined) return posted
  return carriedRefusal?.segment === step.segment ? (carriedRefusal.answer as Answer) : undefined
}
