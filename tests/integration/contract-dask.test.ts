import { describe, expect, it } from 'vitest'
import { agencyForFile } from '../support/agency.ts'

// The storefront and the built-in backend share no code (the lint rule in eslint.config.js).
// These suites keep them speaking the same language: the storefront's own client modules and
// schemas against the real backend over HTTP (see docs/backend-contract.md, "Keeping the two
// sides in step"). This one: the DASK address calls of the UAVT chain.
await agencyForFile()
const dask = await import('~/upstream/dask.server.ts')
const visitor = { member: null }
const owner = '10000000146'
const company = '1234567890'
// Demo addresses of the README ("Demo addresses (DASK and konut)").
const liseCaddesi12Flat3 = '4403156956'

type ListResult = Awaited<ReturnType<typeof dask.getUavtCities>>

function items(result: ListResult) {
  if (!result.ok) throw new Error(result.message)
  return result.body.Results ?? []
}

function idOf(result: ListResult, text: string) {
  const found = items(result).find((item) => item.Text === text || item.Text.startsWith(text))
  if (!found) throw new Error(`${text} yok`)
  return found.Id
}

describe('the UAVT chain lists', () => {
  it('walk il → ilçe → belde → mahalle → cadde → bina → daire to Lise Caddesi 12/3', async () => {
    const cities = await dask.getUavtCities(visitor)
    expect(items(cities)).toHaveLength(81)
    const yozgat = idOf(cities, 'Yozgat')
    expect(yozgat).toBe('66')
    const merkez = idOf(await dask.getUavtCounties(yozgat, visitor), 'Merkez')
    const towns = items(await dask.getUavtTowns(merkez, visitor))
    expect(towns.map((t) => t.Text)).toEqual(['Merkez', 'Köyler'])
    const medrese = idOf(
      await dask.getUavtNeighborhoods(towns[0]!.Id, visitor),
      'Medrese Mahallesi',
    )
    const lise = idOf(await dask.getUavtStreets(medrese, visitor), 'Lise Caddesi')
    const building = idOf(await dask.getUavtBuildings(lise, visitor), 'No: 12')
    const flats = items(await dask.getUavtFlats(building, visitor))
    expect(flats.map((f) => f.Id)).toContain(liseCaddesi12Flat3)
    expect(flats.find((f) => f.Id === liseCaddesi12Flat3)?.Text).toContain('Daire 3')
  })

  const levels = [
    ['getUavtCounties', 'Lütfen il seçiniz.'],
    ['getUavtTowns', 'Lütfen ilçe seçiniz.'],
    ['getUavtNeighborhoods', 'Lütfen belde/bucak seçiniz.'],
    ['getUavtStreets', 'Lütfen mahalle seçiniz.'],
    ['getUavtBuildings', 'Lütfen cadde/sokak seçiniz.'],
    ['getUavtFlats', 'Lütfen bina seçiniz.'],
  ] as const

  it.each(levels)('%s answers an unknown id with an empty list', async (call) => {
    expect(items(await dask[call]('999999', visitor))).toEqual([])
  })

  it.each(levels)(
    '%s answers a malformed id with a 400 and its Turkish message',
    async (call, message) => {
      for (const malformed of ['', 'abc', '-1', "1' OR 1=1"]) {
        const result = await dask[call](malformed, visitor)
        expect(result).toMatchObject({ ok: false, kind: 'http', status: 400, message })
      }
    },
  )
})

describe('the address of a UAVT code', () => {
  it('gives the full address, the building and the ids of its own chain as text', async () => {
    const result = await dask.getUavtAddress(
      { NationalNumber: owner, UAVTNumber: liseCaddesi12Flat3 },
      visitor,
    )
    expect(result.ok && result.body.Data).toMatchObject({
      UAVTNumber: liseCaddesi12Flat3,
      CityCode: '66',
      FlatNumber: '3',
      Floor: 1,
      RiskZone: 4,
      GrossArea: 120,
    })
    const address = result.ok ? result.body.Data! : null
    expect(address?.FullAddress).toContain('Medrese Mahallesi, Lise Caddesi')
    // The ids are those of the lists, so the address selects its own chain.
    const flats = items(await dask.getUavtFlats(address!.ApartmentNumber, visitor))
    expect(flats.map((f) => f.Id)).toContain(liseCaddesi12Flat3)
    const streets = items(await dask.getUavtStreets(address!.NeighborhoodId, visitor))
    expect(streets.map((s) => s.Id)).toContain(address!.RoadAndStreetId)
  })

  it('is found for a company by its tax number too', async () => {
    const result = await dask.getUavtAddress(
      { NationalNumber: company, UAVTNumber: liseCaddesi12Flat3 },
      visitor,
    )
    expect(result.ok).toBe(true)
  })

  it('answers an unknown code with a 404 and a malformed one with a 400, in Turkish', async () => {
    expect(
      await dask.getUavtAddress({ NationalNumber: owner, UAVTNumber: '1000000000' }, visitor),
    ).toMatchObject({
      ok: false,
      kind: 'http',
      status: 404,
      message: 'Bu UAVT adres koduna ait bir adres bulunamadı.',
    })
    expect(
      await dask.getUavtAddress({ NationalNumber: owner, UAVTNumber: '44031' }, visitor),
    ).toMatchObject({ ok: false, status: 400, message: 'UAVT adres kodu 10 haneli bir sayıdır.' })
    expect(
      await dask.getUavtAddress(
        { NationalNumber: '12345678901', UAVTNumber: liseCaddesi12Flat3 },
        visitor,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'Lütfen geçerli bir TC kimlik ya da vergi numarası giriniz.',
    })
  })
})

describe('the registered address (UAVT-Sorgu)', () => {
  it('is one home of the register, the same for the same person, with its chain', async () => {
    const query = { NationalNumber: owner, Birthdate: '01.02.1980' }
    const first = await dask.queryRegisteredAddress(query, visitor)
    const again = await dask.queryRegisteredAddress(query, visitor)
    const home = first.ok ? first.body.Data! : null
    expect(home?.UAVTNumber).toMatch(/^\d{10}$/)
    expect(home?.UsageType).toBe('mesken')
    expect(again.ok && again.body.Data?.UAVTNumber).toBe(home?.UAVTNumber)
    const flats = items(await dask.getUavtFlats(home!.ApartmentNumber, visitor))
    expect(flats.map((f) => f.Id)).toContain(home!.UAVTNumber)
  })

  it('refuses a tax number, an invalid T.C. kimlik number and a birth date that is not real', async () => {
    expect(
      await dask.queryRegisteredAddress(
        { NationalNumber: company, Birthdate: '01.02.1980' },
        visitor,
      ),
    ).toMatchObject({ ok: false, status: 400, message: expect.stringContaining('Vergi numarası') })
    expect(
      await dask.queryRegisteredAddress(
        { NationalNumber: '12345678901', Birthdate: '01.02.1980' },
        visitor,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      message: 'Lütfen geçerli bir TC kimlik numarası giriniz.',
    })
    for (const Birthdate of ['31.02.1980', '1980-02-01', '01.01.2999']) {
      expect(
        await dask.queryRegisteredAddress({ NationalNumber: owner, Birthdate }, visitor),
      ).toMatchObject({
        ok: false,
        status: 400,
        message: 'Lütfen doğum tarihini GG.AA.YYYY biçiminde giriniz.',
      })
    }
  })
})
