import { formatAmount } from '~/utils/format.ts'

/**
 * Spec §9 installment display: the premium divided by the maximum installment count,
 * 'X TL X n Taksit' (e.g. 1.234,50 TL X 3 Taksit).
 */
export function installmentText(premium: number, maxInstallments: number): string {
  const count = Math.max(1, Math.trunc(maxInstallments))
  return `${formatAmount(premium / count)} TL X ${count} Taksit`
}

/** A premium as the offer list shows it: 1.234,50 TL. */
export const premiumText = (premium: number) => `${formatAmount(premium)} TL`
