import { describe, expect, it } from 'vitest'
import { insurerTariffs } from './insurers.ts'
import { STARTING_NO_CLAIM_STEP, trafikBase, trafikPremium, type TrafikRisk } from './trafik.ts'

const neutral = { base: 1, imm: 1 }
const risk = (overrides: Partial<TrafikRisk> = {}): TrafikRisk => ({
  vehicleType: 'otomobil',
  provinceGroup: 3,
  noClaimStep: STARTING_NO_CLAIM_STEP,
  imm: 'yok',
  ...overrides,
})

describe('trafik tariff', () => {
  it('charges the base premium at the starting step 4 in province group 3', () => {
    expect(STARTING_NO_CLAIM_STEP).toBe(4)
    expect(trafikPremium(risk(), neutral)).toBe(trafikBase.otomobil)
  })

  it('gets cheaper with every claim-free step from 0 to 8', () => {
    const premiums = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((noClaimStep) =>
      trafikPremium(risk({ noClaimStep }), neutral),
    )
    for (let i = 1; i < premiums.length; i++) expect(premiums[i]).toBeLessThan(premiums[i - 1]!)
  })

  it('costs more in busier province groups', () => {
    const byGroup = ([1, 2, 3, 4] as const).map((provinceGroup) =>
      trafikPremium(risk({ provinceGroup }), neutral),
    )
    for (let i = 1; i < byGroup.length; i++) expect(byGroup[i]).toBeLessThan(byGroup[i - 1]!)
  })

  it('prices vehicle types differently: a bus costs more than a car, a motorcycle less', () => {
    const car = trafikPremium(risk(), neutral)
    expect(trafikPremium(risk({ vehicleType: 'otobus' }), neutral)).toBeGreaterThan(car)
    expect(trafikPremium(risk({ vehicleType: 'motosiklet' }), neutral)).toBeLessThan(car)
  })

  it('adds cost for İMM, more for a higher limit', () => {
    const none = trafikPremium(risk(), neutral)
    const million = trafikPremium(risk({ imm: '1000000' }), neutral)
    const five = trafikPremium(risk({ imm: '5000000' }), neutral)
    const unlimited = trafikPremium(risk({ imm: 'sinirsiz' }), neutral)
    expect(million).toBeGreaterThan(none)
    expect(five).toBeGreaterThan(million)
    expect(unlimited).toBeGreaterThan(five)
  })

  it('gives each insurer its own price, in TL with at most two decimals', () => {
    const prices = Object.values(insurerTariffs).map((t) =>
      trafikPremium(risk({ provinceGroup: 1, noClaimStep: 6 }), t.trafik),
    )
    expect(new Set(prices).size).toBe(prices.length)
    for (const p of prices) expect(Math.round(p * 100) / 100).toBe(p)
  })
})
