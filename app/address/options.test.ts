import { describe, expect, it } from 'vitest'
import { addressListsUnloaded } from './options.ts'

const yozgat = { id: 66, name: 'Yozgat' }
const merkez = { id: 1, name: 'Merkez' }

describe('address lists that did not load', () => {
  it.each([
    ['both lists', [yozgat], { cityCode: '66', options: [merkez] }, false],
    ['the cities, no city chosen yet', [yozgat], { cityCode: '', options: [] }, false],
    ['no city list', [], { cityCode: '', options: [] }, true],
    ['no county list for the city chosen', [yozgat], { cityCode: '66', options: [] }, true],
  ])('%s: unloaded is %s', (_case, cities, counties, unloaded) => {
    expect(addressListsUnloaded(cities, counties)).toBe(unloaded)
  })
})
