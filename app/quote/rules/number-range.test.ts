import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { formatThousands, numberMin, numberRange, wholeNumberBetween } from './number-range.ts'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message

describe('number range (spec §5)', () => {
  const accessory = numberRange(0, 50_000)

  it('reads comma thousands as the input shows them', () => {
    expect(accessory.parse('12,500')).toBe(12_500)
    expect(accessory.parse(' 7 000 ₺')).toBe(7_000)
    expect(accessory.parse(0)).toBe(0)
  })

  it('asks for a value when empty', () => {
    expect(firstMessage(accessory.safeParse(''))).toBe('Bir değer girilmelidir.')
    expect(firstMessage(accessory.safeParse(undefined))).toBe('Bir değer girilmelidir.')
  })

  it('names the bounds with comma thousands', () => {
    expect(firstMessage(numberRange(1_000, 50_000).safeParse('999'))).toBe(
      'En az 1,000₺ olmalıdır.',
    )
    expect(firstMessage(accessory.safeParse('50,001'))).toBe('En fazla 50,000₺ olmalıdır.')
    expect(accessory.safeParse('50,000').success).toBe(true)
  })

  it('refuses text that is not a whole number', () => {
    expect(firstMessage(accessory.safeParse('12a'))).toBe('Sadece sayı giriniz.')
    expect(firstMessage(accessory.safeParse('12.5'))).toBe('Sadece sayı giriniz.')
  })

  it('refuses, as a form posts it, what JavaScript would read as a number but is not digits', () => {
    const posted = (value: string) => {
      const form = new FormData()
      form.set('RadioPrice', value)
      return parsePostedForm(form, z.object({ RadioPrice: accessory })).reply().error?.RadioPrice
    }
    for (const value of ['0x10', '1e3', '0b11', '0o7', 'Infinity', '12.5', '-3', '٣']) {
      expect(posted(value), value).toEqual(['Sadece sayı giriniz.'])
    }
    expect(posted('12,500')).toBeUndefined()
    expect(posted('')).toEqual(['Bir değer girilmelidir.'])
  })

  it('refuses a huge number by the maximum, not as text', () => {
    expect(firstMessage(accessory.safeParse('99999999999999999999'))).toBe(
      'En fazla 50,000₺ olmalıdır.',
    )
    expect(firstMessage(accessory.safeParse('9'.repeat(400)))).toBe('En fazla 50,000₺ olmalıdır.')
  })

  it('has a variant for counts and areas with one message for both bounds', () => {
    const floors = wholeNumberBetween(1, 99, 'Kat sayısı 1 ile 99 arasında olmalıdır.')
    expect(floors.parse('12')).toBe(12)
    expect(firstMessage(floors.safeParse(''))).toBe('Bir değer girilmelidir.')
    expect(firstMessage(floors.safeParse('0'))).toBe('Kat sayısı 1 ile 99 arasında olmalıdır.')
    expect(firstMessage(floors.safeParse('100'))).toBe('Kat sayısı 1 ile 99 arasında olmalıdır.')
    expect(firstMessage(floors.safeParse('-3'))).toBe('Sadece sayı giriniz.')
  })

  it('has a minimum-only variant', () => {
    expect(firstMessage(numberMin(100).safeParse('99'))).toBe('En az 100₺ olmalıdır.')
    expect(numberMin(100).parse('1,000,000,000')).toBe(1_000_000_000)
  })

  it('formats thousands with commas', () => {
    expect(formatThousands(1234567)).toBe('1,234,567')
  })
})
