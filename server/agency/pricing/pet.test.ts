import { describe, expect, it } from 'vitest'
import { ageFactor, petPremium, type PetRisk } from './pet.ts'

/*
 * Worked cases, computed by hand: base (kedi 3.200, köpek 4.000) × size (kedi/küçük 1, orta 1,2,
 * büyük 1,45, dev 1,75) × age (under 12 months 0,9; 12–47 1; 48–83 1,3; 84 and over 1,7)
 * × 0,95 neutered × 1,25 known condition, + liability (kedi 250, köpek 600, × size) in the
 * Tedavi + Sorumluluk package, × the insurer's rate.
 *
 * | pet                               | treatment                                  | liability      | × rate | premium   |
 * | --------------------------------- | ------------------------------------------ | -------------- | ------ | --------- |
 * | Golden, 30 mo, neutered, Tedavi   | 4.000 × 1,45 × 1 × 0,95 = 5.510            | 0              | 1      | 5.510,00  |
 * | the same, + Sorumluluk            | 5.510                                      | 600 × 1,45=870 | 1      | 6.380,00  |
 * | the same at ERCIYES               | 5.510                                      | 870            | 0,93   | 5.933,40  |
 * | Van kedisi, 8 mo, condition       | 3.200 × 1 × 0,9 × 1,25 = 3.600             | 0              | 1,07   | 3.852,00  |
 * | Kangal, 100 mo, + Sorumluluk      | 4.000 × 1,75 × 1,7 = 11.900                | 600 × 1,75=1.050 | 0,88 | 11.396,00 |
 * | cat, 60 mo, neutered, + Sorumluluk | 3.200 × 1,3 × 0,95 = 3.952                | 250            | 0,95   | 3.991,90  |
 */
const golden: PetRisk = {
  species: 'kopek',
  size: 'buyuk',
  ageMonths: 30,
  neutered: true,
  preExisting: false,
  package: 'tedavi',
}

describe('petPremium', () => {
  it('prices the worked cases', () => {
    expect(petPremium(golden, { rate: 1 })).toBe(5_510)
    expect(petPremium({ ...golden, package: 'tedavi-sorumluluk' }, { rate: 1 })).toBe(6_380)
    expect(petPremium({ ...golden, package: 'tedavi-sorumluluk' }, { rate: 0.93 })).toBe(5_933.4)
    const van: PetRisk = {
      species: 'kedi',
      size: 'kedi',
      ageMonths: 8,
      neutered: false,
      preExisting: true,
      package: 'tedavi',
    }
    expect(petPremium(van, { rate: 1.07 })).toBe(3_852)
    const kangal: PetRisk = {
      species: 'kopek',
      size: 'dev',
      ageMonths: 100,
      neutered: false,
      preExisting: false,
      package: 'tedavi-sorumluluk',
    }
    expect(petPremium(kangal, { rate: 0.88 })).toBe(11_396)
    const cat: PetRisk = { ...van, ageMonths: 60, neutered: true, preExisting: false }
    expect(petPremium({ ...cat, package: 'tedavi-sorumluluk' }, { rate: 0.95 })).toBe(3_991.9)
  })

  it('changes the age factor at one, four and seven years', () => {
    expect([11, 12, 47, 48, 83, 84].map(ageFactor)).toEqual([0.9, 1, 1, 1.3, 1.3, 1.7])
  })
})
