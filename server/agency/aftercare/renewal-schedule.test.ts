import { describe, expect, it } from 'vitest'
import { addDays, renewalRefusal } from '../registry/dates.ts'
import { dueReminder, type ReminderOffset } from './renewal-schedule.ts'

// Decision 060: kasko 45 and 30 days before the end, trafik 30 and 15, every other line 30, 7 and
// 1; a vehicle reminder only on a day the vehicle step quotes (issue 38).
const endsOn = '2027-12-01'
const policy = (
  product_key: string,
  purchasedOn = '2026-12-01',
  carriedDate: string | null = null,
) => ({ product_key, ends_on: endsOn, purchasedOn, carriedDate, insuredBirths: null, insurers: [] })

/**
 * The days-before-the-end each reminder went out on, the job run on `days` (every day from 60
 * before the end to the end unless told), each offset sent once as the claim rows allow.
 */
function sentOn(
  line: string,
  days = Array.from({ length: 61 }, (_, i) => 60 - i),
  carried: string | null = null,
) {
  const sent = new Map<ReminderOffset, number>()
  for (const daysLeft of days) {
    const offset = dueReminder(policy(line, undefined, carried), addDays(endsOn, -daysLeft))
    if (offset !== null && !sent.has(offset)) sent.set(offset, daysLeft)
  }
  return Object.fromEntries(sent)
}

describe('renewal reminders', () => {
  it('go out for kasko 45 and 30 days before the end, trafik 30 and 15, others 30, 7 and 1', () => {
    expect(sentOn('kasko')).toEqual({ 45: 45, 30: 30 })
    expect(sentOn('trafik')).toEqual({ 30: 30, 15: 15 })
    for (const line of ['dask', 'konut', 'petsaglik', 'telefon', 'bireysel', 'tamamlayici']) {
      expect(sentOn(line)).toEqual({ 30: 30, 7: 7, 1: 1 })
    }
  })

  it('fall only on days the vehicle step quotes a kasko or trafik renewal', () => {
    for (const line of ['kasko', 'trafik'] as const) {
      for (let daysLeft = 60; daysLeft >= 0; daysLeft--) {
        const today = addDays(endsOn, -daysLeft)
        if (dueReminder(policy(line), today) === null) continue
        expect(renewalRefusal(line, endsOn, today), `${line}, ${daysLeft} days left`).toBeNull()
      }
    }
  })

  it('catch up a missed day while the renewal is still quoted, not after', () => {
    // The job did not run on the 30th and 15th days before the end: caught up the next day.
    const missed = (skip: number[]) =>
      Array.from({ length: 61 }, (_, i) => 60 - i).filter((d) => !skip.includes(d))
    expect(sentOn('kasko', missed([30]))).toEqual({ 45: 45, 30: 29 })
    expect(sentOn('trafik', missed([15]))).toEqual({ 30: 30 })
    expect(sentOn('kasko', missed([30, 29]))).toEqual({ 45: 45 })
  })

  it('are not sent for a trip, nor for a day before the purchase', () => {
    expect(dueReminder(policy('seyahat'), '2027-11-30')).toBeNull()
    expect(dueReminder(policy('dask', '2027-11-20'), '2027-11-21')).toBeNull()
    expect(dueReminder(policy('dask', '2027-11-20'), '2027-11-24')).toBe(7)
    expect(dueReminder(policy('dask'), endsOn)).toBeNull()
  })

  it('go out as for any other line for a line named like a property every object has', () => {
    // The line is a database text: "constructor" once picked the Object function as its offsets.
    expect(sentOn('constructor')).toEqual({ 30: 30, 7: 7, 1: 1 })
  })

  // Decisions 081 and 082: a renewal carries the phone's purchase date, and the phone step
  // quotes a phone younger than 12 months on the day it is quoted; it carries the pet's birth
  // date, and the pet step quotes a cat or dog until it turns 9. Each case's dates: one young
  // enough on the last day, one reaching the limit on 2027-11-20 (the 30-day day is 2027-11-01),
  // one already past it on the 30-day day.
  it.each([
    { line: 'telefon', young: '2026-12-10', limitOn20Nov: '2026-11-20', old: '2026-10-01' },
    { line: 'petsaglik', young: '2019-06-15', limitOn20Nov: '2018-11-20', old: '2018-10-01' },
  ])('for $line, fall only on days its carried date is still quoted', (dates) => {
    const every = Array.from({ length: 61 }, (_, i) => 60 - i)
    const sent = (days: number[], carried: string | null) => sentOn(dates.line, days, carried)
    expect(sent(every, dates.young)).toEqual({ 30: 30, 7: 7, 1: 1 })
    expect(sent(every, dates.limitOn20Nov)).toEqual({ 30: 30 })
    // Its 30-day day missed: caught up while it is quoted (until 2027-11-19), not after.
    const from = (first: number) => every.filter((d) => d <= first)
    expect(sent(from(13), dates.limitOn20Nov)).toEqual({ 30: 13 })
    expect(sent(from(11), dates.limitOn20Nov)).toEqual({})
    expect(sent(every, dates.old)).toEqual({})
    // A quote that kept no fields: its renewal asks anew, so it is reminded.
    expect(sent(every, null)).toEqual({ 30: 30, 7: 7, 1: 1 })
  })

  // Decision 083: a health renewal carries the insured persons' birth dates, and each insurer
  // prices a person only up to its own age limit (the oldest: 75 for tamamlayıcı and bireysel at
  // KIZILIRMAK, 80 for yabancı). The 30-day day is 2027-11-01, the end 2027-12-01.
  it('for a health line, fall only on days an insurer it asks still takes a carried person', () => {
    const every = Array.from({ length: 61 }, (_, i) => 60 - i)
    const health = (line: string, insuredBirths: string[], insurers = ['KALKAN', 'KIZILIRMAK']) => {
      const sent = new Map<ReminderOffset, number>()
      for (const daysLeft of every) {
        const today = addDays(endsOn, -daysLeft)
        const offset = dueReminder({ ...policy(line), insuredBirths, insurers }, today)
        if (offset !== null && !sent.has(offset)) sent.set(offset, daysLeft)
      }
      return Object.fromEntries(sent)
    }
    // 75 until 2027-11-19, 76 from 2027-11-20: the 30-day reminder only.
    expect(health('bireysel', ['1951-11-20'])).toEqual({ 30: 30 })
    expect(health('tamamlayici', ['1951-11-20'])).toEqual({ 30: 30 })
    // 76 already on the 30-day day: none; a younger person beside them keeps them all.
    expect(health('bireysel', ['1951-10-01'])).toEqual({})
    expect(health('bireysel', ['1951-10-01', '1955-03-10'])).toEqual({ 30: 30, 7: 7, 1: 1 })
    // Only the insurers the line asks count: without KIZILIRMAK the oldest limit is 64.
    expect(health('bireysel', ['1960-03-10'], ['KALKAN'])).toEqual({})
    expect(health('bireysel', ['1960-03-10'])).toEqual({ 30: 30, 7: 7, 1: 1 })
    // Yabancı's limits are the foreigner tariff's: 76 is still taken there, 81 is not.
    expect(health('yabanci', ['1951-10-01'])).toEqual({ 30: 30, 7: 7, 1: 1 })
    expect(health('yabanci', ['1946-10-01'])).toEqual({})
    // The same dates on another line, or no dates kept: reminded as before.
    expect(health('dask', ['1930-01-01'])).toEqual({ 30: 30, 7: 7, 1: 1 })
  })
})
