import { describe, expect, it } from 'vitest'
import { behaviourOf, drawLatency, parseLatency, simulationFromEnv } from './simulation.ts'

describe('insurer simulation settings', () => {
  it('reads ranges and single values', () => {
    expect(parseLatency('300-2500')).toEqual([300, 2500])
    expect(parseLatency('800')).toEqual([800, 800])
    expect(parseLatency('yavaş')).toBeUndefined()
  })

  it('defaults to a realistic demo and takes per-insurer overrides from the environment', () => {
    expect(simulationFromEnv({})).toEqual({
      latencyMs: [300, 2500],
      failureRate: 0.1,
      perInsurer: {},
    })
    const simulation = simulationFromEnv({
      AGENCY_INSURER_LATENCY_MS: '5-20',
      AGENCY_INSURER_FAILURE_RATE: '0',
      AGENCY_INSURER_LATENCY_MS_MUNZUR: '3000',
      AGENCY_INSURER_FAILURE_RATE_ILGAZ: '1',
    })
    expect(behaviourOf(simulation, 'KALKAN')).toEqual({ latencyMs: [5, 20], failureRate: 0 })
    expect(behaviourOf(simulation, 'MUNZUR')).toEqual({ latencyMs: [3000, 3000], failureRate: 0 })
    expect(behaviourOf(simulation, 'ILGAZ')).toEqual({ latencyMs: [5, 20], failureRate: 1 })
  })

  it('draws latencies inside the range', () => {
    expect(drawLatency([100, 200], () => 0)).toBe(100)
    expect(drawLatency([100, 200], () => 0.999)).toBe(200)
  })
})
