import { describe, expect, it } from 'vitest'
import { maskEngineNumber, maskFrameNumber, maskMiddle } from './masking.ts'

describe('engine and frame number masking', () => {
  it('keeps the ends and hides the middle', () => {
    expect(maskFrameNumber('VF1ABCDEFGH123456')).toBe('VF1**********3456')
    expect(maskFrameNumber('VF1ABCDEFGH123456')).toHaveLength(17)
    expect(maskEngineNumber('RK1234567')).toBe('RK****567')
  })

  it('hides a value too short to keep both ends entirely', () => {
    expect(maskMiddle('ABC12', 3, 4)).toBe('*****')
  })
})
