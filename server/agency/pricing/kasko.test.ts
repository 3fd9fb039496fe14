import { describe, expect, it } from 'vitest'
import { insurerTariffs } from './insurers.ts'
import { kaskoPremium, type KaskoRisk } from './kasko.ts'

const neutral = { rate: 1, agePenalty: 0 }
const noAccessories = { radio: 0, navigation: 0, steelWheels: 0, other: 0 }
const risk = (overrides: Partial<KaskoRisk> = {}): KaskoRisk => ({
  vehicleValue: 1_500_000,
  vehicleAge: 3,
  provinceGroup: 3,
  package: 'standart',
  deductible: 0,
  accessories: noAccessories,
  discountedProfession: false,
  aftermarketLpg: false,
  ...overrides,
})

describe('kasko tariff', () => {
  it('rises with the vehicle value', () => {
    const values = [400_000, 1_000_000, 2_000_000, 5_000_000]
    const premiums = values.map((vehicleValue) => kaskoPremium(risk({ vehicleValue }), neutral))
    for (let i = 1; i < premiums.length; i++) expect(premiums[i]).toBeGreaterThan(premiums[i - 1]!)
  })

  it('rises with the vehicle age at the same value', () => {
    const premiums = [0, 2, 5, 10].map((vehicleAge) => kaskoPremium(risk({ vehicleAge }), neutral))
    for (let i = 1; i < premiums.length; i++) expect(premiums[i]).toBeGreaterThan(premiums[i - 1]!)
  })

  it('costs more in riskier provinces', () => {
    const byGroup = ([1, 2, 3, 4] as const).map((provinceGroup) =>
      kaskoPremium(risk({ provinceGroup }), neutral),
    )
    for (let i = 1; i < byGroup.length; i++) expect(byGroup[i]).toBeLessThan(byGroup[i - 1]!)
  })

  it('orders packages Dar < Standart < Geniş', () => {
    const dar = kaskoPremium(risk({ package: 'dar' }), neutral)
    const standart = kaskoPremium(risk({ package: 'standart' }), neutral)
    const genis = kaskoPremium(risk({ package: 'genis' }), neutral)
    expect(dar).toBeLessThan(standart)
    expect(standart).toBeLessThan(genis)
  })

  it('is lowered by a deductible', () => {
    const none = kaskoPremium(risk({ deductible: 0 }), neutral)
    const two = kaskoPremium(risk({ deductible: 2 }), neutral)
    const five = kaskoPremium(risk({ deductible: 5 }), neutral)
    expect(two).toBeLessThan(none)
    expect(five).toBeLessThan(two)
  })

  it('is raised by each declared accessory', () => {
    const bare = kaskoPremium(risk(), neutral)
    for (const key of ['radio', 'navigation', 'steelWheels', 'other'] as const) {
      const withOne = kaskoPremium(
        risk({ accessories: { ...noAccessories, [key]: 20_000 } }),
        neutral,
      )
      expect(withOne).toBeGreaterThan(bare)
    }
  })

  it('gives a discount to the listed professions', () => {
    expect(kaskoPremium(risk({ discountedProfession: true }), neutral)).toBeLessThan(
      kaskoPremium(risk(), neutral),
    )
  })

  it('loads aftermarket LPG', () => {
    expect(kaskoPremium(risk({ aftermarketLpg: true }), neutral)).toBeGreaterThan(
      kaskoPremium(risk(), neutral),
    )
  })

  it('gives a realistic yearly premium for a 3-year-old 1.5 million TL car', () => {
    const premium = kaskoPremium(risk(), neutral)
    expect(premium).toBeGreaterThan(20_000)
    expect(premium).toBeLessThan(60_000)
  })

  it('prices differently per insurer, in TL with at most two decimals', () => {
    const prices = Object.values(insurerTariffs).map((t) =>
      kaskoPremium(risk({ vehicleAge: 6 }), t.kasko),
    )
    expect(new Set(prices).size).toBe(prices.length)
    for (const p of prices) expect(Math.round(p * 100) / 100).toBe(p)
  })
})
