import { describe, expect, it } from 'vitest'
import { agencyForFile, testBackend } from '../support/agency.ts'
import {
  bagdatCaddesi318Flat7,
  company,
  liseCaddesi12Flat3,
  owner,
  propertyCalls,
} from '../support/dask-konut.ts'

const agency = await agencyForFile()
const { post, results, pick } = propertyCalls(agency)

describe(`UAVT addresses and DASK lists on the built-in backend (${testBackend})`, () => {
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
        { NationalNumber: '', UAVTNumber: '' },
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
})
