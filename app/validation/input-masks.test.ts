import { describe, expect, it } from 'vitest'
import { normalizePlate } from './plate.ts'
import {
  keepDigits,
  keepNameLetters,
  keepPersonName,
  shapeAmount,
  shapeDate,
  shapePhone,
  shapePlate,
} from './input-masks.ts'

describe('shapePhone (5XX)XXX-XXXX', () => {
  it.each([
    ['5', '(5'],
    ['532', '(532'],
    ['5321', '(532)1'],
    ['532123', '(532)123'],
    ['5321234', '(532)123-4'],
    ['5321234567', '(532)123-4567'],
    ['+90 (532) 123 45 67', '(532)123-4567'],
    ['0532 123 4567', '(532)123-4567'],
    ['905321234567', '(532)123-4567'],
    ['(532)123-4567', '(532)123-4567'],
    ['53212345678999', '(532)123-4567'],
    ['', ''],
    ['abc', ''],
    ['0', ''],
  ])('%j → %j', (typed, shown) => expect(shapePhone(typed)).toBe(shown))

  it('is 13 characters when complete, as spec §5 counts it', () => {
    expect(shapePhone('5321234567')).toHaveLength(13)
  })
})

describe('shapeDate DD.MM.YYYY', () => {
  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15.0'],
    ['1506', '15.06'],
    ['15061985', '15.06.1985'],
    ['15.06.1985', '15.06.1985'],
    ['15/06/1985', '15.06.1985'],
    ['15 06 1985', '15.06.1985'],
    ['1.5.1990', '01.05.1990'],
    ['1.', '01.'],
    ['15.', '15.'],
    ['15.6.', '15.06.'],
    ['1990-05-01', '01.05.1990'],
    ['150619851234', '15.06.1985'],
    ['ab15cd06', '15.06'],
    ['', ''],
    ['...', ''],
  ])('%j → %j', (typed, shown) => expect(shapeDate(typed)).toBe(shown))

  it('never goes past 10 characters', () => {
    expect(shapeDate('9'.repeat(40))).toHaveLength(10)
  })
})

describe('keepDigits', () => {
  it.each([
    ['12.345.678.901', '12345678901'],
    ['10000000146', '10000000146'],
    ['35-209900-176148-1', '352099001761481'],
    ['a1b2c3', '123'],
    ['١٢٣', ''],
    ['', ''],
  ])('%j → %j', (typed, kept) => expect(keepDigits(typed)).toBe(kept))

  it('stops at the field length', () => {
    expect(keepDigits('123 456 789', 6)).toBe('123456')
  })
})

describe('keepNameLetters', () => {
  it.each([
    ['Ayşe Gül', 'Ayşe Gül'],
    ['ÇAĞRI İĞDE Öz Şüyü ıi', 'ÇAĞRI İĞDE Öz Şüyü ıi'],
    ['Hâlâ', 'Hl'],
    ['Ali3 V.eli!', 'Ali Veli'],
    ['<script>', 'script'],
    ['', ''],
  ])('%j → %j', (typed, kept) => expect(keepNameLetters(typed)).toBe(kept))
})

describe('keepPersonName', () => {
  it.each([
    ["O'Neil-Smith", "O'Neil-Smith"],
    ['José 3 Núñez!', 'José  Núñez'],
    ['Алия Ayşe', ' Ayşe'],
  ])('%j → %j', (typed, kept) => expect(keepPersonName(typed)).toBe(kept))
})

describe('shapePlate', () => {
  it.each([
    ['34 abc 123', '34 ABC 123'],
    ['34 abı 12', '34 ABI 12'],
    ['34 abi 12', '34 ABI 12'],
    ['34 ABİ 12', '34 ABI 12'],
    ['34-abc-123', '34ABC123'],
    ['06 şç 12', '06  12'],
    ['', ''],
  ])('%j → %j', (typed, shown) => expect(shapePlate(typed)).toBe(shown))

  it('keeps the length while typing, so the caret keeps its place', () => {
    expect(shapePlate('34 ıiİ 12')).toHaveLength('34 ıiİ 12'.length)
  })

  it('reads back as the plate the server checks', () => {
    expect(normalizePlate(shapePlate('66 abc 123'))).toBe('66ABC123')
  })
})

describe('shapeAmount', () => {
  it.each([
    ['0', '0'],
    ['12500', '12,500'],
    ['12,500', '12,500'],
    ['1250000', '1,250,000'],
    ['007', '7'],
    ['₺ 25.000', '25,000'],
    ['abc', ''],
  ])('%j → %j', (typed, shown) => expect(shapeAmount(typed)).toBe(shown))
})
