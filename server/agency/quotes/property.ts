import { findAddress, type UavtAddress } from '../dask/addresses.ts'
import type { AgencyDb } from '../db/database.ts'
import type { Body } from '../http.ts'
import { daskPrice, isRiskGroup } from '../pricing/dask.ts'
import { daskTariffYear } from '../pricing/dask-tariff.ts'
import { earthquakeSum, konutPackageNames, konutPremium } from '../pricing/konut.ts'
import { formatTl } from '../pricing/money.ts'
import { isTckn, isTrue, isVkn } from '../rules/identity.ts'
import { listText } from '../seed/reference.ts'
import type { Coverage, QuoteLine } from './lines.ts'

type Prepared<Details> = { details: Details } | { error: string; code: 'validation' | 'data' }

/**
 * Who is insured: a person by T.C. kimlik number, or (spec §5: for home and DASK a 10-digit
 * identifier is a tax number) a company or other legal person by its tax number.
 */
type Insured = 'kisi' | 'tuzel'

function insuredOf(nationalNumber: string): Insured | null {
  if (isTckn(nationalNumber)) return 'kisi'
  if (isVkn(nationalNumber)) return 'tuzel'
  return null
}

/** The address shared by both property lines: a UAVT code the address register knows. */
async function prepareAddress(
  body: Body,
  context: { db: AgencyDb; nationalNumber: string },
): Promise<Prepared<{ address: UavtAddress; insured: Insured }>> {
  const insured = insuredOf(context.nationalNumber)
  if (!insured) {
    return {
      error: 'Lütfen geçerli bir TC kimlik ya da vergi numarası giriniz.',
      code: 'validation',
    }
  }
  const uavt = (body.UAVTNumber ?? '').trim()
  if (!/^\d{10}$/.test(uavt)) {
    return { error: 'UAVT adres kodu 10 haneli bir sayıdır.', code: 'validation' }
  }
  const address = await findAddress(context.db, uavt)
  if (!address || !isRiskGroup(address.RiskZone)) {
    return { error: 'Bu UAVT adres koduna ait bir adres bulunamadı.', code: 'data' }
  }
  return { details: { address, insured } }
}

/** A list choice by id, or the fallback when the field was not sent at all. */
function choice(
  body: Body,
  field: string,
  group: string,
  fallback?: string,
): { value: string } | { missing: true } {
  const sent = body[field]?.trim()
  const value = sent || fallback
  return value !== undefined && listText(group, value) !== undefined ? { value } : { missing: true }
}

const wholeNumber = (text: string | undefined) => {
  const clean = (text ?? '').replace(/[.,\s]/g, '')
  return /^\d{1,12}$/.test(clean) ? Number(clean) : null
}

const insuredText = (insured: Insured) =>
  insured === 'tuzel' ? 'Tüzel kişi (vergi numarası)' : 'Gerçek kişi (T.C. kimlik numarası)'

const addressSubject = ({ address }: { address: UavtAddress }) =>
  `Adres: ${address.FullAddress} · UAVT ${address.UAVTNumber}`

export interface DaskDetails {
  address: UavtAddress
  insured: Insured
  constructionType: string
  constructionYear: string
  usage: string
  floorCount: number
  grossArea: number
  damageStatus: string
  isRenewal: boolean
}

/**
 * DASK: the building's risk group always comes from the address register; construction type,
 * year band, use, floors and area are what the owner declares (as on the DASK form), each
 * defaulting to the register's record of the building when not sent.
 */
