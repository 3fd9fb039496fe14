import { isoDayFromToday } from '~/quote/rules/calendar.ts'
import { renewalCheck, renewalWindowDays } from '~/quote/rules/renewal.ts'
import { isoDate } from '~/utils/format.ts'
import { isOwnKey } from '../../server/platform/own-key.ts'

/**
 * Days before a policy's end its first renewal reminder goes out (decision 060): kasko 45, every
 * other line 30. From then on Poliçelerim offers "Yenile", as the reminder's link does.
 */
const firstReminderDays = (productKey: string) => (productKey === 'kasko' ? 45 : 30)

/**
 * Inside a kasko or trafik policy's last 28 or 14 days the vehicle step gives no offer (spec §4):
 * what the policy's page says instead of "Yenile", from which date the site quotes again and who
 * renews it before that. Null when a renewal can be quoted now.
 */
export function renewalNotYet(
  productKey: string,
  endsOn: string,
  agencyPhone: string,
  now = new Date(),
): string | null {
  if (!isOwnKey(renewalWindowDays, productKey)) return null
  const check = renewalCheck(productKey, isoDate(endsOn), now)
  return check.allowed
    ? null
    : `${check.message} Poliçeniz bitmeden yenilemek için acentemizi ${agencyPhone} numarasından arayın.`
}

/**
 * A policy in Poliçelerim, from its first reminder's day unless withdrawn: "Yenile"'s action when
 * a renewal can be quoted now, else what renewalNotYet says.
 */
export function listedRenewal(
  policy: { ProductKey: string; PolicyNumber: string; EndsOn: string; WithdrawnOn?: string | null },
  agencyPhone: string,
) {
  const due =
    !policy.WithdrawnOn &&
    isoDate(policy.EndsOn) <= isoDayFromToday(firstReminderDays(policy.ProductKey))
  const notYet = due ? renewalNotYet(policy.ProductKey, policy.EndsOn, agencyPhone) : null
  return {
    renewAction:
      due && !notYet
        ? `/hesabim/policelerim/${encodeURIComponent(policy.PolicyNumber)}/yenile`
        : null,
    renewalNotYet: notYet,
  }
}
