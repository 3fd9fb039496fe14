import { describe, expect, it } from 'vitest'
import { definitionOf, definitions } from '../definitions.ts'
import { offersStep } from '../offers/step.ts'
import { selectedOfferIds } from '../offers/offers.server.ts'
import { allowedStep, furtherStep, stepAfter, stepBefore } from './navigation.ts'

describe('line steps', () => {
  it('gives every step one URL segment and module, the same wherever a line uses it', () => {
    const steps = definitions.flatMap((d) => d.steps)
    for (const step of steps) {
      expect(step.title, step.segment).toMatch(/\S/)
      expect(step.module, step.segment).toMatch(/^quote\/.+\.tsx$/)
      const same = steps.filter((s) => s.segment === step.segment)
      expect(new Set(same.map((s) => s.module)).size, step.segment).toBe(1)
    }
  })

  it('gives every line its own steps between bilgiler and teklifler', () => {
    const segments = (key: Parameters<typeof definitionOf>[0]) =>
      definitionOf(key).steps.map((s) => s.segment)
    expect(segments('kasko')).toEqual(['bilgiler', 'arac', 'teklifler'])
    expect(segments('trafik')).toEqual(['bilgiler', 'arac', 'teklifler'])
    expect(definitionOf('kasko').vehicle).toEqual({ queryType: 'kasko', asksKaskoDetails: true })
    expect(definitionOf('trafik').vehicle).toEqual({ queryType: 'trafik', asksKaskoDetails: false })
    expect(segments('dask')).toEqual(['bilgiler', 'adres', 'bina', 'teklifler'])
    expect(segments('konut')).toEqual(['bilgiler', 'adres', 'ev', 'teklifler'])
    expect(segments('tamamlayici')).toEqual(['bilgiler', 'sigortalilar', 'teklifler'])
    expect(segments('bireysel')).toEqual(['bilgiler', 'sigortalilar', 'teklifler'])
    expect(segments('seyahat')).toEqual(['bilgiler', 'seyahat', 'teklifler'])
    expect(segments('yabanci')).toEqual(['bilgiler', 'ikamet', 'teklifler'])
    expect(definitionOf('tamamlayici').vehicle).toBeUndefined()
  })

  it('puts the offers step last wherever a line has it', () => {
    for (const line of definitions) {
      const index = line.steps.indexOf(offersStep)
      if (index !== -1) expect(index, line.key).toBe(line.steps.length - 1)
    }
  })
})

describe('next-step logic', () => {
  const kasko = definitionOf('kasko')

  it('walks the steps in order and stays on the offers, the last', () => {
    expect(stepAfter(kasko, 'bilgiler')).toBe('arac')
    expect(stepAfter(kasko, 'arac')).toBe('teklifler')
    expect(stepAfter(kasko, 'teklifler')).toBe('teklifler')
    expect(stepBefore(kasko, 'teklifler')).toBe('arac')
    expect(stepBefore(kasko, 'bilgiler')).toBeNull()
  })

  it('shows any step up to the furthest reached and none past it', () => {
    expect(allowedStep(kasko, undefined, 'bilgiler')).toBe('bilgiler')
    expect(allowedStep(kasko, undefined, 'teklifler')).toBe('bilgiler')
    expect(allowedStep(kasko, 'arac', 'teklifler')).toBe('arac')
    expect(allowedStep(kasko, 'teklifler', 'bilgiler')).toBe('bilgiler')
    expect(allowedStep(kasko, 'teklifler', 'arac')).toBe('arac')
    expect(allowedStep(kasko, 'arac', 'nereye')).toBe('arac')
  })

  it('keeps the furthest step when an earlier one is saved again', () => {
    expect(furtherStep(kasko, 'teklifler', 'arac')).toBe('teklifler')
    expect(furtherStep(kasko, 'bilgiler', 'arac')).toBe('arac')
    expect(furtherStep(kasko, undefined, 'arac')).toBe('arac')
  })
})

describe('compare selection', () => {
  it('reads repeated checkboxes or one comma-separated list, once each', () => {
    const url = new URL('http://x/teklifler?OfferIds=a-1&OfferIds=b-2&OfferIds=a-1')
    expect(selectedOfferIds(url)).toEqual(['a-1', 'b-2'])
    expect(selectedOfferIds(new URL('http://x/?OfferIds=a,b,c'))).toEqual(['a', 'b', 'c'])
    expect(selectedOfferIds(new URL('http://x/?OfferIds=<script>'))).toEqual([])
  })
})
