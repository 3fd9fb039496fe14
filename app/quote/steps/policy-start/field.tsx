import { DatePickerField } from '~/components/ui/date-picker-field.tsx'
import type { FieldMeta } from '~/components/ui/field.tsx'
import { isoDayFromToday } from '../../rules/calendar.ts'
import { POLICY_START_DAYS } from './limits.ts'

export const policyStartLabel = 'Poliçe başlangıç tarihi'

/** "Poliçe başlangıç tarihi": the one-year policy runs a year from the day chosen here. */
export function PolicyStartField({ meta }: { meta: FieldMeta }) {
  return (
    <DatePickerField
      meta={meta}
      label={policyStartLabel}
      hint={`Bugün ya da en fazla ${POLICY_START_DAYS} gün sonrası; poliçe bu günden itibaren bir yıl geçerlidir.`}
      min={isoDayFromToday(0)}
      max={isoDayFromToday(POLICY_START_DAYS)}
    />
  )
}
