import { describe, expect, it } from 'vitest'
import {
  allowedStep,
  definitionOf,
  definitions,
  furtherStep,
  SAVED_STEP,
  stepAfter,
  stepBefore,
  wizardSteps,
} from '../definitions.ts'
import { serverSteps } from './registry.server.ts'
import { selectedOfferIds } from './teklifler.server.ts'
import { stepTitles } from './titles.ts'

describe('step registry', () => {
  it('has a server half and a title for every step any line uses', () => {
    const used = new Set(definitions.flatMap((d) => d.steps))
    for (const step of used) {
      expect(serverSteps[step], step).toBeDefined()
      expect(stepTitles[step], step).toMatch(/\S/)
    }
    expect(Object.keys(serverSteps).sort()).toEqual([...wizardSteps].sort())
  })

  it('gives kasko and trafik the vehicle and offers steps, the other lines user information', () => {
    expect(definitionOf('kasko').steps).toEqual(['bilgiler', 'arac', 'teklifler'])
    expect(definitionOf('trafik').steps).toEqual(['bilgiler', 'arac', 'teklifler'])
    expect(definitionOf('kasko').vehicle).toEqual({ queryType: 'kasko', asksKaskoDetails: true })
    expect(definitionOf('trafik').vehicle).toEqual({ queryType: 'trafik', asksKaskoDetails: false })
    expect(definitionOf('konut').steps).toEqual(['bilgiler'])
    expect(definitionOf('konut').vehicle).toBeUndefined()
  })
})

describe('next-step logic', () => {
  const kasko = definitionOf('kasko')
  const konut = definitionOf('konut')

  it('walks the steps in order and ends with the saved summary', () => {
    expect(stepAfter(kasko, 'bilgiler')).toBe('arac')
    expect(stepAfter(kasko, 'arac')).toBe('teklifler')
    expect(stepAfter(kasko, 'teklifler')).toBe(SAVED_STEP)
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
    expect(allowedStep(kasko, 'arac', SAVED_STEP)).toBe('arac')
  })

  it('reaches the saved summary only after the last step of a line', () => {
    expect(allowedStep(konut, undefined, SAVED_STEP)).toBe('bilgiler')
    expect(allowedStep(konut, SAVED_STEP, SAVED_STEP)).toBe(SAVED_STEP)
    expect(allowedStep(konut, SAVED_STEP, 'bilgiler')).toBe('bilgiler')
  })

  it('keeps the furthest step when an earlier one is saved again', () => {
    expect(furtherStep(kasko, 'teklifler', 'arac')).toBe('teklifler')
    expect(furtherStep(kasko, 'bilgiler', 'arac')).toBe('arac')
    expect(furtherStep(kasko, undefined, 'arac')).toBe('arac')
    expect(furtherStep(konut, 'bilgiler', SAVED_STEP)).toBe(SAVED_STEP)
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