export const daskLine: QuoteLine<DaskDetails> = {
  title: 'Zorunlu Deprem Sigortası (DASK)',
  subject: addressSubject,
  async prepare(body, context) {
    const place = await prepareAddress(body, context)
    if ('error' in place) return place
    const { address } = place.details
    const type = choice(body, 'DaskInsaTarzi', 'DaskInsaTarzi', address.ConstructionType)
    if ('missing' in type) return { error: 'Yapı tarzını seçiniz.', code: 'validation' }
    const year = choice(body, 'DaskInsaYili', 'DaskInsaYili', address.ConstructionYear)
    if ('missing' in year) return { error: 'Bina inşa yılını seçiniz.', code: 'validation' }
    const usage = choice(body, 'DaskKullanimSekli', 'DaskKullanimSekli', address.UsageType)
    if ('missing' in usage) return { error: 'Kullanım şeklini seçiniz.', code: 'validation' }
    const damage = choice(body, 'DaskHasarDurumu', 'DaskHasarDurumu', 'hasarsiz')
    if ('missing' in damage) return { error: 'Hasar durumunu seçiniz.', code: 'validation' }
    const floorCount = body.FloorCount?.trim() ? wholeNumber(body.FloorCount) : address.FloorCount
    if (floorCount === null || floorCount < 1 || floorCount > 99) {
      return { error: 'Kat sayısı 1 ile 99 arasında olmalıdır.', code: 'validation' }
    }
    const grossArea = body.GrossArea?.trim() ? wholeNumber(body.GrossArea) : address.GrossArea
    if (grossArea === null || grossArea < 10 || grossArea > 10_000) {
      return { error: 'Brüt alan 10 ile 10.000 m² arasında olmalıdır.', code: 'validation' }
    }
    if (damage.value === 'agir-hasarli') {
      return {
        error:
          'Ağır hasarlı binalar onarılıp güçlendirildiği belgelenmeden zorunlu deprem sigortası yapılamaz.',
        code: 'data',
      }
    }
    return {
      details: {
        ...place.details,
        constructionType: type.value,
        constructionYear: year.value,
        usage: usage.value,
        floorCount,
        grossArea,
        damageStatus: damage.value,
        isRenewal: isTrue(body.IsRenewal),
      },
    }
  },
  price(details, tariff) {
    const price = daskPrice({
      riskZone: details.address.RiskZone,
      constructionType: details.constructionType,
      grossArea: details.grossArea,
    })
    const basis = price.capped
      ? 'Sigorta bedeli yasal üst sınırla sınırlandı'
      : price.atMinimum
        ? 'Asgari prim uygulandı'
        : 'Tarife primi'
    const coverages: Coverage[] = [
      {
        Code: 'SIGORTA_BEDELI',
        Name: 'Sigorta bedeli (bina)',
        Value: formatTl(price.sumInsured),
        Key: true,
      },
      {
        Code: 'TEMINAT',
        Name: 'Teminat',
        Value: 'Deprem ve deprem sonucu yangın, infilak, tsunami, yer kayması',
        Key: false,
      },
      {
        Code: 'RISK_GRUBU',
        Name: 'Deprem risk grubu',
        Value: `${details.address.RiskZone}. grup`,
        Key: false,
      },
      {
        Code: 'YAPI_TARZI',
        Name: 'Yapı tarzı',
        Value: listText('DaskInsaTarzi', details.constructionType) ?? details.constructionType,
        Key: false,
      },
      {
        Code: 'TARIFE',
        Name: `Tarife (${daskTariffYear})`,
        Value: `Binde ${price.ratePerMille.toLocaleString('tr-TR')} · ${basis}`,
        Key: false,
      },
      {
        Code: 'BINA_BILGISI',
        Name: 'Bina',
        Value: [
          listText('DaskInsaYili', details.constructionYear),
          `${details.floorCount} kat`,
          `${details.grossArea} m²`,
          listText('DaskKullanimSekli', details.usage),
          listText('DaskHasarDurumu', details.damageStatus),
        ].join(' · '),
        Key: false,
      },
      {
        Code: 'YENILEME',
        Name: 'Poliçe',
        Value: details.isRenewal ? 'Yenileme' : 'Yeni poliçe',
        Key: false,
      },
      { Code: 'MUAFIYET', Name: 'Muafiyet', Value: 'Sigorta bedelinin %2’si', Key: false },
      { Code: 'SIGORTALI', Name: 'Sigortalı', Value: insuredText(details.insured), Key: false },
      { Code: 'HIZMET', Name: 'Poliçe teslimi', Value: tariff.dask.service, Key: true },
      { Code: 'HASAR_HATTI', Name: 'Hasar ihbarı', Value: tariff.dask.claims, Key: true },
    ]
    return [
      {
        code: 'dask',
        name: 'Zorunlu Deprem Sigortası',
        premium: price.premium,
        // DASK is paid in one instalment: the policy starts when the premium is paid.
        maxInstallments: 1,
        coverages,
      },
    ]
  },
}

export interface KonutDetails {
  address: UavtAddress
  insured: Insured
  roofType: string
  constructionYear: number
  buildingAge: number
  floor: string
  homeType: string
  policyType: string
  buildingSum: number
  contentsSum: number
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
            Key: false,
          },
          {
            Code: 'ESYA',
            Name: 'Eşya bedeli',
            Value: details.contentsSum ? formatTl(details.contentsSum) : 'Yok',
            Key: false,
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
            Key: true,
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
          { Code: 'SIGORTALI', Name: 'Sigortalı', Value: insuredText(details.insured), Key: false },
        ],
      }
    })
  },
}
