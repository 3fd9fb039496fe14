import type { WireCall } from './wire.ts'

// The payloads spec §3 and §7 list (/work/shared/spec/storefront-spec.md), copied from the spec,
// not from the storefront's upstream modules nor from the built-in backend: a provider that
// follows the spec refuses a listed call without a listed field.
const verificationFlags = ['OpenDataAgreement', 'PrivacyPolicy', 'AdvertisementAgreement']
export const vehicleQuery = [
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
  // "accessory prices (radio, navigation, steel wheels, other)": the spec gives no names, these
  // are the ones docs/backend-contract.md gives.
  'RadioPrice',
  'NavigationPrice',
  'SteelWheelPrice',
  'OtherAccessoryPrice',
  'SktReferenceCode',
]

/** Spec §3 Phone offer. */
export const phoneOffer = [
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
]

export interface ListedPayload {
  /** The call's path as the spec writes it. */
  path: string
  /** Where the spec lists the fields. */
  spec: string
  fields: string[]
  /** Only for some calls of the path. */
  when?: (call: WireCall) => boolean
}

export const listedPayloads: ListedPayload[] = [
  {
    path: '/gecici-kod',
    spec: '§3 Verification request; §7 POST /gecici-kod',
    fields: ['QueryType', 'Phone', 'NationalNumber', ...verificationFlags],
  },
  {
    path: '/gecici-onay',
    spec: '§3 Verification confirm ("and the same agreement flags"); §7 POST /gecici-onay',
    fields: ['SmsActivationCode', 'Gsm', 'QueryType', ...verificationFlags],
  },
  {
    path: '/aml/aml/AMLKontrol',
    spec: '§3 AML check request; §7 POST /aml/aml/AMLKontrol',
    fields: ['Querytype', 'NationalNumber', 'Phone', 'Birthdate'],
  },
  {
    path: '/aml/aml/AMLKontrol',
    spec: '§3 AML check request: LicensePlateNumber (only for kasko and trafik)',
    fields: ['LicensePlateNumber'],
    when: (call) => ['kasko', 'trafik'].includes(String(call.fields.Querytype)),
  },
  { path: '/arac/Vehicle/query-info', spec: '§3 Vehicle query; §7', fields: vehicleQuery },
  { path: '/arac/Vehicle/update-info', spec: '§3 Vehicle query; §7', fields: vehicleQuery },
  {
    path: '/firm/firma/firmalar',
    spec: '§7 POST /firm/firma/firmalar',
    fields: ['QueryType', 'Gsm', 'NationalNumber', 'HeaderGuid'],
  },
  {
    path: '/api/Traffic/get-vehicle-brands-with-models',
    spec: '§7 queryType',
    fields: ['queryType'],
  },
  { path: '/api/Traffic/get-vehicle-types', spec: '§7 queryType', fields: ['queryType'] },
  { path: '/print/Print/GetPdf', spec: '§7 "adds Language (default tr)"', fields: ['Language'] },
  {
    path: '/mobilephone/teklif',
    spec: '§3 Phone offer; §7 POST /mobilephone/teklif',
    fields: phoneOffer,
  },
  { path: '/api/mobilephone/telefon-modeller', spec: '§7 BrandId (models)', fields: ['BrandId'] },
  { path: '/api/dask/ilceler', spec: '§7 CityCode', fields: ['CityCode'] },
  { path: '/api/dask/beldeler', spec: '§7 CountyId', fields: ['CountyId'] },
  { path: '/api/dask/mahalle', spec: '§7 TownId', fields: ['TownId'] },
  { path: '/api/dask/caddesokak', spec: '§7 NeighborhoodId', fields: ['NeighborhoodId'] },
  { path: '/api/dask/binakodlari', spec: '§7 RoadAndStreetId', fields: ['RoadAndStreetId'] },
  { path: '/api/dask/uavtkodlari', spec: '§7 ApartmentNumber', fields: ['ApartmentNumber'] },
  {
    path: '/api/dask/UAVT-Sorgu',
    spec: '§7 NationalNumber, Birthdate',
    fields: ['NationalNumber', 'Birthdate'],
  },
  {
    path: '/api/dask/address',
    spec: '§7 NationalNumber, UAVTNumber',
    fields: ['NationalNumber', 'UAVTNumber'],
  },
  { path: '/api/listeler/get-ulkeler', spec: '§7 QueryType', fields: ['QueryType'] },
  { path: '/api/Listeler/get-list', spec: '§7 GroupCode', fields: ['GroupCode'] },
  { path: '/faq/get-faqposts', spec: '§7 language tr-tr', fields: ['language'] },
  { path: '/page/get-page', spec: '§7 language tr-tr, slug', fields: ['language', 'slug'] },
  {
    path: '/login',
    spec: '§3 Login; §7 POST /login "as entities"',
    fields: ['Username', 'Password', 'Guid'],
  },
  {
    path: '/login',
    spec: '§3 Login: "with MFA also MfaControl and MfaCode"',
    fields: ['MfaControl', 'MfaCode'],
    when: (call) => 'MfaControl' in call.fields || 'MfaCode' in call.fields,
  },
  {
    path: '/register',
    spec: '§3 Register; §7 POST /register "as entities"',
    fields: [
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
    ],
  },
  {
    path: '/forgot-password',
    spec: '§3 Forgot password; §7 POST /forgot-password',
    fields: ['Gsm', 'NationalNumber'],
  },
  {
    path: '/change-password',
    spec: '§3 Change password; §7 POST /change-password',
    fields: ['OldPassword', 'AccessToken', 'NewPassword', 'RetryPassword', 'UId'],
  },
  { path: '/get-user-claims', spec: '§7 AccessToken', fields: ['AccessToken'] },
  { path: '/get-security-token', spec: '§7 AccessToken', fields: ['AccessToken'] },
  ...[
    'request-add',
    'request-types',
    'request-reply',
    'request-view',
    'request-list',
    'request-statuses',
  ].map((call) => ({
    path: `/api/Destek/${call}`,
    spec: '§7 POST /api/Destek/… language tr-tr',
    fields: ['language'],
  })),
]
