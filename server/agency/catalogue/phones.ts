export interface PhoneBrand {
  key: number
  title: string
}

export interface PhoneModel {
  id: number
  brandKey: number
  title: string
  /** The brand's list price in Türkiye, TL, for the smallest storage: the sum insured. */
  listPrice: number
}

/** The brands the phone insurers cover (spec §3 phone brands: Title, Key). */
export const phoneBrands: PhoneBrand[] = [
  { key: 1, title: 'Apple' },
  { key: 2, title: 'Samsung' },
  { key: 3, title: 'Xiaomi' },
  { key: 4, title: 'Huawei' },
  { key: 5, title: 'OPPO' },
  { key: 6, title: 'Honor' },
]

const models = (brandKey: number, first: number, list: [title: string, listPrice: number][]) =>
  list.map(([title, listPrice], i): PhoneModel => ({ id: first + i, brandKey, title, listPrice }))

/**
 * Current models with their list prices at the end of 2026's first half; an operator updates
 * them here as the brands change their prices.
 */
export const phoneModels: PhoneModel[] = [
  ...models(1, 101, [
    ['iPhone 17 Pro Max', 104_999],
    ['iPhone 17 Pro', 94_999],
    ['iPhone Air', 84_999],
    ['iPhone 17', 69_999],
    ['iPhone 16e', 44_999],
    ['iPhone 16', 57_999],
  ]),
  ...models(2, 201, [
    ['Galaxy Z Fold7', 99_999],
    ['Galaxy Z Flip7', 59_999],
    ['Galaxy S25 Ultra', 74_999],
    ['Galaxy S25', 49_999],
    ['Galaxy S25 FE', 32_999],
    ['Galaxy A56 5G', 22_999],
    ['Galaxy A36 5G', 17_999],
    ['Galaxy A17', 10_999],
  ]),
  ...models(3, 301, [
    ['Xiaomi 15T Pro', 44_999],
    ['Xiaomi 15T', 34_999],
    ['Redmi Note 14 Pro+ 5G', 24_999],
    ['Redmi Note 14 Pro', 17_999],
    ['Redmi Note 14', 11_999],
    ['Redmi 15C', 7_499],
  ]),
  ...models(4, 401, [
    ['Pura 80 Pro', 64_999],
    ['nova 14 Pro', 34_999],
    ['nova 13i', 12_999],
  ]),
  ...models(5, 501, [
    ['Find X9 Pro', 69_999],
    ['Reno14 F 5G', 24_999],
    ['A5 Pro', 12_999],
  ]),
  ...models(6, 601, [
    ['Magic7 Pro', 54_999],
    ['Honor 400', 27_999],
    ['Honor X8c', 13_999],
  ]),
]

export const phoneModelOf = (id: number) => phoneModels.find((m) => m.id === id)
export const phoneBrandOf = (key: number) => phoneBrands.find((b) => b.key === key)
