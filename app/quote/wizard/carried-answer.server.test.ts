import { describe, expect, it } from 'vitest'
import type { VerifiedDraft } from '../draft.ts'
import { carriedAnswer } from './carried-answer.server.ts'
import { stepFormReply } from './step-form.server.ts'

// Decision 053: a step that refused a renewal's carried post shows its answer to it, which the
// draft keeps as JSON; read back with the step's answer schema, an answer that does not read so
// is none (the step shows its form as it loads), never a page that breaks.

const building = { segment: 'bina', title: 'Bina bilgileri', module: 'quote/steps/bina.tsx' }
const withRefusal = (segment: string, answer: unknown) => ({
  draft: {
    data: { renewal: { refusal: { segment, answer } } },
  } as unknown as VerifiedDraft,
})

const refused = {
  reply: {
    status: 'error',
    initialValue: { FloorCount: '7', fam: [{ Name: 'Ayşe' }] },
    error: { PolicyStart: ['Poliçe başlangıcı en fazla 30 gün sonrası olabilir.'] },
    fields: ['FloorCount', 'PolicyStart'],
  },
  message: 'Bu bilgilerle devam edilemedi.',
}

describe('a renewal’s carried answer', () => {
  it('is the step’s own answer, read with its schema', () => {
    expect(carriedAnswer(withRefusal('bina', refused), building, stepFormReply)).toEqual(refused)
  })

  it('is none on another step', () => {
    expect(carriedAnswer(withRefusal('ev', refused), building, stepFormReply)).toBeUndefined()
  })

  it.each([
    ['empty', ''],
    ['a number', 42],
    ['null', null],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['text with a NUL', 'cevap\u0000'],
    ['a reply of text', { reply: 'hata' }],
    ['errors that are not lists', { reply: { error: { PolicyStart: 'geçersiz' } } }],
  ])('is none when what was kept is %s', (_, answer) => {
    expect(carriedAnswer(withRefusal('bina', answer), building, stepFormReply)).toBeUndefined()
  })
})
