import { describe, expect, it } from 'vitest'
import { agencyForFile, testBackend } from '../support/agency.ts'
import {
  ataturkBulvari45Flat5,
  bagdatCaddesi318Flat7,
  company,
  liseCaddesi12Flat3,
  owner,
  propertyCalls,
  type PropertyOffer,
} from '../support/dask-konut.ts'
import { pdfText } from '../support/pdf.ts'

const agency = await agencyForFile()
const { post, offersFor } = propertyCalls(agency)

describe(`DASK and konut quotes on the built-in backend (${testBackend})`, () => {
  describe('DASK quote', () => {
    it('gets the worked-case premium from every insurer (minimum premium)', async () => {
      // 120 m² × 9.884 TL = 1.186.080 TL × ‰1,13 = 1.340,27 TL, below group 4's minimum 1.384 TL.
      const { firms, offers } = await offersFor('dask', { UAVTNumber: liseCaddesi12Flat3 })
      expect(firms).toHaveLength(7)
      expect(offers).toHaveLength(7)
      for (const offer of offers) {
        expect(offer.Premium).toBe(1384)
        expect(offer.MaxInstallments).toBe(1)
        expect(offer.Coverages.find((c) => c.Code === 'SIGORTA_BEDELI')!.Value).toBe('1.186.080 TL')
      }
      expect(
        new Set(offers.map((o) => o.Coverages.find((c) => c.Code === 'HIZMET')!.Value)).size,
      ).toBeGreaterThan(1)
    })

    it('uses the declared area and type, and caps the sum insured', async () => {
      const declared = await offersFor('dask', {
        UAVTNumber: ataturkBulvari45Flat5,
        DaskInsaTarzi: 'betonarme',
        DaskInsaYili: '2007-sonrasi',
        DaskKullanimSekli: 'mesken',
        FloorCount: '8',
        GrossArea: '150',
        DaskHasarDurumu: 'hasarsiz',
        IsRenewal: 'true',
      })
      expect(new Set(declared.offers.map((o) => o.Premium))).toEqual(new Set([1675.34]))
      const shown = declared.offers[0]!.Coverages
      expect(shown.find((c) => c.Code === 'BINA_BILGISI')!.Value).toBe(
        '2007 ve sonrası · 8 kat · 150 m² · Mesken · Hasarsız',
      )
      expect(shown.find((c) => c.Code === 'YENILEME')!.Value).toBe('Yenileme')
      const capped = await offersFor(
        'dask',
        { UAVTNumber: bagdatCaddesi318Flat7 },
        {
          NationalNumber: company,
          Phone: owner.Phone,
        },
      )
      expect(new Set(capped.offers.map((o) => o.Premium))).toEqual(new Set([4924.34]))
      const offer = capped.offers[0]!
      expect(offer.Coverages.find((c) => c.Code === 'SIGORTA_BEDELI')!.Value).toBe('2.095.462 TL')
      expect(offer.Coverages.find((c) => c.Code === 'SIGORTALI')!.Value).toMatch(/vergi/)
    })

    it.each([
      ['4403156956', 1384],
      ['2194693880', 1675.34],
      ['1532713497', 1384],
      ['5122687179', 2728.26],
      ['8512324848', 2141.86],
      ['5941225861', 4924.34],
    ])('prices the README demo address %s at %s TL', async (UAVTNumber, premium) => {
      const { offers } = await offersFor('dask', { UAVTNumber })
      expect(new Set(offers.map((o) => o.Premium))).toEqual(new Set([premium]))
    })

    it('refuses garbage and a heavily damaged building in Turkish', async () => {
      for (const [details, status, message] of [
        [{ UAVTNumber: '12' }, 400, /10 haneli/],
        [{ UAVTNumber: '1000000000' }, 409, /bulunamadı/],
        [{ UAVTNumber: liseCaddesi12Flat3, GrossArea: 'yüz' }, 400, /Brüt alan/],
        [{ UAVTNumber: liseCaddesi12Flat3, GrossArea: '5' }, 400, /Brüt alan/],
        [{ UAVTNumber: liseCaddesi12Flat3, FloorCount: '0' }, 400, /Kat sayısı/],
        [{ UAVTNumber: liseCaddesi12Flat3, DaskInsaTarzi: 'kerpic' }, 400, /Yapı tarzı/],
        [{ UAVTNumber: liseCaddesi12Flat3, DaskInsaYili: '1800' }, 400, /inşa yılı/],
        [{ UAVTNumber: liseCaddesi12Flat3, DaskHasarDurumu: 'agir-hasarli' }, 409, /Ağır hasarlı/],
      ] as const) {
        const response = await post('/offers/list/Offers/create-header', {
          QueryType: 'dask',
          ...owner,
          ...details,
        })
        expect(response.status, JSON.stringify(details)).toBe(status)
        expect((await response.json()).Messages[0]).toMatch(message)
      }
    })
  })

  describe('konut quote', () => {
    const home = {
      UAVTNumber: bagdatCaddesi318Flat7,
      KonutCatiTipi: 'betonarme',
      KonutInsaYili: '2010',
      KonutBulunduguKat: '3',
      EvTipi: 'apartman',
      PoliceTipi: 'ev-sahibi',
      BuildingSum: '6.000.000',
      ContentsSum: '750000',
    }

    it('offers each insurer’s packages with coverages to compare, and prints them', async () => {
      const { HeaderGuid, offers } = await offersFor('konut', home)
      const packages = new Set(offers.map((o) => o.PackageCode))
      expect(packages).toEqual(new Set(['temel', 'genis', 'tam']))
      for (const insurer of new Set(offers.map((o) => o.InsurerCode))) {
        const own = offers.filter((o) => o.InsurerCode === insurer)
        const premium = (code: string) => own.find((o) => o.PackageCode === code)?.Premium ?? 0
        if (premium('temel') && premium('genis'))
          expect(premium('genis')).toBeGreaterThan(premium('temel'))
        if (premium('genis') && premium('tam'))
          expect(premium('tam')).toBeGreaterThan(premium('genis'))
      }
      const tam = offers.find((o) => o.PackageCode === 'tam')!
      const temel = offers.find((o) => o.PackageCode === 'temel')!
      const value = (offer: PropertyOffer, code: string) =>
        offer.Coverages.find((c) => c.Code === code)?.Value
      // Earthquake only on top of DASK: 6.000.000 − 2.095.462 (DASK's capped sum) + 750.000.
      expect(value(tam, 'DEPREM')).toBe('4.654.538 TL')
      expect(value(temel, 'DEPREM')).toBe('Yok')
      expect(value(temel, 'SU_BASKINI')).toBe('Yok')
      expect(value(tam, 'HIRSIZLIK')).toBe('Eşya bedeli kadar')

      const chosen = [temel.OfferId, tam.OfferId]
      const compared = await post('/offers/firm/Packages/compare-package', {
        OfferIds: JSON.stringify(chosen),
      })
      const rows = (await compared.json()).Data.Coverages as { Code: string; Values: string[] }[]
      expect(rows.find((r) => r.Code === 'DEPREM')!.Values).toEqual(['Yok', '4.654.538 TL'])

      const pdf = await post('/print/print/Print/GetPdf', {
        Language: 'tr',
        Type: 'compare',
        HeaderGuid,
        OfferIds: JSON.stringify(chosen),
      })
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      const text = await pdfText(await pdf.arrayBuffer())
      expect(text).toContain('Konut Sigortası Teklif Karşılaştırması')
      expect(text).toContain('Bağdat Caddesi')
      expect(text).toMatch(/Deprem \(DASK’ın\s+üzerindeki bina ve eşya\)\s+Yok 4\.654\.538 TL/)
      expect(text).toContain('Hırsızlık')
    })

    it('prints DASK offers with the address and Turkish characters', async () => {
      const { HeaderGuid } = await offersFor('dask', { UAVTNumber: liseCaddesi12Flat3 })
      const pdf = await post('/print/print/Print/GetPdf', {
        Language: 'tr',
        Type: 'offers',
        HeaderGuid,
      })
      expect(pdf.status).toBe(200)
      const text = await pdfText(await pdf.arrayBuffer())
      expect(text).toContain('Zorunlu Deprem Sigortası (DASK) Teklif Listesi')
      expect(text).toContain('Medrese Mahallesi, Lise Caddesi')
      expect(text).toContain('1.384,00 TL')
      expect(text).toContain('Poliçe teslimi')
      // What the cards and this PDF promise is what the product does: the policy by e-mail (no
      // SMS is sent with it), a claim reported online at any hour with every insurer (the agency's
      // line keeps office hours; DASK, not the insurer, appoints the loss adjuster); a one-year
      // cover's premium is yearly.
      const words = text.replace(/\s+/g, ' ')
      expect(words).toContain('Poliçe anında e-posta ile')
      expect(words).not.toContain('e-posta ve SMS')
      expect(words).toContain('Hasar ihbarı: 7/24 online (Hasar Bildir)')
      expect(words).not.toMatch(/hasar (ihbar )?hattı/i)
      expect(words).not.toContain('eksper ataması')
      // Every insurer's offer says where a claim is reported, none a line with no number.
      const offers = words.match(/Poliçe teslimi/g) ?? []
      expect(offers.length).toBeGreaterThan(1)
      expect(words.match(/Hasar ihbarı: 7\/24 online \(Hasar Bildir\)/g)).toHaveLength(
        offers.length,
      )
      expect(words).toContain('Primler vergiler dahil yıllık tutarlardır.')
      expect(words).toContain('son işleminizden sonra 24 saat saklanır')
    })

    it('insures only the contents for a tenant and checks the sums', async () => {
      const tenant = await offersFor('konut', {
        ...home,
        PoliceTipi: 'kiraci',
        BuildingSum: '',
        ContentsSum: '300000',
      })
      expect(
        tenant.offers.every((o) =>
          o.Coverages.find((c) => c.Code === 'BINA')!.Value.startsWith('Yok'),
        ),
      ).toBe(true)
      for (const [details, message] of [
        [{ ...home, BuildingSum: '50000' }, 'Bina bedeli: En az 100,000₺ olmalıdır.'],
        [{ ...home, BuildingSum: '999999999' }, 'Bina bedeli: En fazla 50,000,000₺ olmalıdır.'],
        [{ ...home, BuildingSum: 'çok' }, 'Bina bedeli: Bir değer girilmelidir.'],
        [{ ...home, ContentsSum: 'abc' }, 'Eşya bedeli: Bir değer girilmelidir.'],
        [{ ...home, PoliceTipi: 'kiraci' }, /Kiracı poliçesinde bina bedeli girilmez/],
        [{ ...home, KonutCatiTipi: 'saz' }, /Çatı tipini/],
        [{ ...home, KonutInsaYili: '2099' }, /inşa yılını/],
        [{ ...home, EvTipi: '' }, /Ev tipini/],
        [{ ...home, PoliceTipi: 'x' }, /Poliçe tipini/],
      ] as const) {
        const response = await post('/offers/list/Offers/create-header', {
          QueryType: 'konut',
          ...owner,
          ...details,
        })
        expect(response.status, JSON.stringify(details)).toBe(400)
        expect((await response.json()).Messages[0]).toMatch(message)
      }
    })
  })
})
