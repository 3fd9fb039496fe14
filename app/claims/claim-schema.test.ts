import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorsOf as formErrors, valueOf } from '../../tests/support/form-schema.ts'
import { claimMessages, claimSchema } from './claim-schema.ts'
import { MAX_CLAIM_DESCRIPTION } from './limits.ts'

// 14:30 on 20.11.2026 in Türkiye (UTC+3), whatever the machine's own zone.
const NOW = new Date('2026-11-20T11:30:00Z')
const schema = claimSchema({ startsOn: '2026-06-01' })

/** The messages by field; none for a valid post. */
const errorsOf = (...args: Parameters<typeof formErrors>) => formErrors(...args) ?? {}

const valid = {
  EventDate: '2026-11-20',
  EventTime: '09:15',
  CityCode: '66',
  CountyCode: '900',
  Description: 'Park halindeyken arkadan çarpıldı.',
  OtherPartyPlate: '06 abc 123',
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('the claim form', () => {
  it('reads a report: the day as YYYY-MM-DD, the plate as registered, the codes as numbers', () => {
    expect(valueOf(schema, valid)).toEqual({
      EventDate: '2026-11-20',
      EventTime: '09:15',
      CityCode: 66,
      CountyCode: 900,
      Description: 'Park halindeyken arkadan çarpıldı.',
      OtherPartyPlate: '06ABC123',
    })
    // Typed where the browser has no date picker; no plate given.
    const typed = valueOf(schema, { ...valid, EventDate: '01.06.2026', OtherPartyPlate: '' })
    expect(typed).toMatchObject({ EventDate: '2026-06-01', OtherPartyPlate: '' })
  })

  it('refuses a moment ahead of now in Türkiye and a day before the policy started', () => {
    expect(errorsOf(schema, { ...valid, EventTime: '14:31' })).toEqual({
      EventTime: [claimMessages.future],
    })
    expect(errorsOf(schema, { ...valid, EventTime: '14:30' })).toEqual({})
    expect(errorsOf(schema, { ...valid, EventDate: '2026-11-21', EventTime: '00:00' })).toEqual({
      EventDate: [claimMessages.future],
    })
    expect(errorsOf(schema, { ...valid, EventDate: '31.05.2026' })).toEqual({
      EventDate: [claimMessages.beforeStart('2026-06-01')],
    })
  })

  it('judges the day and time also when every other field failed', () => {
    const errors = errorsOf(schema, { EventDate: '2026-11-21', EventTime: '10:00' })
    expect(errors.EventDate).toEqual([claimMessages.future])
    expect(errors.Description).toEqual([claimMessages.description])
  })

  const garbage = [
    '',
    ' ',
    'abc',
    '2026-02-30',
    '30.02.2026',
    '24:00',
    '9:5',
    '-1',
    '0',
    '1e3',
    '<script>alert(1)</script>',
    '\u0000\u202e',
    '٣',
    'x'.repeat(10_000),
    '1'.repeat(10_000),
    '2026-11-20'.repeat(1_000),
  ]
  const fieldNames = Object.keys(valid) as (keyof typeof valid)[]

  /** Garbage a field still takes: any text of a sane length tells what happened; no plate. */
  const acceptable = (name: keyof typeof valid, value: string) =>
    name === 'Description'
      ? value.trim() !== '' && value.length <= MAX_CLAIM_DESCRIPTION
      : name === 'OtherPartyPlate' && value.trim() === ''

  it.each(fieldNames)('answers garbage in %s with its message, never a throw', (name) => {
    for (const value of garbage) {
      const errors = errorsOf(schema, { ...valid, [name]: value })
      const shown = errors[name]?.[0]
      if (acceptable(name, value)) expect(shown).toBeUndefined()
      else expect(shown, `${name} = ${value.slice(0, 20)}`).toMatch(/^[A-ZÇĞİÖŞÜ].{5,}/)
      // Only the field that was spoiled is refused.
      expect(Object.keys(errors).filter((field) => field !== name)).toEqual([])
    }
  })

  it('refuses 10,000 characters in every text field at once, each with its own message', () => {
    const long = 'ş'.repeat(10_000)
    const errors = errorsOf(
      schema,
      Object.fromEntries(fieldNames.map((name) => [name, long])) as Record<string, string>,
    )
    expect(errors).toEqual({
      EventDate: [claimMessages.date],
      EventTime: [claimMessages.time],
      CityCode: ['Lütfen doldurun'],
      CountyCode: ['Lütfen doldurun'],
      Description: [`En fazla ${MAX_CLAIM_DESCRIPTION} karakter giriniz.`],
      OtherPartyPlate: [claimMessages.plate],
    })
    expect(errorsOf(schema, { ...valid, Description: 'a'.repeat(MAX_CLAIM_DESCRIPTION) })).toEqual(
      {},
    )
  })

  it('answers a post that is not a form of this page at all', () => {
    expect(Object.keys(errorsOf(schema, {})).sort()).toEqual([
      'CityCode',
      'CountyCode',
      'Description',
      'EventDate',
      'EventTime',
    ])
  })
})
