import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isoDayInTurkey, trDayInTurkey } from '../../../../tests/support/turkey-day.ts'
import { policyStartMessage } from './limits.ts'
import { policyStart } from './schema.ts'

// Issue 26: DASK, konut, health and pet policies start on a day chosen within 30 days.
const read = (value: string) =>
  z.object({ PolicyStart: policyStart }).safeParse({ PolicyStart: value })
const messageOf = (value: string) => read(value).error?.issues[0]?.message

describe('the policy start field', () => {
  it('takes today up to 30 days ahead, typed or picked, as DD.MM.YYYY', () => {
    expect(read(trDayInTurkey(0)).data?.PolicyStart).toBe(trDayInTurkey(0))
    expect(read(isoDayInTurkey(30)).data?.PolicyStart).toBe(trDayInTurkey(30))
  })

  it('names the rule for yesterday and for day 31, and asks for a real date', () => {
    expect(messageOf(trDayInTurkey(-1))).toBe(policyStartMessage)
    expect(messageOf(isoDayInTurkey(31))).toBe(policyStartMessage)
    expect(policyStartMessage).toBe(
      'Poliçe başlangıcı bugün ya da en fazla 30 gün sonrası olabilir.',
    )
    expect(messageOf('')).toBe('Lütfen doldurun')
    expect(messageOf('31.02.2027')).not.toBe(policyStartMessage)
  })
})
