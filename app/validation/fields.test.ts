import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  advertisementAgreement,
  birthDate,
  date,
  idType,
  nationalNumber,
  openDataAgreement,
  passportNumber,
  plate,
  plateStatus,
  provinceCode,
  nationalOrTaxNumber,
  password,
  personName,
  phone,
  pickedDate,
  privacyPolicy,
  smsCode,
} from './fields.ts'
import { entryMessages, messages } from './messages.ts'

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? null : result.error.issues[0]?.message
}

describe('shared field schemas', () => {
  it('gives the spec message for a bad national number', () => {
    expect(errorOf(nationalNumber, '12345678901')).toBe(messages.nationalNumber)
    expect(errorOf(nationalNumber, undefined)).toBe(messages.nationalNumber)
    expect(errorOf(nationalNumber, '10000000146')).toBeNull()
  })

  it('accepts a tax number where a company may buy', () => {
    expect(errorOf(nationalOrTaxNumber, '1234567890')).toBeNull()
    expect(errorOf(nationalOrTaxNumber, '1234567891')).toBe(messages.taxNumber)
    expect(errorOf(nationalOrTaxNumber, '10000000145')).toBe(messages.nationalNumber)
  })

  it('cleans a complete phone and refuses an incomplete one', () => {
    expect(phone.parse('(532)123-4567')).toBe('5321234567')
    expect(errorOf(phone, '(532)123-456')).toBe('Lütfen doldurun')
    expect(errorOf(phone, '(432)123-4567')).toBe('Lütfen doldurun')
  })

  it('limits the SMS code to six characters', () => {
    expect(errorOf(smsCode, '')).toBe('Lütfen SMS kodu giriniz.')
    expect(errorOf(smsCode, '1234567')).toBe('Lütfen SMS kodu giriniz.')
    expect(errorOf(smsCode, '123456')).toBeNull()
  })

  it('requires the privacy consent with its own message', () => {
    expect(errorOf(privacyPolicy, undefined)).toBe(messages.privacyPolicy)
    expect(privacyPolicy.parse('on')).toBe(true)
  })

  it('bounds passwords to 4..75 characters', () => {
    expect(errorOf(password, '')).toBe('Lütfen Doldurun')
    expect(errorOf(password, 'abc')).toBe(messages.passwordLength)
    expect(errorOf(password, 'a'.repeat(76))).toBe(messages.passwordLength)
    expect(errorOf(password, 'abcd')).toBeNull()
  })
})

describe('a date from the date picker', () => {
  it("reads the picker's YYYY-MM-DD and typed DD.MM.YYYY alike, as DD.MM.YYYY", () => {
    expect(pickedDate.parse('2026-07-01')).toBe('01.07.2026')
    expect(pickedDate.parse(' 01.07.2026 ')).toBe('01.07.2026')
  })

  it('gives the date message for anything else, and the required one for nothing', () => {
    expect(errorOf(pickedDate, '2026-02-30')).toBe(entryMessages.date)
    expect(errorOf(pickedDate, '1.7.2026')).toBe(entryMessages.date)
    expect(errorOf(pickedDate, undefined)).toBe(messages.required)
  })
})

describe('quote entry field schemas', () => {
  it('normalizes a lowercase plate with spaces and Turkish letters', () => {
    expect(plate.parse('66 abc 123')).toBe('66ABC123')
    expect(plate.parse('34 ık 456')).toBe('34IK456')
    expect(plate.parse('34 İk 456')).toBe('34IK456')
    expect(errorOf(plate, '99 ABC 12')).toBe(entryMessages.plate)
    expect(errorOf(plate, '')).toBe(entryMessages.plate)
  })

  it.each([
    ['plate status', plateStatus, '3'],
    ['ID type', idType, 'x'],
  ] as const)('reads the %s, 1 by default', (_name, choice, unknown) => {
    expect(choice.parse(undefined)).toBe('1')
    expect(choice.parse('2')).toBe('2')
    expect(errorOf(choice, unknown)).toBe(entryMessages.choice)
  })

  it('takes a province code for an unregistered vehicle', () => {
    expect(provinceCode.parse('66')).toBe('66')
    expect(provinceCode.parse('6')).toBe('06')
    expect(errorOf(provinceCode, '90')).toBe(entryMessages.provinceCode)
    expect(errorOf(provinceCode, '')).toBe(entryMessages.provinceCode)
  })

  it('accepts real DD.MM.YYYY dates only', () => {
    expect(date.parse('29.02.2024')).toBe('29.02.2024')
    expect(errorOf(date, '29.02.2023')).toBe(entryMessages.date)
    expect(errorOf(date, '2024-02-01')).toBe(entryMessages.date)
    expect(errorOf(date, '1.2.2024')).toBe(entryMessages.date)
    expect(errorOf(date, '')).toBe(messages.required)
  })

  it('refuses birth dates in the future or beyond a lifetime', () => {
    expect(birthDate.parse('15.06.1985')).toBe('15.06.1985')
    expect(errorOf(birthDate, '01.01.2999')).toBe(entryMessages.birthDate)
    expect(errorOf(birthDate, '01.01.1850')).toBe(entryMessages.birthDate)
  })

  it('refuses a half-typed or impossible birth date with the date message, not a crash', () => {
    for (const typed of ['12.0', '31.02.2020', '٢٨.٠١.١٩٦٢', '']) {
      const result = birthDate.safeParse(typed)
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((i) => i.message)).not.toContain(entryMessages.birthDate)
    }
    expect(errorOf(birthDate, '12.0')).toBe(entryMessages.date)
  })

  it('upper-cases passport numbers without the dotted İ', () => {
    expect(passportNumber.parse('u 1234567')).toBe('U1234567')
    expect(passportNumber.parse('ıi123456')).toBe('II123456')
    expect(errorOf(passportNumber, 'AB12')).toBe(entryMessages.passportNumber)
    expect(errorOf(passportNumber, 'AB-123456')).toBe(entryMessages.passportNumber)
    expect(errorOf(passportNumber, '')).toBe(entryMessages.passportNumber)
  })

  it('keeps the optional consents unticked unless sent', () => {
    expect(advertisementAgreement.parse(undefined)).toBe(false)
    expect(advertisementAgreement.parse('on')).toBe(true)
    expect(errorOf(openDataAgreement, undefined)).toBe(messages.openDataAgreement)
  })
})

describe('personName (spec §5 letters-only)', () => {
  it.each(['Ayşe', 'İlker Işık', "O'Neil", 'O’Neil', 'Zoë-Ayşe', 'Ğ'])('takes %j', (name) => {
    expect(personName().safeParse(name).success).toBe(true)
  })

  it.each(['Ali\u202Egnp.exe', 'Ali\u0000', '<b>Ali</b>', 'Ali1', 'Ali\tVeli', '-Ali', 'Ⅻ'])(
    'refuses %j with the letters message',
    (name) => expect(errorOf(personName(), name)).toBe(entryMessages.personName),
  )

  it('composes accents typed as combining marks, and keeps its length limit', () => {
    expect(personName().parse('Zoe\u0308')).toBe('Zoë')
    expect(errorOf(personName(), 'ş'.repeat(61))).toBe(entryMessages.tooLong(60))
    expect(errorOf(personName(120), 'ş'.repeat(121))).toBe(entryMessages.tooLong(120))
  })
})
