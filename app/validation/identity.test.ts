import { describe, expect, it } from 'vitest'
import {
  cleanPhone,
  hidePhone,
  identifierKind,
  isValidTckn,
  isValidVkn,
  maskPhone,
} from './identity.ts'

describe('T.C. kimlik numarası', () => {
  it.each(['10000000146', '11111111110', '12345678950'])('accepts %s', (v) =>
    expect(isValidTckn(v)).toBe(true),
  )
  it.each([
    ['01234567890', 'leading zero'],
    ['10000000145', 'wrong last digit'],
    ['10000000136', 'wrong tenth digit'],
    ['1000000014', 'ten digits'],
    ['100000001466', 'twelve digits'],
    ['1000000014a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (v) => expect(isValidTckn(v)).toBe(false))
})

describe('vergi kimlik numarası', () => {
  it.each(['1234567890', '0010101012', '9990001119'])('accepts %s', (v) =>
    expect(isValidVkn(v)).toBe(true),
  )
  it.each(['1234567891', '123456789', '12345678901', 'abcdefghij'])('refuses %s', (v) =>
    expect(isValidVkn(v)).toBe(false),
  )
  it('treats a 10-digit identifier as a tax number', () => {
    expect(identifierKind('1234567890')).toBe('vkn')
    expect(identifierKind('10000000146')).toBe('tckn')
  })
})

describe('phone', () => {
  it.each(['(532)123-4567', '0532 123 45 67', '+90 532 123 45 67', '5321234567'])(
    'cleans %s',
    (v) => expect(cleanPhone(v)).toBe('5321234567'),
  )
  it('masks ten digits as (5XX)XXX-XXXX, 13 characters', () => {
    expect(maskPhone('5321234567')).toBe('(532)123-4567')
    expect(maskPhone('5321234567')).toHaveLength(13)
  })
  it('hides all but the first digit and the last four from one who may not own it', () => {
    expect(hidePhone('5504630182')).toBe('(5**) *** 01 82')
    expect(hidePhone('0550 463 01 82')).toBe('(5**) *** 01 82')
  })
})
