import { describe, expect, it } from 'vitest'
import { isHardError, isSuccess, outcomeOf, resultCodes } from '../upstream/result-codes.ts'

describe('quote-flow result codes', () => {
  it('numbers the codes as spec §8 does', () => {
    expect(Object.values(resultCodes)).toEqual([
      1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011,
    ])
    expect(resultCodes.islem_basarili).toBe(1010)
    expect(resultCodes.black_list).toBe(1003)
  })

  it('classes every code but 1004, 1006, 1009 and 1010 as hard', () => {
    const soft = Object.values(resultCodes).filter((c) => !isHardError(c))
    expect(soft).toEqual([1004, 1006, 1009, 1010])
    expect(isHardError(9999)).toBe(true)
    expect(isSuccess(1010)).toBe(true)
    expect(isSuccess(1004)).toBe(false)
  })

  it('gives every code a Turkish message and an action', () => {
    for (const code of Object.values(resultCodes)) {
      const outcome = outcomeOf(code)
      expect(outcome.message.length).toBeGreaterThan(10)
      // 1002 is hard by the spec's helper, yet it is met by verifying again, as 1004 is.
      expect(isHardError(code)).toBe(outcome.action === 'stop' || code === 1002)
    }
    expect(outcomeOf(1002).action).toBe('verify')
    expect(outcomeOf(1004).action).toBe('verify')
    expect(outcomeOf(1006).action).toBe('ask-birth-date')
    expect(outcomeOf(1009).action).toBe('retry')
    expect(outcomeOf(1010).action).toBe('continue')
    expect(outcomeOf(undefined)).toEqual({
      action: 'stop',
      message: 'Üzgünüz bir sorun oluştu tekrar deneyin.',
    })
  })
})
