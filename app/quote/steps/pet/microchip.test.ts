import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { addDays, todayInTurkey } from '../../rules/calendar.ts'
import { isMicrochipNumber } from './microchip.ts'
import { petMessages, petSchema } from './schema.ts'

describe('isMicrochipNumber', () => {
  it('takes a Turkish, a foreign and a manufacturer-coded chip', () => {
    expect(isMicrochipNumber('792001234567890')).toBe(true)
    expect(isMicrochipNumber('276098106543210')).toBe(true)
    expect(isMicrochipNumber('985141000123456')).toBe(true)
  })

  it('refuses a wrong length, letters, no code and a test transponder', () => {
    expect(isMicrochipNumber('79200123456789')).toBe(false)
    expect(isMicrochipNumber('7920012345678901')).toBe(false)
    expect(isMicrochipNumber('79200123456789A')).toBe(false)
    expect(isMicrochipNumber('000123456789012')).toBe(false)
    expect(isMicrochipNumber('999123456789012')).toBe(false)
  })
})

describe('the pet form', () => {
  const tr = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
  const daysAgo = (days: number) => tr(addDays(todayInTurkey(), -days))
  const valid = {
    HayvanTuru: 'kopek',
    HayvanIrki: 'golden-retriever',
    HayvanDogumTarihi: daysAgo(900),
    HayvanCinsiyeti: 'disi',
    Kisir: 'evet',
    MikrocipNo: '792 001 234 567 890',
    OnHastalik: 'hayir',
    PolicyStart: daysAgo(0),
  }
  const errors = (values: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries({ ...valid, ...values })) data.set(name, value)
    const result = parseWithZod(data, { schema: petSchema })
    return result.status === 'success' ? undefined : result.error
  }

  it('accepts a two-and-a-half-year-old dog with a chip typed in groups', () => {
    expect(errors({})).toBeUndefined()
  })

  it('names a pet too young or too old, a bad chip and an illness left unexplained', () => {
    expect(errors({ HayvanDogumTarihi: daysAgo(60) })?.HayvanDogumTarihi).toEqual([petMessages.age])
    expect(errors({ HayvanDogumTarihi: daysAgo(9 * 366) })?.HayvanDogumTarihi).toEqual([
      petMessages.age,
    ])
    expect(errors({ MikrocipNo: '999123456789012' })?.MikrocipNo).toEqual([
      petMessages.microchipCode,
    ])
    expect(errors({ MikrocipNo: '79200123' })?.MikrocipNo).toEqual([petMessages.microchipLength])
    expect(errors({ OnHastalik: 'evet' })?.OnHastalikAciklama).toEqual([petMessages.illness])
  })

  it('takes the age in years and months instead of the birth date, in the same limits', () => {
    const byAge = (HayvanYasYil: string, HayvanYasAy: string) =>
      errors({ HayvanDogumTarihi: '', HayvanYasYil, HayvanYasAy })
    expect(byAge('2', '6')).toBeUndefined()
    expect(byAge('', '3')).toBeUndefined()
    expect(byAge('8', '11')).toBeUndefined()
    expect(byAge('', '')?.HayvanDogumTarihi).toEqual([petMessages.birthOrAge])
    expect(byAge('', '2')?.HayvanYasYil).toEqual([petMessages.age])
    expect(byAge('9', '0')?.HayvanYasYil).toEqual([petMessages.age])
    expect(byAge('2', '12')?.HayvanYasAy).toEqual(['0 ile 11 arasında bir sayı giriniz.'])
  })
})
