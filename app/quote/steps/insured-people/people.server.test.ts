import { describe, expect, it } from 'vitest'
import { withListButtonsOnly } from './people.server.ts'

// conform answers 500 to an intent that is not its JSON: the insured people step keeps only the
// list buttons its form has, "Ekle" and "Kaldır" of a row that exists, whatever a script posts.

function posted(intent: string) {
  const form = new FormData()
  form.append('fam[0].Name', 'Ayşe')
  form.append('Height', '170')
  form.append('__intent__', intent)
  return form
}
const intentOf = (form: FormData) => form.get('__intent__')

describe('the insured people step’s list buttons', () => {
  it.each([
    '{"type":"insert","payload":{"name":"fam"}}',
    '{"type":"remove","payload":{"name":"fam","index":0}}',
  ])('keeps %s', (intent) => {
    const kept = withListButtonsOnly(posted(intent))
    expect(intentOf(kept)).toBe(intent)
    expect(kept.get('fam[0].Name')).toBe('Ayşe')
  })

  it.each([
    ['empty', ''],
    ['a number', '42'],
    ['null', 'null'],
    ['a word', 'kaldir'],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['a name with a NUL', '{"type":"insert","payload":{"name":"fam\u0000"}}'],
    ['another list', '{"type":"insert","payload":{"name":"People"}}'],
    ['a row that is not there', '{"type":"remove","payload":{"name":"fam","index":5}}'],
    ['an index as text', '{"type":"remove","payload":{"name":"fam","index":"0"}}'],
    ['half an index', '{"type":"remove","payload":{"name":"fam","index":0.5}}'],
    ['a reorder', '{"type":"reorder","payload":{"name":"fam","from":0,"to":1}}'],
    ['no payload', '{"type":"insert"}'],
    ['a list', '[]'],
  ])('drops an intent of %s and keeps the fields', (_, intent) => {
    const kept = withListButtonsOnly(posted(intent))
    expect(intentOf(kept)).toBeNull()
    expect(kept.get('Height')).toBe('170')
  })

  it('drops a field whose name would reach an object’s prototype', () => {
    const form = posted('{"type":"insert","payload":{"name":"fam"}}')
    form.append('fam[0].__proto__.x', '1')
    form.append('constructor', '1')
    expect([...withListButtonsOnly(form).keys()]).toEqual(['fam[0].Name', 'Height', '__intent__'])
  })
})
