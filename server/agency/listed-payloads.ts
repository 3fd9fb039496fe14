import type { MiddlewareHandler } from 'hono'
import { fail, readBody, type Body } from './http.ts'
import { quoteCodes } from './quotes/codes.ts'

// The fields spec §3 and §7 list for each call, by the path this back office serves it under.
// The storefront's own lists live in its upstream modules and the contract test keeps a third,
// copied from the spec: the three are compared only on the wire, never by sharing code.
const verificationFlags = ['OpenDataAgreement', 'PrivacyPolicy', 'AdvertisementAgreement']
const vehicleQuery = [
  'NationalNumber',
  'LicensePlateNumber',
  'LicensePermitNumber',
  'AsbisNumber',
  'Phone',
  'EMail',
  'MasterBranch',
  'ProfessionCode',
  'IsYK',
  'CityCode',
  'EngineNumber',
  'UsingType',
  'FrameNumber',
  'BrandCodeFull',
  'VehicleType',
  'FuelType',
  'ColorCode',
  'FirstTrafficDate',
  'IsOriginalLpg',
  'ModelYear',
  // The spec's "accessory prices (radio, navigation, steel wheels, other)", by the names
  // docs/backend-contract.md gives them.
  'RadioPrice',
  'NavigationPrice',
  'SteelWheelPrice',
  'OtherAccessoryPrice',
  'SktReferenceCode',
]
const destek = (call: string) => `/common/api/Destek/${call}`
const register = [
  'CityCode',
  'CountyCode',
  'Email',
  'NationalNumber',
  'Name',
  'Surname',
  'Password',
  'Phone',
  'Birthdate',
  'Gender',
  'AdvertisementAgreement',
  'PrivacyAgreement',
  'OpenDataAgreement',
  'Guid',
]

const listedFields: Record<string, (body: Body) => string[]> = {
  '/auth/gecici-kod': () => ['QueryType', 'Phone', 'NationalNumber', ...verificationFlags],
  '/auth/gecici-onay': () => ['SmsActivationCode', 'Gsm', 'QueryType', ...verificationFlags],
  // Spec §3 Login: "with MFA also MfaControl and MfaCode", so a login that sends either sends both.
  '/auth/login': (body) => [
    'Username',
    'Password',
    'Guid',
    ...(body.MfaControl !== undefined || body.MfaCode !== undefined
      ? ['MfaControl', 'MfaCode']
      : []),
  ],
  '/auth/register': () => register,
  '/auth/forgot-password': () => ['Gsm', 'NationalNumber'],
  '/auth/change-password': () => [
    'OldPassword',
    'AccessToken',
    'NewPassword',
    'RetryPassword',
    'UId',
  ],
  '/auth/get-user-claims': () => ['AccessToken'],
  '/auth/get-security-token': () => ['AccessToken'],
  '/common/aml/aml/AMLKontrol': (body) => [
    'Querytype',
    'NationalNumber',
    'Phone',
    'Birthdate',
    ...(['kasko', 'trafik'].includes(body.Querytype ?? '') ? ['LicensePlateNumber'] : []),
  ],
  '/common/arac/Vehicle/query-info': () => vehicleQuery,
  '/common/arac/Vehicle/update-info': () => vehicleQuery,
  '/offers/firm/firma/firmalar': () => ['QueryType', 'Gsm', 'NationalNumber', 'HeaderGuid'],
  '/common/api/Traffic/get-vehicle-brands-with-models': () => ['queryType'],
  '/common/api/Traffic/get-vehicle-types': () => ['queryType'],
  '/print/print/Print/GetPdf': () => ['Language'],
  '/offers/mobilephone/teklif': () => [
    'InsuranceFirm',
    'PackageGuid',
    'HeaderGuid',
    'IPAddress',
    'UserAgent',
    'NationalNumber',
    'Phone',
    'PolicyStart',
    'EMail',
    'CepMarka',
    'CepModel',
    'CepModelId',
    'CepMarkaId',
    'ImeiNo',
  ],
  '/common/api/mobilephone/telefon-modeller': () => ['BrandId'],
  '/common/api/dask/ilceler': () => ['CityCode'],
  '/common/api/dask/beldeler': () => ['CountyId'],
  '/common/api/dask/mahalle': () => ['TownId'],
  '/common/api/dask/caddesokak': () => ['NeighborhoodId'],
  '/common/api/dask/binakodlari': () => ['RoadAndStreetId'],
  '/common/api/dask/uavtkodlari': () => ['ApartmentNumber'],
  '/common/api/dask/UAVT-Sorgu': () => ['NationalNumber', 'Birthdate'],
  '/common/api/dask/address': () => ['NationalNumber', 'UAVTNumber'],
  '/common/api/listeler/get-ulkeler': () => ['QueryType'],
  '/common/api/Listeler/get-list': () => ['GroupCode'],
  '/content/faq/get-faqposts': () => ['language'],
  '/content/page/get-page': () => ['language', 'slug'],
  '/common/firms/GetFirms': () => ['BranchId'],
  '/search/search': () => ['keyword', 'language'],
  ...Object.fromEntries(
    [
      'request-add',
      'request-types',
      'request-reply',
      'request-view',
      'request-list',
      'request-statuses',
    ].map((call) => [destek(call), () => ['language']]),
  ),
}

/**
 * Refuses a call the spec lists a payload for when a listed field is missing, as a provider that
 * follows the spec does: a 400 with validasyon_hatasi (1000) naming the fields. A field sent
 * empty is there; whether its value will do is the call's own business.
 */
export function refuseIncompleteCalls(): MiddlewareHandler {
  return async (c, next) => {
    const listed = c.req.method === 'POST' ? listedFields[c.req.path] : undefined
    if (!listed) return next()
    const body = await readBody(c)
    const missing = listed(body).filter((field) => body[field] === undefined)
    if (missing.length === 0) return next()
    return fail(c, 400, `İstekte zorunlu alanlar eksik: ${missing.join(', ')}.`, {
      StatusCode: quoteCodes.validasyon_hatasi,
    })
  }
}
