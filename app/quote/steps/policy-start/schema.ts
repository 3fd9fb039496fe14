import { pickedDate } from '~/validation/fields.ts'
import { addDays, checkDay } from '../../rules/calendar.ts'
import { POLICY_START_DAYS, policyStartMessage } from './limits.ts'

/** The policy's first day as the customer chose it: today up to POLICY_START_DAYS ahead. */
export const policyStart = pickedDate.refine(
  (v) => checkDay(v, (day, today) => day >= today && day <= addDays(today, POLICY_START_DAYS)),
  { error: policyStartMessage },
)
