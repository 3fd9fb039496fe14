import { professions } from '../catalogue/vehicles.ts'
import type { AgencyDb } from '../db/database.ts'
import type { Body } from '../http.ts'
import { insurerTariffs, type InsurerTariff } from '../pricing/insurers.ts'
import {
  kaskoPackageNames,
  kaskoPremium,
  type Accessories,
  type KaskoPackage,
} from '../pricing/kasko.ts'
import { formatTl } from '../pricing/money.ts'
import { provinceGroup } from '../pricing/province.ts'
import { immLimitNames, trafikPremium } from '../pricing/trafik.ts'
import { catalogueYear } from '../catalogue/vehicle-values.ts'
import { renewalRefusal, trDate } from '../registry/dates.ts'
import { cleanPlate, isPlate } from '../rules/plate.ts'
import {
  chosenCover,
  chosenPolicyStart,
  policyStartMessage,
  yearsFrom,
  type CoverPeriod,
} from './cover-period.ts'
import { daskLine } from './property/dask.ts'
import { konutLine } from './property/konut.ts'
import { foreignerLine } from './health/foreigner.ts'
import { healthLine } from './health/health.ts'
import { travelLine } from './travel/travel.ts'
import { petLine } from './pet/line.ts'
import { phoneLine } from './phone/line.ts'
import type { InsuredPerson } from './insured.ts'
import { resolveVehicle, type ResolvedVehicle } from './vehicles.ts'

export interface Coverage {
  Code: string
  Name: string
  Value: string
  /** Shown with the offer in the list; all coverages appear in the comparison. */
  Key: boolean
}

export interface PricedPackage {
  code: string
  name: string
  premium: number
  maxInstallments: number
  coverages: Coverage[]
}

/**
 * One product line on the backend: how a quote header's details are read and checked, and how an
 * insurer prices them into packages. Adding a line means adding one of these and its tariff.
 */
export interface QuoteLine<Details> {
  /** The line's name on printed documents. */
  title: string
  /** What the offers are for, one line on printed documents (a vehicle, an address), or null. */
  subject(details: Details): string | null
  /**
   * The policy's cover if bought on `today`: what the quote priced. A start before `today` is a
   * promised cover already begun, which is not sold (`coverStartPassed`).
   */
  period(details: Details, today: string): CoverPeriod
  prepare(
    body: Body,
    context: { db: AgencyDb; nationalNumber: string; today: string },
  ): Promise<{ details: Details } | { error: string; code: 'validation' | 'data' }>
  /**
   * The persons the header named as insured (a family, a passport holder); null when it named
   * none, and the identity-checked visitor the payment names is the insured.
   */
  insured?(details: Details): InsuredPerson[] | null
  /** The insurer's packages; a line whose factors are its own finds them by the insurer's code. */
  price(details: Details, tariff: InsurerTariff, insurerCode: string): PricedPackage[]
}

interface VehicleDetails {
  vehicle: ResolvedVehicle
  /** The start the customer chose when no running policy sets it (absent on older quotes). */
  policyStart?: string
}

export interface KaskoDetails extends VehicleDetails {
  accessories: Accessories
  isOriginalLpg: boolean
  professionCode: string | null
}

const renewalMessage = (policyEndDate: string, firstQuoteDate: string) =>
  `Mevcut poliçeniz ${trDate(policyEndDate)} tarihinde sona eriyor; yeni teklif ${trDate(firstQuoteDate)} tarihinden itibaren alınabilir.`

async function prepareVehicle(
  line: 'kasko' | 'trafik',
  body: Body,
  context: { db: AgencyDb; nationalNumber: string; today: string },
): Promise<VehicleDetails | { error: string; code: 'validation' | 'data' }> {
  const plate = cleanPlate(body.LicensePlateNumber ?? '')
  if (!isPlate(plate)) return { error: 'Plaka geçersiz.', code: 'validation' }
  const vehicle = await resolveVehicle(context.db, plate, context.nationalNumber, context.today)
  if (!vehicle) {
    return {
      error: 'Araç bilgisi bulunamadı. Lütfen önce aracınızı sorgulayın ya da listeden seçin.',
      code: 'data',
    }
  }
  const refusal = renewalRefusal(line, vehicle.policyEndDate, context.today)
  if (refusal && vehicle.policyEndDate) {
    return { error: renewalMessage(vehicle.policyEndDate, refusal.firstQuoteDate), code: 'data' }
  }
  if (line === 'kasko' && vehicle.cascoValue === null) {
    return { error: 'Bu araç için kasko değeri bulunamadı.', code: 'data' }
  }
  if (vehicle.policyEndDate) return { vehicle }
  const policyStart = chosenPolicyStart(body.PolicyStart, context.today)
  if (!policyStart) return { error: policyStartMessage, code: 'validation' }
  return { vehicle, policyStart }
}

