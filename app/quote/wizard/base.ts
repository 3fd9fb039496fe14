import { useOutletContext } from 'react-router'
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
  /** The step that refused a renewal's carried post (decision 053), until the next post. */
  refusedStep: string | null
}

/** The wizard layout hands every step its base through the outlet. */
export const useWizardBase = () => useOutletContext<WizardBase>()
