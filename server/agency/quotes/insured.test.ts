import { describe, expect, it } from 'vitest'
import { maskedNumber, passportHolderOf } from './insured.ts'

// Issue 26: the quote names who is insured; the policy is issued to them, not to the payer.

describe('passportHolderOf', () => {
  it('names the passport holder of an ID type 2 header under the passport number', () => {
    expect(
      passportHolderOf({ IdType: '2', Name: " Mary  O'Neil", Surname: 'Smith-Jones' }, 'U1234567'),
    ).toEqual({
      holder: { name: "Mary O'Neil Smith-Jones", idKind: 'passport', idNumber: 'U1234567' },
    })
  })

  it('refuses an ID type 2 header without a name a person has', () => {
    for (const body of [
      { IdType: '2' },
      { IdType: '2', Name: 'Mary', Surname: '' },
      { IdType: '2', Name: 'M4ry', Surname: 'Smith' },
    ]) {
      expect(passportHolderOf(body, 'U1234567')).toHaveProperty('error')
    }
  })

  it('names no one for ID type 1: the identity check knows them', () => {
    expect(passportHolderOf({ Name: 'Mary' }, '10000000146')).toEqual({ holder: null })
  })
})

describe('maskedNumber', () => {
  it('shows the last three characters after eight stars, whatever the length', () => {
    expect(maskedNumber('10000000146')).toBe('********146')
    expect(maskedNumber('U1234567')).toBe('********567')
  })
})
