import { describe, expect, it } from 'vitest'
import { foldTurkish, initials, searchTerms } from './turkish.ts'

describe('foldTurkish', () => {
  it('folds dotted and dotless i both ways', () => {
    expect(foldTurkish('İSTANBUL')).toBe('istanbul')
    expect(foldTurkish('IŞIK')).toBe(foldTurkish('ışık'))
    expect(foldTurkish('Işık')).toBe('isik')
    expect(foldTurkish('DASK İçin')).toBe('dask icin')
  })
  it('removes Turkish diacritics so queries without them still match', () => {
    expect(foldTurkish('Sağlık Sigortası')).toBe('saglik sigortasi')
    expect(foldTurkish('ÇÖĞÜŞ')).toBe('cogus')
  })
  it('splits a query into folded words of two letters or more', () => {
    expect(searchTerms('  Kasko   ve  İMM  ')).toEqual(['kasko', 've', 'imm'])
    expect(searchTerms('a')).toEqual([])
  })
})

describe('initials', () => {
  it('upper-cases with Turkish rules', () => {
    expect(initials('ilker', 'ışık')).toBe('İI')
    expect(initials('Şule', 'çelik')).toBe('ŞÇ')
  })
  it('tolerates missing parts', () => {
    expect(initials('', 'öz')).toBe('Ö')
    expect(initials(' ayşe ', '')).toBe('A')
  })
})
