import { addDays, daysBetween, renewalWindowDays } from '../registry/dates.ts'

/** Days before a policy's end a renewal reminder goes out, the earliest first. */
export const REMINDER_OFFSETS = [30, 7, 1] as const
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number]

/** A trip is not renewed: a seyahat policy ends with it. */
const notRenewed = new Set(['seyahat'])

/**
 * The day the reminder of `offset` is due for a policy of `line` ending on `endsOn`: `offset`
 * days before, but for kasko and trafik not before their renewal window opens (28 and 14 days,
 * spec §9), so their 30-day reminder comes when a renewal can first be quoted.
 */
export function reminderDay(line: string, endsOn: string, offset: ReminderOffset): string {
  const window = renewalWindowDays[line as keyof typeof renewalWindowDays]
  return addDays(endsOn, -Math.min(offset, window ?? offset))
}

/**
 * The reminder a policy is due on `today`, or null: the latest offset whose day has come, while
 * the policy still runs. A day the job did not run is caught up the next day with the reminder
 * then due; an earlier one overtaken by a later one is not sent late. A reminder whose day came
 * before the purchase is not due.
 */
export function dueReminder(
  policy: { product_key: string; ends_on: string; purchasedOn: string },
  today: string,
): ReminderOffset | null {
  if (notRenewed.has(policy.product_key) || daysBetween(today, policy.ends_on) < 1) return null
  const due = REMINDER_OFFSETS.filter((offset) => {
    const day = reminderDay(policy.product_key, policy.ends_on, offset)
    return day <= today && day >= policy.purchasedOn
  })
  return due.at(-1) ?? null
}
