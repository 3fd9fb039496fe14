import { describe, expect, it } from 'vitest'
import { fillAgency, type AgencyDetails } from './agency.ts'

const agency: AgencyDetails = {
  name: 'Örnek Sigorta',
  legalName: 'Örnek Sigorta Aracılık A.Ş.',
  phone: '0312 000 00 00',
  email: 'bilgi@ornek.com.tr',
  address: 'Kızılay, Ankara',
  siteUrl: 'https://ornek.com.tr',
}

describe('fillAgency', () => {
  it("puts the operator's agency into texts, lists and nested objects", () => {
    const content = {
      lead: "{{ad}}'ya {{telefon}} veya {{eposta}} üzerinden ulaşın.",
      items: ['{{unvan}}', { text: 'Adres: {{adres}}' }],
      count: 3,
    }
    expect(fillAgency(content, agency)).toEqual({
      lead: "Örnek Sigorta'ya 0312 000 00 00 veya bilgi@ornek.com.tr üzerinden ulaşın.",
      items: ['Örnek Sigorta Aracılık A.Ş.', { text: 'Adres: Kızılay, Ankara' }],
      count: 3,
    })
  })

  it('leaves other braces alone', () => {
    expect(fillAgency('{{isim}} {ad}', agency)).toBe('{{isim}} {ad}')
  })
})
