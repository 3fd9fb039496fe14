import type { WizardBase } from '../../wizard/base.ts'
import type { VehicleReply, VehicleView } from './types.ts'

/** What each of the step's forms gets from the page. */
export interface VehicleFormProps {
  base: WizardBase
  view: VehicleView
  actionData?: VehicleReply
}

const alertClass = 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800'
export const linkClass = 'font-semibold text-brand-700 underline'

export function FormMessage({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null
}
