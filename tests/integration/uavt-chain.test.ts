import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { UavtSelection } from '~/address/uavt-chain.ts'
import { agencyForFile } from '../support/agency.ts'

// The address step's chain loader against the real built-in backend: what a form's selection
// (as the no-JS round trip posts it) turns into.
await agencyForFile()
const chain = await import('~/address/uavt-chain.server.ts')
const { config } = await import('~/platform/config.server.ts')
const dask = await import('~/upstream/dask.server.ts')
const visitor = { member: null }

/** The chain ids of a demo flat, as the address call gives them. */
async function selectionOf(code: string): Promise<UavtSelection> {
  const result = await dask.getUavtAddress(
    { NationalNumber: '10000000146', UAVTNumber: code },
    visitor,
  )
  if (!result.ok || !result.body.Data) throw new Error(`${code} yok`)
  const { CityCode, CountyId, TownId, NeighborhoodId, RoadAndStreetId, ApartmentNumber } =
    result.body.Data
  return {
    CityCode,
    CountyId,
    TownId,
    NeighborhoodId,
    RoadAndStreetId,
    ApartmentNumber,
    UAVTNumber: code,
  }
}

const liseCaddesi12Flat3 = await selectionOf('4403156956')
const bagdatCaddesi318Flat7 = await selectionOf('5941225861')

const load = (selection: UavtSelection) => chain.loadUavtChain(selection, visitor)

describe('the UAVT chain of a selection', () => {
  it('starts with the provinces and nothing chosen', async () => {
    const { levels, uavtNumber, message } = await load({})
    expect(levels).toHaveLength(1)
    expect(levels[0]).toMatchObject({ name: 'CityCode', label: 'İl', parent: '', chosen: '' })
    expect(levels[0]!.options).toHaveLength(81)
    expect(levels[0]!.options).toContainEqual({ id: '66', name: 'Yozgat' })
    expect(uavtNumber).toBeNull()
    expect(message).toBeNull()
  })

  it('lists the next level under each choice, down to the first one not chosen', async () => {
    const { CityCode, CountyId } = liseCaddesi12Flat3
    const { levels, uavtNumber } = await load({ CityCode, CountyId })
    expect(levels.map((l) => [l.label, l.chosen])).toEqual([
      ['İl', '66'],
      ['İlçe', CountyId],
      ['Belde / bucak', ''],
    ])
    expect(levels[2]!.parent).toBe(CountyId)
    expect(levels[2]!.options?.map((o) => o.name)).toEqual(['Merkez', 'Köyler'])
    expect(uavtNumber).toBeNull()
  })

  it('yields the UAVT code once a flat is chosen, every level with its list', async () => {
    const { levels, uavtNumber, message } = await load(liseCaddesi12Flat3)
    expect(levels.map((l) => l.label)).toEqual([
      'İl',
      'İlçe',
      'Belde / bucak',
      'Mahalle / köy',
      'Cadde / sokak',
      'Bina',
      'Daire',
    ])
    expect(levels.map((l) => l.chosen)).toEqual(Object.values(liseCaddesi12Flat3))
    for (const level of levels) {
      expect(level.options?.some((o) => o.id === level.chosen)).toBe(true)
    }
    expect(uavtNumber).toBe('4403156956')
    expect(message).toBeNull()
  })

  it('drops the choices left below a level that changed (a stale child)', async () => {
    // The visitor went from Yozgat to İstanbul; Yozgat's district and below were still posted.
    const { levels, uavtNumber } = await load({ ...liseCaddesi12Flat3, CityCode: '34' })
    expect(levels.map((l) => l.chosen)).toEqual(['34', ''])
    expect(levels[1]!.options?.map((o) => o.name)).toContain('Kadıköy')
    expect(uavtNumber).toBeNull()

    // A street of Kadıköy under a neighbourhood of Yozgat: kept down to the neighbourhood.
    const mixed = await load({
      ...liseCaddesi12Flat3,
      RoadAndStreetId: bagdatCaddesi318Flat7.RoadAndStreetId,
    })
    expect(mixed.levels.map((l) => l.name).at(-1)).toBe('RoadAndStreetId')
    expect(mixed.levels.at(-1)!.chosen).toBe('')
    expect(mixed.uavtNumber).toBeNull()
  })

  it('drops forged and malformed ids and what was sent below them', async () => {
    for (const forged of ['abc', '999999', "1' OR 1=1", ' ', '-1']) {
      const { levels, uavtNumber, message } = await load({ ...liseCaddesi12Flat3, TownId: forged })
      expect(levels.map((l) => l.chosen)).toEqual([
        liseCaddesi12Flat3.CityCode,
        liseCaddesi12Flat3.CountyId,
        '',
      ])
      expect(uavtNumber).toBeNull()
      expect(message).toBeNull()
    }
    // A flat code that belongs to another building is no flat of this one.
    const other = await load({ ...liseCaddesi12Flat3, UAVTNumber: '5941225861' })
    expect(other.levels).toHaveLength(7)
    expect(other.uavtNumber).toBeNull()
  })

  it('reads a posted form as it is: values trimmed, a file is no choice', async () => {
    const form = new FormData()
    form.set('CityCode', ' 66 ')
    form.set('CountyId', new Blob(['1']), 'ilce.txt')
    const { levels } = await load(Object.fromEntries(form))
    expect(levels.map((l) => l.chosen)).toEqual(['66', ''])
  })

  it('ends with a Turkish message when the service fails, and never throws', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const common = config.upstream.baseUrls.common
    config.upstream.baseUrls.common = `http://127.0.0.1:${port}/common`
    try {
      const { levels, uavtNumber, message } = await load(liseCaddesi12Flat3)
      expect(levels).toEqual([
        { name: 'CityCode', label: 'İl', parent: '', options: null, chosen: '' },
      ])
      expect(uavtNumber).toBeNull()
      expect(message).toBe(
        'Sigorta sistemlerine şu anda ulaşılamıyor. Lütfen birazdan tekrar deneyin.',
      )
    } finally {
      config.upstream.baseUrls.common = common
    }
  })
})

describe('one level list (the lists route)', () => {
  it('gives the options under a parent', async () => {
    const list = await chain.loadUavtList(
      'UAVTNumber',
      String(liseCaddesi12Flat3.ApartmentNumber),
      visitor,
    )
    expect(list.options?.map((o) => o.id)).toContain('4403156956')
    expect(list.message).toBeUndefined()
  })

  it('answers a malformed parent with the service message instead of options', async () => {
    expect(await chain.loadUavtList('TownId', 'abc', visitor)).toEqual({
      name: 'TownId',
      parent: 'abc',
      options: null,
      message: 'Lütfen ilçe seçiniz.',
    })
  })
})
