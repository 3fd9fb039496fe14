import { describe, expect, it } from 'vitest'
import { drawLatency, parseLatency } from './simulation.ts'

describe('insurer simulation settings', () => {
  it('reads ranges and single values', () => {
    expect(parseLatency('300-2500')).toEqual([300, 2500])
    expect(parseLatency('800')).toEqual([800, 800])
    expect(parseLatency('yavaş')).toBeUndefined()
  })

  it('draws latencies inside the range', () => {
    expect(drawLatency([100, 200], () => 0)).toBe(100)
    expect(drawLatency([100, 200], () => 0.999)).toBe(200)
  })
})
