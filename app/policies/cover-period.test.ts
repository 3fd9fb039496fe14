import { describe, expect, it } from 'vitest'
import { coverPeriodText, policyStatus } from './cover-period.ts'

// Issue 26: Poliçelerim's status by today in Türkiye, the last day still covered.
describe('policyStatus', () => {
  const [startsOn, endsOn] = ['01.12.2026', '01.12.2027']
  it('says başlayacak before the first day, yürürlükte from it to the last, then sona erdi', () => {
    expect(policyStatus(startsOn, endsOn, '2026-11-30')).toBe('başlayacak')
    expect(policyStatus(startsOn, endsOn, '2026-12-01')).toBe('yürürlükte')
    expect(policyStatus(startsOn, endsOn, '2027-12-01')).toBe('yürürlükte')
    expect(policyStatus(startsOn, endsOn, '2027-12-02')).toBe('sona erdi')
  })

  it('reads the provider’s days in either form', () => {
    expect(policyStatus('2026-12-01', '2027-12-01', '2027-06-01')).toBe('yürürlükte')
    expect(coverPeriodText('2026-12-07', '18.12.2026')).toBe('07.12.2026 – 18.12.2026')
  })
})
