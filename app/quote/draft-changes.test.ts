import { describe, expect, it } from 'vitest'
import {
  demoCustomer,
  demoEntry,
  enteredDraft as entered,
  verifiedDraft as verified,
} from '../../tests/support/quote-requests.ts'
import { definitionOf } from './definitions.ts'
import {
  askForBirthDate,
  collectIntoQuote,
  giveBirthDate,
  openQuote,
  saveRecord,
  startCheckout,
  verify,
} from './draft-changes.ts'
import type { DraftQuote, EnteredData, QuoteDraftData, QuotedData, SteppedData } from './draft.ts'

const kasko = definitionOf('kasko')
const car = { data: { plate: '66ABC123' }, header: { LicensePlateNumber: '66ABC123' } }
const stepped: SteppedData = { ...verified, stage: 'stepped', step: 'arac', steps: { arac: car } }
const quote = (HeaderGuid: string): DraftQuote => ({
  HeaderGuid,
  createdAt: 'x',
  firms: null,
  rows: [],
})
const quoted: QuotedData = { ...stepped, stage: 'quoted', step: 'teklifler', quote: quote('q1') }

/** A draft frozen all the way down: a change that edits what it was given throws. */
function frozen<Data extends QuoteDraftData>(data: Data): Data {
  const freeze = (value: unknown): unknown => {
    if (typeof value === 'object' && value !== null) {
      Object.values(value).forEach(freeze)
      Object.freeze(value)
    }
    return value
  }
  return freeze(structuredClone(data)) as Data
}

describe('the changes a draft goes through', () => {
  it('verify: an entered draft becomes verified, its customer named, at the first step', () => {
    const next = verify(kasko, demoCustomer)(frozen(entered))
    expect(next).toMatchObject({
      stage: 'verified',
      customer: demoCustomer,
      step: 'bilgiler',
      verification: { status: 'verified' },
    })
    // A passport holder on the travel line starts past the information step (spec §4).
    const seyahat = definitionOf('seyahat')
    const byPassport: EnteredData = {
      ...entered,
      product: 'seyahat',
      entry: { ...demoEntry, IdType: '2' },
    }
    expect(verify(seyahat, demoCustomer)(frozen(byPassport)).step).toBe('seyahat')
  })

  it('verify again mid-quote: the draft keeps its stage, customer and furthest step', () => {
    const asked = {
      ...quoted,
      verification: { ...quoted.verification, status: 'pending' as const },
    }
    const other = { ...demoCustomer, Name: 'Başka' }
    const next = verify(kasko, other)(frozen(asked))
    expect(next).toMatchObject({ stage: 'quoted', customer: demoCustomer, step: 'teklifler' })
    expect(next.verification.status).toBe('verified')
  })

  it('saveRecord: the first record makes a verified draft stepped', () => {
    expect(saveRecord(kasko, 'arac', car)(frozen(verified))).toMatchObject({
      stage: 'stepped',
      steps: { arac: car },
      step: 'bilgiler',
    })
  })

  it('saveRecord: the same header keeps the quote and its checkouts', () => {
    const paying = startCheckout('teklif-a', 'anahtar')(quoted)
    const again = { ...car, data: { plate: '66 ABC 123' } }
    const next = saveRecord(kasko, 'arac', again)(frozen(paying))
    expect(next).toMatchObject({ stage: 'checkout', quote: paying.quote, steps: { arac: again } })
  })

  it('saveRecord: another header drops the quote and its checkouts, and goes back to the step', () => {
    const paying = startCheckout('teklif-a', 'anahtar')(quoted)
    const otherCar = { data: {}, header: { LicensePlateNumber: '06XYZ99' } }
    const next = saveRecord(kasko, 'arac', otherCar)(frozen(paying))
    expect(next.stage).toBe('stepped')
    expect(next.step).toBe('arac')
    expect(next.quote).toBeUndefined()
    expect(next.checkouts).toBeUndefined()
    // Another subject is another quote too.
    const renamed = saveRecord(kasko, 'arac', { ...car, subject: 'Başka' })(frozen(quoted))
    expect(renamed).toMatchObject({ stage: 'stepped', step: 'arac' })
  })

  it('openQuote: on to the offers with the new quote; checkouts of the one it replaces go', () => {
    const paying = startCheckout('teklif-a', 'anahtar')(quoted)
    const next = openQuote(kasko, quote('q2'))(frozen(paying))
    expect(next).toMatchObject({ stage: 'quoted', step: 'teklifler', quote: { HeaderGuid: 'q2' } })
    expect(next.checkouts).toBeUndefined()
    expect(openQuote(kasko, quote('q1'))(frozen(stepped)).stage).toBe('quoted')
  })

  it('collectIntoQuote: writes to its own quote only', () => {
    const firm = { Id: 1, Code: 'KALKAN', Name: 'Kalkan Sigorta', ShortName: 'Kalkan' }
    const withFirms = collectIntoQuote('q1', (q) => ({ ...q, firms: [firm] }))
    expect(withFirms(frozen(quoted))?.quote.firms).toEqual([firm])
    expect(withFirms(frozen({ ...quoted, quote: quote('q2') }))).toBeNull()
    expect(withFirms(frozen(stepped))).toBeNull()
  })

  it('startCheckout: each offer keeps its own attempt key', () => {
    const first = startCheckout('teklif-a', 'a1')(frozen(quoted))
    const second = startCheckout('teklif-b', 'b1')(frozen(first))
    expect(second.stage).toBe('checkout')
    expect(second.checkouts).toEqual({
      'teklif-a': { attemptKey: 'a1' },
      'teklif-b': { attemptKey: 'b1' },
    })
    expect(startCheckout('teklif-a', 'a2')(frozen(second)).checkouts['teklif-a']?.attemptKey).toBe(
      'a2',
    )
  })

  it('gives the draft back as it was when there is nothing to change, so nothing is written', () => {
    const asking = askForBirthDate()(frozen(verified))
    expect(asking.asksBirthDate).toBe(true)
    expect(askForBirthDate()(asking)).toBe(asking)
    const born = giveBirthDate('01.01.1990')(frozen(asking))
    expect(born.entry.Birthdate).toBe('01.01.1990')
    expect(giveBirthDate('01.01.1990')(born)).toBe(born)
  })
})
