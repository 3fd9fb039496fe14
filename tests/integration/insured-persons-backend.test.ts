import { describe, expect, it } from 'vitest'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'
import { agencyForFile } from '../support/agency.ts'
import { healthFamily } from '../support/health-family.ts'
import { pdfText } from '../support/pdf.ts'
import { buyFirstOffer } from '../support/paid-policy.ts'
import { verificationRequest } from '../support/quote-requests.ts'
import { trDayInTurkey } from '../support/turkey-day.ts'

// Issue 26: the policy insures who was quoted. A passport traveller names themselves in the
// header (IdType 2, Name, Surname), a health quote names its family; the card holder is the payer.
const agency = await agencyForFile()
const offers = await import('~/upstream/offers.server.ts')
const print = await import('~/upstream/print.server.ts')
const auth = await import('~/upstream/auth.server.ts')
const context = { member: null, visitor: { ip: '203.0.113.9', userAgent: 'vitest' } }

let phoneSeq = 0
const nextPhone = () => `53212301${String(++phoneSeq).padStart(2, '0')}`

const trip = {
  DestinationCountries: 'DE,FR',
  TravelStartDate: trDayInTurkey(10),
  TravelEndDate: trDayInTurkey(16),
  TravelPurpose: 'turizm',
}

/**
 * Buys the first offer of a quote with a card held by `payer`: the policy's PDF text, its row and
 * the policy e-mail's text.
 */
async function buy(header: Record<string, string>, insuredName: string, payer = 'Ali Kartsahibi') {
  const { policyNumber: PolicyNumber, HeaderGuid } = await buyFirstOffer(
    agency,
    header as unknown as QuoteHeaderRequest,
    { insuredName, payer, context },
  )
  const pdf = await print.getPdf({ Type: 'policy', HeaderGuid, PolicyNumber }, context)
  if (!pdf.ok) throw new Error(pdf.message)
  const stored = await agency.db
    .selectFrom('policies')
    .select(['insured_name', 'national_number'])
    .where('policy_number', '=', PolicyNumber)
    .executeTakeFirstOrThrow()
  const mail = await agency.db
    .selectFrom('outbox')
    .select('body')
    .where('channel', '=', 'email')
    .where('body', 'like', `%Poliçe no: ${PolicyNumber}.%`)
    .executeTakeFirstOrThrow()
  // pdf-parse breaks long rows into lines; the words are what the reader sees.
  return { text: (await pdfText(pdf.body)).replace(/\s+/g, ' '), stored, mail: mail.body }
}

describe('a passport traveller', () => {
  it('is the insured of the policy under "Pasaport no", masked; the card holder is the payer', async () => {
    const Phone = nextPhone()
    const { text, stored, mail } = await buy(
      {
        QueryType: 'seyahat',
        NationalNumber: 'U7654321',
        Phone,
        Birthdate: '14.03.1988',
        IdType: '2',
        Name: "Mary O'Neil",
        Surname: 'Smith-Jones',
        ...trip,
      },
      // What an old storefront sent: the card holder as the insured. The quote decides.
      'Ali Kartsahibi',
    )
    expect(stored).toEqual({
      insured_name: "Mary O'Neil Smith-Jones",
      national_number: 'U7654321',
    })
    expect(text).toContain("Sigortalı Mary O'Neil Smith-Jones")
    expect(text).toContain('Pasaport no ********321')
    expect(text).toContain('Ödeyen Ali Kartsahibi')
    expect(text).not.toContain('U7654321')
    expect(text).not.toContain('T.C. kimlik no')
    // The e-mail as the policy: to the insured, the card holder named as the payer (issue 38).
    expect(mail).toMatch(/^Sayın Mary O'Neil Smith-Jones, /)
    expect(mail).toContain('ödeyen: Ali Kartsahibi.')
    expect(mail).not.toContain('Sayın Ali')
    // And says what was bought, as the policy it carries does.
    const printed = (label: string, next: string) =>
      new RegExp(`${label} (.+?) ${next}`).exec(text)?.[1]
    expect(mail).toContain(`Paket: ${printed('Paket', 'Sigortalı')}.`)
    expect(mail).toContain(`Sigorta konusu: ${printed('Sigorta konusu', 'Başlangıç tarihi')}.`)
    expect(mail).toContain(`Ödeme: ${printed('Ödeme', 'Ödeyen')} (`)
  })

  it('must be named: a passport header without a name is refused', async () => {
    const header = await offers.createQuoteHeader(
      {
        QueryType: 'seyahat',
        NationalNumber: 'U7654322',
        Phone: nextPhone(),
        Birthdate: '14.03.1988',
        IdType: '2',
        Name: 'M4ry',
        Surname: '',
        ...trip,
      },
      context,
    )
    expect(header.ok).toBe(false)
    if (!header.ok) expect(header.message).toContain('adı ve soyadı')
  })
})

describe('yabancı sağlık with a passport (ID type 2)', () => {
  it('sends the SMS code for a passport number, and insures the passport holder', async () => {
    const Phone = nextPhone()
    const code = await auth.sendTemporaryCode(
      verificationRequest(Phone, { QueryType: 'yabanci', NationalNumber: 'C01234567' }),
      context,
    )
    expect(code.ok).toBe(true)
    const { text, stored } = await buy(
      {
        QueryType: 'yabanci',
        NationalNumber: 'C01234567',
        Phone,
        Birthdate: '21.09.1990',
        IdType: '2',
        Name: 'Leyla',
        Surname: 'Aliyeva',
        PassportNumber: 'C01234567',
        Nationality: 'AZ',
        PermitYears: '1',
      },
      'Leyla Aliyeva',
      'Murat Kaya',
    )
    expect(stored.insured_name).toBe('Leyla Aliyeva')
    expect(text).toContain('Sigortalı Leyla Aliyeva')
    expect(text).toContain('Pasaport no ********567')
    expect(text).toContain('Ödeyen Murat Kaya')
    expect(text).not.toContain('C01234567')
  })
})

describe('a family health policy', () => {
  it('names every insured member with their masked T.C. number', async () => {
    const Phone = nextPhone()
    const { text, stored, mail } = await buy(
      {
        QueryType: 'bireysel',
        NationalNumber: '10000000146',
        Phone,
        ...healthFamily,
      },
      'Ayşe Yılmaz',
    )
    expect(stored.insured_name).toBe('Ayşe Yılmaz, Mehmet Yılmaz, Hasan Yılmaz')
    expect(text).toContain('1. sigortalı Ayşe Yılmaz T.C. kimlik no ********146')
    expect(text).toContain('2. sigortalı Mehmet Yılmaz T.C. kimlik no ********078')
    expect(text).toContain('3. sigortalı Hasan Yılmaz T.C. kimlik no ********214')
    expect(text).toContain('Ödeyen Ali Kartsahibi')
    expect(mail).toMatch(/^Sayın Ayşe Yılmaz, Mehmet Yılmaz ve Hasan Yılmaz, /)
  })
})

describe('a company', () => {
  it('is named under "Vergi kimlik no", masked like a T.C. number', async () => {
    const { text } = await buy(
      {
        QueryType: 'trafik',
        NationalNumber: '1234567890',
        Phone: nextPhone(),
        LicensePlateNumber: '66ABC123',
      },
      'Bozok Lojistik A.Ş.',
    )
    expect(text).toContain('Sigortalı Bozok Lojistik A.Ş.')
    expect(text).toContain('Vergi kimlik no ********890')
    expect(text).not.toContain('T.C. kimlik no')
    expect(text).not.toContain('1234567890')
  })
})
