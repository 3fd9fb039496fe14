import { describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { OFFER_KEPT_HOURS } from '../../server/agency/quotes/insurer-answer.ts'
import { agencyForFile } from '../support/agency.ts'
import { pdfText } from '../support/pdf.ts'
import { quoteWithFirms } from '../support/quote-firms.ts'
import { verificationRequest } from '../support/quote-requests.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'

// The offers PDF's small print is a promise: what the premiums pay for (a year only where the
// cover is a year) and how long the offers can be bought (as long as the storefront keeps the
// quote: a day after its last change, then Tekliflerim no longer lists it).
await agencyForFile()
const print = await import('~/upstream/print.server.ts')
const offers = await import('~/upstream/offers.server.ts')
const auth = await import('~/upstream/auth.server.ts')
const { DRAFT_RETENTION_MS } = await import('~/quote/draft-store.server.ts')
const context = { member: null, visitor: { ip: '203.0.113.11', userAgent: 'vitest' } }

/** The offers PDF of a new quote on `header`, one insurer asked, as a reader's words. */
async function offersPdf(header: QuoteHeaderRequest) {
  const { HeaderGuid, firms } = await quoteWithFirms(header, context)
  const answer = await offers.getFirmOffers(
    { HeaderGuid, InsuranceFirm: firms[0]!.Id, QueryType: header.QueryType },
    context,
  )
  if (!answer.ok) throw new Error(answer.message)
  const pdf = await print.getPdf({ Type: 'offers', HeaderGuid }, context)
  if (!pdf.ok) throw new Error(pdf.message)
  return (await pdfText(pdf.body)).replace(/\s+/g, ' ')
}

const kept =
  "Teklifler sitemizde son işleminizden sonra 24 saat saklanır ve yalnızca bu süre içinde satın alınabilir; oturumunuz kapandıysa aynı T.C. kimlik numarası ve cep telefonuyla üye olarak Hesabım → Tekliflerim'den devam edebilirsiniz. Süre dolunca yeni teklif almanız gerekir."

describe('the offers PDF', () => {
  it('says how long the offers can be bought: as long as the storefront keeps the quote', () => {
    expect(OFFER_KEPT_HOURS * 3_600_000).toBe(DRAFT_RETENTION_MS)
  })

  it('prices a trip for its days, not a year', async () => {
    const text = await offersPdf({
      QueryType: 'seyahat',
      NationalNumber: 'U7654390',
      Phone: '5321230191',
      Birthdate: '14.03.1988',
      IdType: '2',
      Name: 'Mary',
      Surname: 'Smith',
      DestinationCountries: 'DE,FR',
      TravelStartDate: trDayInTurkey(10),
      TravelEndDate: trDayInTurkey(16),
      TravelPurpose: 'turizm',
    } as unknown as QuoteHeaderRequest)
    expect(text).toContain(
      `Primler vergiler dahil 7 günlük sigorta süresinin (${trDayInTurkey(10)} – ${trDayInTurkey(16)}) tamamı içindir.`,
    )
    expect(text).not.toContain('yıllık')
    expect(text).toContain(kept)
    expect(text).not.toMatch(/tarihine kadar geçerlidir/)
  })

  it('prices a two-year residence permit for its two years', async () => {
    const Phone = '5321230192'
    const code = await auth.sendTemporaryCode(
      verificationRequest(Phone, { QueryType: 'yabanci', NationalNumber: 'C01234590' }),
      context,
    )
    expect(code.ok).toBe(true)
    const text = await offersPdf({
      QueryType: 'yabanci',
      NationalNumber: 'C01234590',
      Phone,
      Birthdate: '21.09.1990',
      IdType: '2',
      Name: 'Leyla',
      Surname: 'Aliyeva',
      PassportNumber: 'C01234590',
      Nationality: 'AZ',
      PermitYears: '2',
    } as unknown as QuoteHeaderRequest)
    expect(text).toContain('Primler vergiler dahil 2 yıllık sigorta süresinin tamamı içindir.')
    expect(text).not.toContain('yıllık tutarlardır')
    expect(text).toContain(kept)
  })
})
