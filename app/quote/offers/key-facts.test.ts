import { describe, expect, it } from 'vitest'
import { keyFactsByLine, keyFactsOf, unstated } from './key-facts.ts'

const coverage = (Code: string, Value: string) => ({
  Code,
  Name: `${Code} (sigortacının adı)`,
  Value,
})

describe('an offer card’s key facts', () => {
  it('follow the line’s order, not the order the insurer sent them in', () => {
    const facts = keyFactsOf('kasko', [
      coverage('MUAFIYET', '%2'),
      coverage('ARAC', '1.200.000 TL'),
      coverage('SERVIS', 'Yetkili servis'),
      coverage('CAM', 'Orijinal cam'),
      coverage('IKAME', 'Yılda 14 gün'),
      coverage('IMM', 'Sınırsız'),
    ])
    expect(facts).toEqual([
      { name: 'İMM limiti', value: 'Sınırsız' },
      { name: 'İkame araç', value: 'Yılda 14 gün' },
      { name: 'Cam', value: 'Orijinal cam' },
      { name: 'Servis', value: 'Yetkili servis' },
      { name: 'Muafiyet', value: '%2' },
    ])
  })

  it('keep a fact the offer does not state, as not stated rather than "Yok"', () => {
    const facts = keyFactsOf('dask', [coverage('SIGORTA_BEDELI', '1.000.000 TL')])
    expect(facts.map((f) => f.name)).toEqual(keyFactsByLine.dask.map((f) => f.name))
    expect(facts.slice(1).every((f) => f.value === unstated)).toBe(true)
  })

  it('put each insured person’s own premium first on a health quote', () => {
    const facts = keyFactsOf('tamamlayici', [
      coverage('BEKLEME', 'Yok'),
      { Code: 'KISI_1', Name: 'Ayşe Yılmaz (Sigorta ettiren, 38 yaş)', Value: '4.200,00 TL' },
      { Code: 'KISI_2', Name: 'Ali Yılmaz (Eşi, 40 yaş)', Value: '4.500,00 TL' },
    ])
    expect(facts.slice(0, 2).map((f) => f.value)).toEqual(['4.200,00 TL', '4.500,00 TL'])
    expect(facts.slice(2).map((f) => f.name)).toEqual(keyFactsByLine.tamamlayici.map((f) => f.name))
  })

  it('name each fact once per line', () => {
    for (const facts of Object.values(keyFactsByLine)) {
      expect(new Set(facts.map((f) => f.code)).size).toBe(facts.length)
      expect(facts.length).toBeGreaterThanOrEqual(3)
    }
  })
})
