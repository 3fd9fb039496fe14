import type { WizardBase } from '../../wizard/base.ts'
import type { VehicleReply, VehicleView } from './types.ts'

export { FormMessage } from '~/components/ui/form-message.tsx'

/** What each of the step's forms gets from the page. */
export interface VehicleFormProps {
  base: WizardBase
  view: VehicleView
  actionData?: VehicleReply
}

export const linkClass = 'font-semibold text-brand-700 underline'
