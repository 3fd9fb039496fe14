import { describe, expect, it } from 'vitest'
import { isImei } from './imei.ts'
import { phoneMessages, phoneSchema } from './schema.ts'
import { parseWithZod } from '@conform-to/zod/v4'
import { addDays, todayInTurkey } from '../../rules/calendar.ts'

describe('isImei', () => {
  it('takes IMEIs whose last digit is the Luhn check digit', () => {
    expect(isImei('490154203237518')).toBe(true)
    expect(isImei('356938035643809')).toBe(true)
  })

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isImei('490154203237519')).toBe(false)
    expect(isImei('49015420323751')).toBe(false)
    expect(isImei('4901542032375180')).toBe(false)
    expect(isImei('49015420323751X')).toBe(false)
  })
})

describe('the phone form', () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(values)) data.set(name, value)
    return parseWithZod(data, { schema: phoneSchema })
  }
  const tr = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
  const daysFromNow = (days: number) => tr(addDays(todayInTurkey(), days))
  const valid = {
    CepMarkaId: '1',
    CepModelId: '104',
    ImeiNo: '4901 5420 3237 518',
    SatinAlmaTarihi: daysFromNow(-40),
    PolicyStart: daysFromNow(1),
    EMail: 'ayse@example.com',
  }

  it('accepts a phone bought 40 days ago with cover from tomorrow; the IMEI loses its spaces', () => {
    const result = form(valid)
    expect(result.status).toBe('success')
    expect(result.status === 'success' && result.value.ImeiNo).toBe('490154203237518')
  })

  it('names the IMEI, an old phone and a start date too far ahead', () => {
    const errors = (values: Record<string, string>) => {
      const result = form({ ...valid, ...values })
      return result.status === 'success' ? undefined : result.error
    }
    expect(errors({ ImeiNo: '490154203237519' })?.ImeiNo).toEqual([
      'IMEI numarası hatalı: son hane kontrol hanesiyle uyuşmuyor. Telefonunuzda *#06# tuşlayarak numarayı görebilirsiniz.',
    ])
    expect(errors({ ImeiNo: '4901542' })?.ImeiNo).toEqual([phoneMessages.imeiLength])
    expect(errors({ SatinAlmaTarihi: daysFromNow(-400) })?.SatinAlmaTarihi?.[0]).toMatch(/12 ay/)
    expect(errors({ PolicyStart: daysFromNow(31) })?.PolicyStart?.[0]).toMatch(/30 gün/)
    expect(errors({ PolicyStart: daysFromNow(-1) })?.PolicyStart?.[0]).toMatch(/30 gün/)
  })
})
