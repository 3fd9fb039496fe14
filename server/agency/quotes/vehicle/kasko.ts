import { professions } from '../../catalogue/vehicles.ts'
import { catalogueYear } from '../../catalogue/vehicle-values.ts'
import type { InsurerTariff } from '../../pricing/insurers.ts'
import {
  kaskoPackageNames,
  kaskoPremium,
  type Accessories,
  type KaskoPackage,
} from '../../pricing/kasko.ts'
import { formatTl } from '../../pricing/money.ts'
import { provinceGroup } from '../../pricing/province.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import { prepareVehicle, vehiclePeriod, vehicleSubject, type VehicleDetails } from './vehicle.ts'

export interface KaskoDetails extends VehicleDetails {
  accessories: Accessories
  isOriginalLpg: boolean
  professionCode: string | null
}

const accessoryFields = {
  radio: 'RadioPrice',
  navigation: 'NavigationPrice',
  steelWheels: 'SteelWheelPrice',
  other: 'OtherAccessoryPrice',
} as const
const ACCESSORY_LIMIT = 1_000_000

export const kaskoLine: QuoteLine<KaskoDetails> = {
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
        ...prepared.details,
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
      Code: 'SERVIS',
      Name: 'Servis türü',
      Value: by({
        dar: 'Anlaşmalı servis',
        standart: tariff.kasko.repairShop,
        genis: tariff.kasko.repairShop,
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
