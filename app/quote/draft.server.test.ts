import { describe, expect, it } from 'vitest'
import type { VerifiedDraftData } from './draft.ts'
import { insuredPersons } from './draft.server.ts'
import { verifiedDraft } from '../../tests/support/quote-requests.ts'

describe('insuredPersons (issue 26)', () => {
  const verified: VerifiedDraftData = { ...verifiedDraft, product: 'seyahat' }
  const draftOf = (data: VerifiedDraftData) => ({
    id: 'x',
    owner: 'y',
    product: data.product,
    data,
    updatedAt: '',
  })

  it('is the identity-checked visitor, under the entry’s T.C. number, when no step names anyone', () => {
    expect(insuredPersons(draftOf(verified))).toEqual([
      { name: 'Ayşe Yılmaz', idKind: 'tckn', idNumber: '10000000146' },
    ])
  })

  it('is whom a step named: a passport traveller, a family', () => {
    const traveller = { name: 'Mary Smith', idKind: 'passport' as const, idNumber: 'U1234567' }
    const draft = draftOf({
      ...verified,
      stage: 'stepped',
      customer: { ...verified.customer, Name: '', Surname: '' },
      steps: { seyahat: { data: {}, insured: [traveller] } },
    })
    expect(insuredPersons(draft)).toEqual([traveller])
  })
})