const accessoryFields = {
  radio: 'RadioPrice',
  navigation: 'NavigationPrice',
  steelWheels: 'SteelWheelPrice',
  other: 'OtherAccessoryPrice',
} as const
const ACCESSORY_LIMIT = 1_000_000

const vehicleSubject = ({ vehicle }: VehicleDetails) =>
  `Araç: ${vehicle.plate.replace(/^(\d{2})([A-Z]{1,3})(\d{2,4})$/, '$1 $2 $3')} · ${vehicle.brandName} ${vehicle.modelName} ${vehicle.modelYear}`

/**
 * A vehicle's running policy is continued from its last day (from today when it ended before the
 * purchase); without one, the policy runs a year from the start the customer chose.
 */
const vehiclePeriod = ({ vehicle, policyStart }: VehicleDetails, today: string) =>
  vehicle.policyEndDate ? yearsFrom(vehicle.policyEndDate, today) : chosenCover(policyStart, today)

const kasko: QuoteLine<KaskoDetails> = {
  title: 'Kasko',
  subject: vehicleSubject,
  period: vehiclePeriod,
  async prepare(body, context) {
    const accessories = {} as Accessories
    for (const [key, field] of Object.entries(accessoryFields) as [keyof Accessories, string][]) {
      const amount = Number((body[field] ?? '0').replace(/,/g, '') || '0')
      if (!Number.isFinite(amount) || amount < 0 || amount > ACCESSORY_LIMIT) {
        return { error: 'Aksesuar bedelleri geçersiz.', code: 'validation' }
      }
      accessories[key] = amount
    }
    const prepared = await prepareVehicle('kasko', body, context)
    if ('error' in prepared) return prepared
    const professionCode = body.ProfessionCode?.trim() || null
    if (professionCode && !professions.some((p) => p.code === professionCode)) {
      return { error: 'Meslek seçiniz.', code: 'validation' }
    }
    return {
      details: {
        ...prepared,
        accessories,
        isOriginalLpg: ['true', '1', 'on'].includes(body.IsOriginalLpg ?? ''),
        professionCode,
      },
    }
  },
  price(details, tariff) {
    const { vehicle } = details
    const group = provinceGroup(vehicle.cityCode)
    const discounted = professions.some((p) => p.code === details.professionCode && p.discounted)
    return tariff.kasko.packages.map(({ package: pkg, deductible }) => ({
      code: pkg,
      name: kaskoPackageNames[pkg],
      premium: kaskoPremium(
        {
          vehicleValue: vehicle.cascoValue ?? 0,
          vehicleAge: Math.max(0, catalogueYear - vehicle.modelYear),
          provinceGroup: group,
          package: pkg,
          deductible,
          accessories: details.accessories,
          discountedProfession: discounted,
          aftermarketLpg: vehicle.fuelType === 'lpg' && !details.isOriginalLpg,
        },
        tariff.kasko,
      ),
      maxInstallments: tariff.kasko.maxInstallments,
      coverages: kaskoCoverages(pkg, deductible, tariff, vehicle.cascoValue ?? 0),
    }))
  },
}

