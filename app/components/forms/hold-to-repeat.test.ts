import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { holdToRepeat } from './hold-to-repeat.ts'

describe('holdToRepeat (spec §9 stepper timing)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('steps at once, first repeats after 600 ms, then every 200 ms', () => {
    const step = vi.fn()
    const stop = holdToRepeat(step)
    expect(step).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(599)
    expect(step).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(step).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(199)
    expect(step).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1)
    expect(step).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(400)
    expect(step).toHaveBeenCalledTimes(5)
    stop()
    vi.advanceTimersByTime(2000)
    expect(step).toHaveBeenCalledTimes(5)
  })

  it('a short press steps once', () => {
    const step = vi.fn()
    holdToRepeat(step)()
    vi.advanceTimersByTime(2000)
    expect(step).toHaveBeenCalledTimes(1)
  })
})
