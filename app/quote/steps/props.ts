import type { WizardStep } from '../definitions.ts'
import type { ActionOf, ViewOf, WizardBase } from './types.ts'

/** What the wizard route gives a step's component. */
export interface StepProps<K extends WizardStep> {
  base: WizardBase
  view: ViewOf<K>
  actionData?: ActionOf<K>
}
