import { describe, expect, it } from 'vitest'
import { shapeAmount, shapeDate, shapePhone, shapePlate } from '~/validation/input-masks.ts'
import { caretAfterMask } from './masked-input.ts'

/** Types `typed` at the caret (marked | in `before`), masks, and marks where the caret lands. */
function typeAt(before: string, typed: string, mask: (v: string) => string) {
  const at = before.indexOf('|')
  const raw = before.slice(0, at) + typed + before.slice(at + 1)
  const masked = mask(raw)
  const caret = caretAfterMask(raw, at + typed.length, masked, mask)
  return masked.slice(0, caret) + '|' + masked.slice(caret)
}

describe('caretAfterMask', () => {
  it('follows a digit typed in the middle of a phone', () => {
    expect(typeAt('(532)|23-4567', '1', shapePhone)).toBe('(532)1|23-4567')
    expect(typeAt('(53|)123-456', '2', shapePhone)).toBe('(532|)123-456')
  })

  it('steps over the separator a mask puts in front of the typed digit', () => {
    expect(typeAt('(532)12|4-567', '3', shapePhone)).toBe('(532)123|-4567')
  })

  it('stays in the middle of a date', () => {
    expect(typeAt('1|.06.1985', '5', shapeDate)).toBe('15|.06.1985')
  })

  it('stays at the end when typing or pasting at the end', () => {
    expect(typeAt('|', '+90 (532) 123 45 67', shapePhone)).toBe('(532)123-4567|')
    expect(typeAt('(532|', '1', shapePhone)).toBe('(532)1|')
  })

  it('keeps its place in a plate and in an amount', () => {
    expect(typeAt('34 a|c 123', 'b', shapePlate)).toBe('34 AB|C 123')
    expect(typeAt('1,2|00', '5', shapeAmount)).toBe('12,5|00')
  })
})
