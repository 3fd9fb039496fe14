import { describe, expect, it } from 'vitest'
import { foreignerPremium } from './foreigner.ts'
import { personPremium, type HealthInsurerFactors, type InsuredPerson } from './health.ts'

/*
 * Worked cases by hand, insurer factor 1:
 *   bireysel, 34 years (band 30–39: 16.000), yatarak ve ayakta: 16.000,00 TL
 *     the same, yatarak only: 16.000 × 0,55 = 8.800,00 TL
 *   tamamlayıcı, 52 years (band 50–54: 10.200), yatarak ve ayakta, geniş network ×1,3,
 *     BMI 31 (×1,25), chronic illness at an insurer loading ×1,2:
 *     10.200 × 1,3 × 1,25 × 1,2 = 19.890,00 TL
 *   yabancı, 40 years (band 36–50: 3.400), yatarak, 2 years (×1,8), factor 0,95: 5.814,00 TL
 */
const lenient: HealthInsurerFactors = { rate: 1, maxAge: 70, chronic: 1.2, treatment: 1.5 }
const strict: HealthInsurerFactors = {
  rate: 1,
  maxAge: 60,
  chronic: 'decline',
  treatment: 'decline',
}
const healthy: InsuredPerson = { age: 34, bmi: 22, chronicIllness: false, ongoingTreatment: false }

describe('health premium per person', () => {
  it('matches the worked cases', () => {
    expect(personPremium('bireysel', healthy, 'yatarak-ayakta', null, lenient)).toEqual({
      premium: 16_000,
    })
    expect(personPremium('bireysel', healthy, 'yatarak', null, lenient)).toEqual({ premium: 8_800 })
    const declared = { age: 52, bmi: 31, chronicIllness: true, ongoingTreatment: false }
    expect(personPremium('tamamlayici', declared, 'yatarak-ayakta', 'genis', lenient)).toEqual({
      premium: 19_890,
    })
  })

  it('declines one person for age or a declaration, with the reason', () => {
    expect(personPremium('bireysel', { ...healthy, age: 61 }, 'yatarak', null, strict)).toEqual({
      declined: '60 yaşın üzerindeki kişiler sigortalanmıyor.',
    })
    expect(
      personPremium('bireysel', { ...healthy, ongoingTreatment: true }, 'yatarak', null, strict),
    ).toEqual({ declined: 'Devam eden tedavi nedeniyle teklif verilmiyor.' })
  })

  it('prices an older band higher', () => {
    const young = personPremium('bireysel', { ...healthy, age: 5 }, 'yatarak', null, lenient)
    const old = personPremium('bireysel', { ...healthy, age: 58 }, 'yatarak', null, lenient)
    expect('premium' in young && 'premium' in old && young.premium < old.premium).toBe(true)
  })
})

describe('foreigner premium', () => {
  it('matches the worked case and refuses above the insurer’s age', () => {
    expect(
      foreignerPremium({ age: 40, years: 2, package: 'yatarak' }, { rate: 0.95, maxAge: 70 }),
    ).toBe(5_814)
    expect(
      foreignerPremium({ age: 71, years: 1, package: 'yatarak' }, { rate: 1, maxAge: 70 }),
    ).toBe(null)
  })
})
