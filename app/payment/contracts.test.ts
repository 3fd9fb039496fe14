import { describe, expect, it } from 'vitest'
import { saleContracts, type Sale } from './contracts.ts'

const sale: Sale = {
  productKey: 'bireysel',
  agency: {
    name: 'Bozok',
    legalName: 'Bozok Sigorta Aracılık Ltd. Şti.',
    address: 'Yozgat',
    phone: '0354 000 00 00',
    email: 'info@ornek.com.tr',
  },
  insurer: 'Kalkanlı Sigorta A.Ş.',
  lineName: 'Bireysel Sağlık Sigortası',
  packageName: 'Yatarak ve Ayakta',
  premium: '71.000,00 TL',
  maxInstallments: 9,
  insuredNames: ['Ayşe Yılmaz', 'Mehmet Yılmaz', 'Hasan Yılmaz'],
  subject: null,
  coverages: [],
  date: '25.11.2026',
}

// Issue 26: the contracts name who is insured, every family member, and the payer apart.
describe('sale contracts', () => {
  it('name every insured person and the policyholder as the buyer', () => {
    const [preInformation, distanceSale] = saleContracts(sale)
    expect(preInformation!.paragraphs[1]).toContain(
      'Sigortalılar: Ayşe Yılmaz, Mehmet Yılmaz, Hasan Yılmaz. Sigorta ettiren: Ayşe Yılmaz.',
    )
    expect(preInformation!.paragraphs[1]).toContain('ödeyen sigortalıdan farklı olabilir')
    expect(distanceSale!.paragraphs[0]).toMatch(/^Taraflar: Ayşe Yılmaz \(Alıcı/)
  })

  it('call the premium the whole cover’s, not a yearly amount (a trip is days)', () => {
    const [preInformation] = saleContracts({ ...sale, productKey: 'seyahat' })
    const text = preInformation!.paragraphs.join(' ')
    expect(text).toContain(
      'Toplam prim (vergiler dahil, sigorta süresinin tamamı için): 71.000,00 TL.',
    )
    expect(text).not.toContain('yıllık')
  })

  it('name one insured person once', () => {
    const [preInformation] = saleContracts({ ...sale, insuredNames: ["Mary O'Neil"] })
    expect(preInformation!.paragraphs[1]).toContain("Sigortalı / sigorta ettiren: Mary O'Neil.")
  })
})

// Issue 38: the pre-information form says the line's right of withdrawal as the site applies it.
describe('the pre-information form’s right of withdrawal', () => {
  const withdrawalOf = (productKey: Sale['productKey']) =>
    saleContracts({ ...sale, productKey })[0]!.paragraphs.find((p) => p.startsWith('Cayma hakkı'))

  it('gives 14 days with the refund rule the site applies', () => {
    expect(withdrawalOf('bireysel')).toContain('satın aldığınız günden başlayarak 14 gün içinde')
    expect(withdrawalOf('bireysel')).not.toMatch(/zorunlu|bir aydan kısa/i)
  })

  it('excepts seyahat policies shorter than a month', () => {
    expect(withdrawalOf('seyahat')).toMatch(
      /^Cayma hakkı: süresi bir aydan kısa seyahat sigortalarında .*cayma hakkı yoktur; /,
    )
  })

  it('asks a replacement of trafik and DASK', () => {
    expect(withdrawalOf('trafik')).toContain('başka bir zorunlu trafik poliçesi yaptırdığınızı')
    expect(withdrawalOf('dask')).toContain('başka bir DASK poliçesi yaptırdığınızı')
  })
})
