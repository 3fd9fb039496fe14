import type { ListEntry } from './list-entry.ts'

const yearsNewestFirst = (from: number, to: number): ListEntry[] =>
  Array.from({ length: from - to + 1 }, (_, i) => String(from - i)).map(
    (year) => [year, year] as const,
  )

/**
 * The select lists of the DASK and konut lines; their ids are codes because the tariffs read them
 * (pricing/dask-tariff.ts, pricing/konut.ts).
 */
export const propertyLists: Record<string, ListEntry[]> = {
  DaskInsaTarzi: [
    ['betonarme', 'Çelik, betonarme karkas'],
    ['yigma', 'Yığma kagir'],
    ['diger', 'Diğer'],
  ],
  DaskInsaYili: [
    ['1975-oncesi', '1975 ve öncesi'],
    ['1976-1996', '1976 - 1996'],
    ['1997-1999', '1997 - 1999'],
    ['2000-2006', '2000 - 2006'],
    ['2007-sonrasi', '2007 ve sonrası'],
  ],
  DaskKullanimSekli: [
    ['mesken', 'Mesken'],
    ['isyeri', 'İşyeri'],
    ['mesken-isyeri', 'Mesken ve işyeri'],
  ],
  /** Not named by the spec; the DASK form asks it and a heavily damaged building is refused. */
  DaskHasarDurumu: [
    ['hasarsiz', 'Hasarsız'],
    ['az-hasarli', 'Az hasarlı'],
    ['orta-hasarli', 'Orta hasarlı'],
    ['agir-hasarli', 'Ağır hasarlı'],
  ],
  KonutCatiTipi: [
    ['betonarme', 'Betonarme'],
    ['kiremit', 'Kiremit'],
    ['celik', 'Çelik konstrüksiyon'],
    ['ahsap', 'Ahşap'],
  ],
  KonutInsaYili: yearsNewestFirst(2026, 1950),
  KonutBulunduguKat: [
    ['-1', 'Bodrum kat'],
    ['0', 'Zemin kat'],
    ...Array.from({ length: 30 }, (_, i) => [String(i + 1), `${i + 1}. kat`] as const),
    ['cati', 'Çatı katı'],
  ],
  '84': [
    ['apartman', 'Apartman dairesi'],
    ['mustakil', 'Müstakil ev'],
    ['villa', 'Villa'],
    ['rezidans', 'Rezidans'],
  ],
  '85': [
    ['ev-sahibi', 'Ev sahibi (bina ve eşya)'],
    ['kiraci', 'Kiracı (yalnız eşya)'],
  ],
}
