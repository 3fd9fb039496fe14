// The storefront checks dates against today in Türkiye (UTC+3): a test that took the machine's
// own day would expect yesterday's date for the three hours after midnight in Istanbul. Computed
// here, not with the app's isoDayFromToday, so the tests check that function rather than echo it.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' })

/** `days` from today in Türkiye as YYYY-MM-DD, as a native date picker holds it. */
export const isoDayInTurkey = (days: number) =>
  isoDay.format(new Date(Date.now() + days * 86_400_000))

/** The same day as DD.MM.YYYY, as a typed date field holds it. */
export const trDayInTurkey = (days: number) => isoDayInTurkey(days).split('-').reverse().join('.')

/** This year in Türkiye. */
export const yearInTurkey = () => Number(isoDayInTurkey(0).slice(0, 4))
