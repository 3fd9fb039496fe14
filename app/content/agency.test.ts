import { describe, expect, it } from 'vitest'
import { fillAgency, organizationData, type AgencyDetails } from './agency.ts'

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

describe('organizationData', () => {
  it("gives search engines the configured agency's address in its parts", () => {
    const yozgat = {
      ...agency,
      address: 'Medrese Mahallesi, Lise Caddesi No: 12/3, 66100 Merkez/Yozgat',
    }
    expect(organizationData(yozgat)).toMatchObject({
      '@type': 'InsuranceAgency',
      name: 'Örnek Sigorta',
      url: 'https://ornek.com.tr/',
      telephone: '0312 000 00 00',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Medrese Mahallesi, Lise Caddesi No: 12/3',
        postalCode: '66100',
        addressLocality: 'Merkez',
        addressRegion: 'Yozgat',
        addressCountry: 'TR',
      },
    })
    const ankara = {
      ...agency,
      address: 'Kızılay Mah., Atatürk Bulvarı No: 5, 06420 Çankaya/Ankara',
    }
    expect(organizationData(ankara).address).toMatchObject({
      streetAddress: 'Kızılay Mah., Atatürk Bulvarı No: 5',
      postalCode: '06420',
      addressLocality: 'Çankaya',
      addressRegion: 'Ankara',
    })
  })

  it('sends an address without a postcode and district whole', () => {
    expect(organizationData(agency).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kızılay, Ankara',
      addressCountry: 'TR',
    })
  })
})
