import { formatDate } from '~/utils/format.ts'

// Beside the schema, not in it: the page shows them, and the page loads no zod (use-validated-form).
/** How far ahead a one-year policy may start (phone, DASK, konut, health, pet). */
export const POLICY_START_DAYS = 30

export const policyStartMessage = `Poliçe başlangıcı bugün ya da en fazla ${POLICY_START_DAYS} gün sonrası olabilir.`

/** Today in Türkiye as the field's first value (DD.MM.YYYY, as the draft keeps it). */
export const policyStartToday = () => formatDate(new Date())