function kaskoCoverages(
  pkg: KaskoPackage,
  deductible: number,
  tariff: InsurerTariff,
  value: number,
): Coverage[] {
  const by = <T>(values: Record<KaskoPackage, T>) => values[pkg]
  const yes = 'Var'
  const no = 'Yok'
  return [
    { Code: 'ARAC', Name: 'Araç bedeli (kasko değeri)', Value: formatTl(value), Key: false },
    { Code: 'CARPMA', Name: 'Çarpma, çarpışma', Value: yes, Key: false },
    { Code: 'YANMA_CALINMA', Name: 'Yanma ve çalınma', Value: yes, Key: false },
    {
      Code: 'MUAFIYET',
      Name: 'Muafiyet',
      Value: deductible ? `%${deductible}` : 'Muafiyetsiz',
      Key: true,
    },
    {
      Code: 'IMM',
      Name: 'İhtiyari mali mesuliyet',
      Value: by({
        dar: '500.000 TL',
        standart: tariff.kasko.kaskoImmLimit,
        genis: tariff.kasko.kaskoImmLimit,
      }),
      Key: true,
    },
    {
      Code: 'CAM',
      Name: 'Cam kırılması',
      Value: by({ dar: no, standart: tariff.kasko.glassRepair, genis: tariff.kasko.glassRepair }),
      Key: true,
    },
    {
      Code: 'IKAME',
      Name: 'İkame araç',
      Value: by({
        dar: no,
        standart: `Yılda ${Math.min(7, tariff.kasko.replacementCarDays)} gün`,
        genis: `Yılda ${tariff.kasko.replacementCarDays} gün`,
      }),
      Key: true,
    },
    {
      Code: 'DEPREM_SEL',
      Name: 'Deprem, sel ve su baskını',
      Value: by({ dar: no, standart: yes, genis: yes }),
      Key: false,
    },
    {
      Code: 'TEROR',
      Name: 'Terör ve grev',
      Value: by({ dar: no, standart: no, genis: yes }),
      Key: false,
    },
    {
      Code: 'MINI_ONARIM',
      Name: 'Mini onarım (boya, far, ayna)',
      Value: by({ dar: no, standart: no, genis: yes }),
      Key: false,
    },
    {
      Code: 'FERDI_KAZA',
      Name: 'Ferdi kaza (koltuk başına)',
      Value: by({ dar: '100.000 TL', standart: '250.000 TL', genis: '500.000 TL' }),
      Key: false,
    },
    {
      Code: 'HUKUKSAL',
      Name: 'Hukuksal koruma',
      Value: by({ dar: no, standart: '50.000 TL', genis: '100.000 TL' }),
      Key: false,
    },
    {
      Code: 'YOL_YARDIM',
      Name: 'Yol yardım ve çekici',
      Value: tariff.roadsideAssistance,
      Key: false,
    },
  ]
}

const trafik: QuoteLine<VehicleDetails> = {
  title: 'Zorunlu Trafik Sigortası',
  subject: vehicleSubject,
  period: vehiclePeriod,
  async prepare(body, context) {
    const prepared = await prepareVehicle('trafik', body, context)
    return 'error' in prepared ? prepared : { details: prepared }
  },
  price({ vehicle }, tariff) {
    const risk = {
      vehicleType: vehicle.vehicleType as Parameters<typeof trafikPremium>[0]['vehicleType'],
      provinceGroup: provinceGroup(vehicle.cityCode),
      noClaimStep: vehicle.noClaimStep,
    }
    const options = [
      { code: 'trafik', name: 'Zorunlu Trafik', imm: 'yok' as const },
      { code: 'trafik-imm', name: 'Trafik + İMM', imm: tariff.trafik.immLimit },
    ]
    return options.map((option) => ({
      code: option.code,
      name: option.name,
      premium: trafikPremium({ ...risk, imm: option.imm }, tariff.trafik),
      maxInstallments: tariff.trafik.maxInstallments,
      coverages: [
        {
          Code: 'MADDI_ARAC',
          Name: 'Maddi zararlar (araç başına)',
          Value: '400.000 TL',
          Key: true,
        },
        {
          Code: 'MADDI_KAZA',
          Name: 'Maddi zararlar (kaza başına)',
          Value: '800.000 TL',
          Key: false,
        },
        {
          Code: 'SAGLIK',
          Name: 'Sağlık giderleri (kişi başına)',
          Value: '3.600.000 TL',
          Key: true,
        },
        {
          Code: 'SAKATLIK',
          Name: 'Sakatlık ve ölüm (kişi başına)',
          Value: '3.600.000 TL',
          Key: false,
        },
        {
          Code: 'IMM',
          Name: 'İhtiyari mali mesuliyet',
          Value: option.imm === 'yok' ? 'Yok' : immLimitNames[option.imm],
          Key: true,
        },
        {
          Code: 'YOL_YARDIM',
          Name: 'Yol yardım ve çekici',
          Value: tariff.roadsideAssistance,
          Key: true,
        },
        {
          Code: 'BASAMAK',
          Name: 'Hasarsızlık basamağı',
          Value: `${vehicle.noClaimStep}. basamak`,
          Key: false,
        },
      ],
    }))
  },
}

export const quoteLines: Record<string, QuoteLine<never>> = {
  kasko: kasko as QuoteLine<never>,
  trafik: trafik as QuoteLine<never>,
  dask: daskLine as QuoteLine<never>,
  konut: konutLine as QuoteLine<never>,
  seyahat: travelLine as QuoteLine<never>,
  petsaglik: petLine as QuoteLine<never>,
  telefon: phoneLine as QuoteLine<never>,
  tamamlayici: healthLine('tamamlayici', 'Tamamlayıcı Sağlık Sigortası') as QuoteLine<never>,
  bireysel: healthLine('bireysel', 'Bireysel Sağlık Sigortası') as QuoteLine<never>,
  yabanci: foreignerLine as QuoteLine<never>,
}

export const tariffOf = (insurerCode: string): InsurerTariff | undefined =>
  insurerTariffs[insurerCode]
