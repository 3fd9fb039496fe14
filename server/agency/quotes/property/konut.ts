import { daskPrice, isRiskGroup } from '../../pricing/dask.ts'
import { earthquakeSum, konutPackageNames, konutPremium } from '../../pricing/konut.ts'
import { formatTl } from '../../pricing/money.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage } from '../cover-period.ts'
import type { QuoteLine } from '../quote-line.ts'
import {
  addressSubject,
  choice,
  insuredCoverage,
  prepareAddress,
  wholeNumber,
  type PropertyDetails,
} from './address.ts'

export interface KonutDetails extends PropertyDetails {
  roofType: string
  constructionYear: number
  buildingAge: number
  floor: string
  homeType: string
  policyType: string
  buildingSum: number
  contentsSum: number
  policyStart: string
}

const limits = {
  building: { min: 100_000, max: 50_000_000 },
  contents: { min: 50_000, max: 10_000_000 },
}
/** Spec §5's range messages, with comma thousands. */
const thousands = (n: number) => new Intl.NumberFormat('en-US').format(n)
function sumError(label: string, value: number | null, range: { min: number; max: number }) {
  if (value === null) return `${label}: Bir değer girilmelidir.`
  if (value < range.min) return `${label}: En az ${thousands(range.min)}₺ olmalıdır.`
  if (value > range.max) return `${label}: En fazla ${thousands(range.max)}₺ olmalıdır.`
  return null
}

/**
 * Konut: the same UAVT address as DASK (risk group and construction from the register), the
 * home's details from the konut lists, and the sums. A tenant (PoliceTipi kiraci) insures only
 * the contents; an owner insures the building and, optionally, the contents.
 */
export const konutLine: QuoteLine<KonutDetails> = {
  title: 'Konut Sigortası',
  subject: addressSubject,
  period: (details, today) => chosenCover(details.policyStart, today),
  async prepare(body, context) {
    const place = await prepareAddress(body, context)
    if ('error' in place) return place
    const roof = choice(body, 'KonutCatiTipi', 'KonutCatiTipi')
    if ('missing' in roof) return { error: 'Çatı tipini seçiniz.', code: 'validation' }
    const year = choice(body, 'KonutInsaYili', 'KonutInsaYili')
    if ('missing' in year) return { error: 'Bina inşa yılını seçiniz.', code: 'validation' }
    const floor = choice(body, 'KonutBulunduguKat', 'KonutBulunduguKat')
    if ('missing' in floor) return { error: 'Bulunduğu katı seçiniz.', code: 'validation' }
    const homeType = choice(body, 'EvTipi', '84')
    if ('missing' in homeType) return { error: 'Ev tipini seçiniz.', code: 'validation' }
    const policyType = choice(body, 'PoliceTipi', '85')
    if ('missing' in policyType) return { error: 'Poliçe tipini seçiniz.', code: 'validation' }
    const tenant = policyType.value === 'kiraci'
    const buildingSum = body.BuildingSum?.trim() ? wholeNumber(body.BuildingSum) : tenant ? 0 : null
    const contentsSum = body.ContentsSum?.trim() ? wholeNumber(body.ContentsSum) : tenant ? null : 0
    if (tenant && buildingSum !== 0) {
      return {
        error: 'Kiracı poliçesinde bina bedeli girilmez; yalnızca eşya sigortalanır.',
        code: 'validation',
      }
    }
    const error =
      (tenant ? null : sumError('Bina bedeli', buildingSum, limits.building)) ??
      (tenant || contentsSum !== 0 ? sumError('Eşya bedeli', contentsSum, limits.contents) : null)
    if (error) return { error, code: 'validation' }
    const policyStart = chosenPolicyStart(body.PolicyStart, context.today)
    if (!policyStart) return { error: policyStartMessage, code: 'validation' }
    const thisYear = Number(context.today.slice(0, 4))
    return {
      details: {
        ...place.details,
        roofType: roof.value,
        constructionYear: Number(year.value),
        buildingAge: Math.max(0, thisYear - Number(year.value)),
        floor: floor.value,
        homeType: homeType.value,
        policyType: policyType.value,
        buildingSum: buildingSum ?? 0,
        contentsSum: contentsSum ?? 0,
        policyStart,
      },
    }
  },
  price(details, tariff) {
    const zone = details.address.RiskZone
    if (!isRiskGroup(zone)) return []
    const daskSumInsured = daskPrice({
      riskZone: zone,
      constructionType: details.address.ConstructionType,
      grossArea: details.address.GrossArea,
    }).sumInsured
    const sums = {
      buildingSum: details.buildingSum,
      contentsSum: details.contentsSum,
      daskSumInsured,
    }
    const { konut } = tariff
    return konut.packages.map((pkg) => {
      const basic = pkg === 'temel'
      const by = <T>(values: Record<typeof pkg, T>) => values[pkg]
      return {
        code: pkg,
        name: konutPackageNames[pkg],
        premium: konutPremium(
          {
            ...sums,
            package: pkg,
            riskZone: zone,
            constructionType: details.address.ConstructionType,
            roofType: details.roofType,
            buildingAge: details.buildingAge,
            floor: details.floor,
            homeType: details.homeType,
          },
          konut,
        ),
        maxInstallments: konut.maxInstallments,
        coverages: [
          {
            Code: 'BINA',
            Name: 'Bina bedeli',
            Value: details.buildingSum ? formatTl(details.buildingSum) : 'Yok (yalnız eşya)',
            Key: true,
          },
          {
            Code: 'ESYA',
            Name: 'Eşya bedeli',
            Value: details.contentsSum ? formatTl(details.contentsSum) : 'Yok',
            Key: true,
          },
          { Code: 'YANGIN', Name: 'Yangın, yıldırım, infilak', Value: 'Var', Key: false },
          {
            Code: 'DEPREM',
            Name: 'Deprem (DASK’ın üzerindeki bina ve eşya)',
            Value: pkg === 'tam' ? formatTl(earthquakeSum(sums)) : 'Yok',
            Key: true,
          },
          {
            Code: 'SU_BASKINI',
            Name: 'Dahili su ve sel, su baskını',
            Value: basic ? 'Yok' : 'Var',
            Key: false,
          },
          {
            Code: 'HIRSIZLIK',
            Name: 'Hırsızlık',
            Value: basic || !details.contentsSum ? 'Yok' : 'Eşya bedeli kadar',
            Key: true,
          },
          {
            Code: 'CAM',
            Name: 'Cam kırılması',
            Value: basic ? 'Yok' : konut.glassLimit,
            Key: false,
          },
          {
            Code: 'FERDI_KAZA',
            Name: 'Ferdi kaza',
            Value: by({ temel: 'Yok', genis: '50.000 TL', tam: '100.000 TL' }),
            Key: false,
          },
          {
            Code: 'MUAFIYET',
            Name: 'Muafiyet (her hasarda)',
            Value: by({
              temel: '5.000 TL',
              genis: '2.500 TL',
              tam: 'Deprem için bedelin %2’si, diğer hasarlarda 2.500 TL',
            }),
            Key: true,
          },
          {
            Code: 'KIRA_KAYBI',
            Name: 'Kira kaybı',
            Value: pkg === 'tam' && konut.rentLossMonths ? `${konut.rentLossMonths} ay` : 'Yok',
            Key: false,
          },
          {
            Code: 'ASISTANS',
            Name: 'Konut asistans',
            Value: basic ? 'Yok' : konut.assistance,
            Key: false,
          },
          insuredCoverage(details.insured),
        ],
      }
    })
  },
}
