import { callEnvelope, type UpstreamContext } from './client.server.ts'

export interface City {
  ID: number
  CityName: string
}
export interface County {
  ID: number
  CountyName: string
  CityCode: number
}
export interface Country {
  StringKey: string
  StringPair: string
}
export interface ListItem {
  Id: string
  Text: string
}
export interface Firm {
  Id: number
  Code: string
  Name: string
  ShortName: string
}

export const getCities = (context: UpstreamContext) =>
  callEnvelope<never, City>({ service: 'common', path: '/api/listeler/get-iller' }, context)

export const getCounties = (cityCode: number, context: UpstreamContext) =>
  callEnvelope<never, County>(
    { service: 'common', path: '/api/listeler/get-ilceler', body: { CityCode: cityCode } },
    context,
  )

export const getCountries = (queryType: string, context: UpstreamContext) =>
  callEnvelope<never, Country>(
    { service: 'common', path: '/api/listeler/get-ulkeler', body: { QueryType: queryType } },
    context,
  )

/** A select list by its group code (spec §3: DASK and home lists, 84 = EvTipi, 85 = PoliceTipi). */
export const getList = (groupCode: string, context: UpstreamContext) =>
  callEnvelope<never, ListItem>(
    { service: 'common', path: '/api/Listeler/get-list', body: { GroupCode: groupCode } },
    context,
  )

export const getFirms = (branchId: string, context: UpstreamContext) =>
  callEnvelope<never, Firm>(
    { service: 'common', path: '/firms/GetFirms', body: { BranchId: branchId } },
    context,
  )
