import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAgency, testBackend, type RunningAgency } from '../support/agency.ts'

interface Item {
  Id: string
  Text: string
  [extra: string]: unknown
}
interface Offer {
  OfferId: string
  InsurerCode: string
  PackageCode: string
  PackageName: string
  Premium: number
  MaxInstallments: number
  Coverages: { Code: string; Name: string; Value: string; Key: boolean }[]
}

// Demo addresses of the README ("Demo addresses (DASK and konut)").
const liseCaddesi12Flat3 = '4403156956'
const ataturkBulvari45Flat5 = '2194693880'
const bagdatCaddesi318Flat7 = '5941225861'
const owner = { NationalNumber: '10000000146', Phone: '5321234567' }
const company = '1234567890'

describe(`DASK and konut on the built-in backend (${testBackend})`, () => {
  let agency: RunningAgency
  beforeAll(async () => {
    agency = await startAgency()
  })
  afterAll(() => agency.stop())

  const post = (path: string, body: Record<string, string> = {}) =>
    fetch(agency.url + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        SiteId: '36',
        Authorization: `Bearer ${agency.siteCredential}`,
      },
      body: new URLSearchParams(body),
    })
  const results = async (path: string, body: Record<string, string> = {}) => {
    const response = await post(path, body)
    expect(response.status).toBe(200)
    return ((await response.json()) as { Results: Item[] }).Results
  }
  const pick = (items: Item[], text: string) => {
    const found = items.find((i) => i.Text === text || i.Text.startsWith(text))
    if (!found) throw new Error(`${text} yok: ${items.map((i) => i.Text).join(', ')}`)
    return found.Id
  }

  async function offersFor(queryType: string, details: Record<string, string>, who = owner) {
    const header = await post('/offers/list/Offers/create-header', {
      QueryType: queryType,
      ...who,
      ...details,
    })
    const headerBody = await header.json()
    if (header.status !== 200) throw new Error(headerBody.Messages[0])
    const HeaderGuid = headerBody.Data.HeaderGuid as string
    const firms = await results('/offers/firm/firma/firmalar', {
      QueryType: queryType,
      Gsm: who.Phone,
      NationalNumber: who.NationalNumber,
      HeaderGuid,
    })
    const answers = await Promise.all(
      firms.map(async (firm) => {
        const response = await post('/offers/list/Offers/NewListOffer', {
          HeaderGuid,
          InsuranceFirm: firm.Id,
          QueryType: queryType,
        })
        expect(response.status).toBe(200)
        return ((await response.json()) as { Results: Offer[] }).Results
      }),
    )
    return { HeaderGuid, firms, offers: answers.flat() }
  }

  describe('UAVT address chain', () => {
    it('walks il → ilçe → belde → mahalle → cadde → bina → daire to Lise Caddesi 12/3', async () => {
      const cities = await results('/common/api/dask/iller')
      expect(cities).toHaveLength(81)
      const yozgat = pick(cities, 'Yozgat')
      expect(yozgat).toBe('66')
      const merkez = pick(await results('/common/api/dask/ilceler', { CityCode: yozgat }), 'Merkez')
      const towns = await results('/common/api/dask/beldeler', { CountyId: merkez })
      expect(towns.map((t) => t.Text)).toEqual(['Merkez', 'Köyler'])
      const neighbourhoods = await results('/common/api/dask/mahalle', { TownId: towns[0]!.Id })
      expect(neighbourhoods.map((n) => n.Text)).toEqual(
        expect.arrayContaining(['Medrese Mahallesi', 'Çapanoğlu Mahallesi', 'Tekke Mahallesi']),
      )
      const villages = await results('/common/api/dask/mahalle', { TownId: towns[1]!.Id })
      expect(villages.map((n) => n.Text)).toContain('Aktaş Köyü')
      const medrese = pick(neighbourhoods, 'Medrese Mahallesi')
      const streets = await results('/common/api/dask/caddesokak', { NeighborhoodId: medrese })
      const lise = pick(streets, 'Lise Caddesi')
      const buildings = await results('/common/api/dask/binakodlari', { RoadAndStreetId: lise })
      expect(buildings.map((b) => b.BuildingNumber)).toEqual(['12', '18', '27'])
      const flats = await results('/common/api/dask/uavtkodlari', {
        ApartmentNumber: pick(buildings, 'No: 12'),
      })
      expect(flats).toHaveLength(10)
      for (const flat of flats) expect(flat.Id).toMatch(/^\d{10}$/)
      expect(flats.find((f) => f.FlatNumber === '3')).toMatchObject({
        Id: liseCaddesi12Flat3,
        Floor: 1,
        GrossArea: 120,
      })
    })

    it('reaches Bağdat Caddesi in Kadıköy and gives every flat its own code', async () => {
      const kadikoy = pick(await results('/common/api/dask/ilceler', { CityCode: '34' }), 'Kadıköy')
      const [merkez] = await results('/common/api/dask/beldeler', { CountyId: kadikoy })
      const neighbourhoods = await results('/common/api/dask/mahalle', { TownId: merkez!.Id })
      expect(neighbourhoods).toHaveLength(21)
      const caddebostan = pick(neighbourhoods, 'Caddebostan Mahallesi')
      const bagdat = pick(
        await results('/common/api/dask/caddesokak', { NeighborhoodId: caddebostan }),
        'Bağdat Caddesi',
      )
      const [building] = await results('/common/api/dask/binakodlari', { RoadAndStreetId: bagdat })
      const flats = await results('/common/api/dask/uavtkodlari', { ApartmentNumber: building!.Id })
      expect(new Set(flats.map((f) => f.Id)).size).toBe(20)
      expect(flats.map((f) => f.Id)).toContain(bagdatCaddesi318Flat7)
    })

    it('answers unknown ids with an empty list and malformed ones with a Turkish 400', async () => {
      for (const [path, field] of [
        ['ilceler', 'CityCode'],
        ['beldeler', 'CountyId'],
        ['mahalle', 'TownId'],
        ['caddesokak', 'NeighborhoodId'],
        ['binakodlari', 'RoadAndStreetId'],
        ['uavtkodlari', 'ApartmentNumber'],
      ] as const) {
        expect(await results(`/common/api/dask/${path}`, { [field]: '999999' })).toEqual([])
        expect(await results(`/common/api/dask/${path}`, { [field]: '999999999999' })).toEqual([])
        for (const garbage of ['', 'abc', '-1', '1.5', "1' OR 1=1", '9'.repeat(40)]) {
          const response = await post(`/common/api/dask/${path}`, { [field]: garbage })
          expect(response.status, `${path} ${garbage}`).toBe(400)
          expect((await response.json()).Messages[0]).toMatch(/^Lütfen .* seçiniz\.$/)
        }
      }
    })
  })

  it('never answers 500, whatever the body', async () => {
    const paths = [
      'common/api/dask/iller',
      'common/api/dask/ilceler',
      'common/api/dask/beldeler',
      'common/api/dask/mahalle',
      'common/api/dask/caddesokak',
      'common/api/dask/binakodlari',
      'common/api/dask/uavtkodlari',
      'common/api/dask/UAVT-Sorgu',
      'common/api/dask/address',
      'offers/list/Offers/create-header',
    ]
    const fields = ['CityCode', 'CountyId', 'TownId', 'NeighborhoodId', 'RoadAndStreetId']
    const garbage: unknown[] = [null, 7, -1, 1e300, [1, 2], { a: 1 }, '𝔘𝔄𝔙𝔗', ' 12 ', '0x1F']
    for (const path of paths) {
      for (const value of garbage) {
        const body = Object.fromEntries(
          [...fields, 'ApartmentNumber', 'NationalNumber', 'Birthdate', 'UAVTNumber', 'GrossArea']
            .map((field) => [field, value])
            .concat([['QueryType', path.includes('create') ? 'konut' : 'dask']]),
        )
        const response = await fetch(`${agency.url}/${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            SiteId: '36',
            Authorization: `Bearer ${agency.siteCredential}`,
          },
          body: JSON.stringify(body),
        })
        expect(response.status, `${path} ${JSON.stringify(value)}`).toBeLessThan(500)
      }
    }
  })

  describe('UAVT-Sorgu and address', () => {
    it('gives the full address and the building’s data of a UAVT code', async () => {
      const response = await post('/common/api/dask/address', {
        NationalNumber: owner.NationalNumber,
        UAVTNumber: liseCaddesi12Flat3,
      })
      expect(response.status).toBe(200)
      expect((await response.json()).Data).toMatchObject({
        UAVTNumber: liseCaddesi12Flat3,
        CityCode: 66,
        CityName: 'Yozgat',
        CountyName: 'Merkez',
        NeighborhoodName: 'Medrese Mahallesi',
        RoadAndStreetName: 'Lise Caddesi',
        BuildingNumber: '12',
        FlatNumber: '3',
        RiskZone: 4,
        ConstructionType: 'betonarme',
        ConstructionTypeName: 'Çelik, betonarme karkas',
        ConstructionYear: '2000-2006',
        FloorCount: 5,
        GrossArea: 120,
        UsageType: 'mesken',
        FullAddress:
          'Medrese Mahallesi, Lise Caddesi, Bozok İş Merkezi, Dış Kapı No: 12, İç Kapı No: 3, Merkez/Yozgat',
      })
    })

    it('accepts a tax number, refuses bad input and says when a code is unknown', async () => {
      const byCompany = await post('/common/api/dask/address', {
        NationalNumber: company,
        UAVTNumber: bagdatCaddesi318Flat7,
      })
      expect((await byCompany.json()).Data.RoadAndStreetName).toBe('Bağdat Caddesi')
      const unknown = await post('/common/api/dask/address', {
        NationalNumber: owner.NationalNumber,
        UAVTNumber: '1000000000',
      })
      expect(unknown.status).toBe(404)
      expect((await unknown.json()).Messages[0]).toMatch(/bulunamadı/)
      for (const body of [
        { NationalNumber: owner.NationalNumber, UAVTNumber: '12345' },
        { NationalNumber: owner.NationalNumber, UAVTNumber: 'abcdefghij' },
        { NationalNumber: '12345678901', UAVTNumber: liseCaddesi12Flat3 },
        {},
      ] as Record<string, string>[]) {
        const response = await post('/common/api/dask/address', body)
        expect(response.status).toBe(400)
        expect((await response.json()).Messages[0]).toMatch(/geçerli|10 haneli/)
      }
    })

    it('finds the same registered home for the same person every time', async () => {
      const ask = () =>
        post('/common/api/dask/UAVT-Sorgu', {
          NationalNumber: owner.NationalNumber,
          Birthdate: '14.03.1985',
        }).then((r) => r.json())
      const first = await ask()
      expect(first.Data.UAVTNumber).toMatch(/^\d{10}$/)
      expect(first.Data.UsageType).toBe('mesken')
      expect((await ask()).Data.UAVTNumber).toBe(first.Data.UAVTNumber)
      const again = await post('/common/api/dask/address', {
        NationalNumber: owner.NationalNumber,
        UAVTNumber: first.Data.UAVTNumber,
      })
      expect((await again.json()).Data.FullAddress).toBe(first.Data.FullAddress)
    })

    it('refuses a bad birth date, a bad number and a tax number in Turkish', async () => {
      for (const [body, message] of [
        [{ NationalNumber: owner.NationalNumber, Birthdate: '31.02.1985' }, /GG\.AA\.YYYY/],
        [{ NationalNumber: owner.NationalNumber, Birthdate: '1985-03-14' }, /GG\.AA\.YYYY/],
        [{ NationalNumber: owner.NationalNumber, Birthdate: '01.01.2999' }, /GG\.AA\.YYYY/],
        [{ NationalNumber: '11111111111', Birthdate: '14.03.1985' }, /TC kimlik/],
        [{ NationalNumber: company, Birthdate: '14.03.1985' }, /Vergi numarasıyla/],
      ] as const) {
        const response = await post('/common/api/dask/UAVT-Sorgu', body)
        expect(response.status).toBe(400)
        expect((await response.json()).Messages[0]).toMatch(message)
      }
    })
  })

  describe('lists', () => {
    it('serves the DASK and konut selects with the codes the tariffs read', async () => {
      const list = (GroupCode: string) => results('/common/api/Listeler/get-list', { GroupCode })
      expect(await list('DaskInsaTarzi')).toEqual([
        { Id: 'betonarme', Text: 'Çelik, betonarme karkas' },
        { Id: 'yigma', Text: 'Yığma kagir' },
        { Id: 'diger', Text: 'Diğer' },
      ])
      expect((await list('DaskInsaYili')).map((i) => i.Text)).toEqual([
        '1975 ve öncesi',
        '1976 - 1996',
        '1997 - 1999',
        '2000 - 2006',
        '2007 ve sonrası',
      ])
      expect((await list('DaskKullanimSekli')).map((i) => i.Id)).toEqual([
        'mesken',
        'isyeri',
        'mesken-isyeri',
      ])
      expect((await list('DaskHasarDurumu'))[0]).toEqual({ Id: 'hasarsiz', Text: 'Hasarsız' })
      expect((await list('KonutCatiTipi')).map((i) => i.Text)).toContain('Kiremit')
      const years = await list('KonutInsaYili')
      expect(years.slice(0, 2)).toEqual([
        { Id: '2026', Text: '2026' },
        { Id: '2025', Text: '2025' },
      ])
      expect((await list('KonutBulunduguKat')).slice(0, 3).map((i) => i.Text)).toEqual([
        'Bodrum kat',
        'Zemin kat',
        '1. kat',
      ])
      expect((await list('84')).map((i) => i.Id)).toEqual([
        'apartman',
        'mustakil',
        'villa',
        'rezidans',
      ])
      expect((await list('85')).map((i) => i.Id)).toEqual(['ev-sahibi', 'kiraci'])
    })
  })

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
      const value = (offer: Offer, code: string) =>
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
        Type: 'compare',
        HeaderGuid,
        OfferIds: JSON.stringify(chosen),
      })
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText())
        .text
      expect(text).toContain('Konut Sigortası Teklif Karşılaştırması')
      expect(text).toContain('Bağdat Caddesi')
      expect(text).toMatch(/Deprem \(DASK’ın\s+üzerindeki bina ve eşya\)\s+Yok 4\.654\.538 TL/)
      expect(text).toContain('Hırsızlık')
    })

    it('prints DASK offers with the address and Turkish characters', async () => {
      const { HeaderGuid } = await offersFor('dask', { UAVTNumber: liseCaddesi12Flat3 })
      const pdf = await post('/print/print/Print/GetPdf', { Type: 'offers', HeaderGuid })
      expect(pdf.status).toBe(200)
      const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText())
        .text
      expect(text).toContain('Zorunlu Deprem Sigortası (DASK) Teklif Listesi')
      expect(text).toContain('Medrese Mahallesi, Lise Caddesi')
      expect(text).toContain('1.384,00 TL')
      expect(text).toContain('Poliçe teslimi')
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
