import { daskPrice } from '../../pricing/dask.ts'
import { daskTariffYear } from '../../pricing/dask-tariff.ts'
import { formatTl } from '../../pricing/money.ts'
import { isTrue } from '../../rules/identity.ts'
import { listText } from '../../catalogue/select-lists.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage } from '../cover-period.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import {
  addressSubject,
  choice,
  insuredCoverage,
  prepareAddress,
  wholeNumber,
  type PropertyDetails,
} from './address.ts'
import { DASK_RENEWAL_DISCOUNT, renewedDaskInsurer } from './dask-renewal.ts'

export interface DaskDetails extends PropertyDetails {
  constructionType: string
  constructionYear: string
  usage: string
  floorCount: number
  grossArea: number
  damageStatus: string
  isRenewal: boolean
  /** The insurer a renewal continues with (its code), which prices it with the renewal discount. */
  renewedInsurer?: string | null
  policyStart: string
}

/**
 * DASK: the building's risk group always comes from the address register; construction type,
 * year band, use, floors and area are what the owner declares (as on the DASK form), each
 * defaulting to the register's record of the building when not sent.
 */
export const daskLine: QuoteLine<DaskDetails> = {
  title: 'Zorunlu Deprem Sigortası (DASK)',
  subject: addressSubject,
  period: (details, today) => chosenCover(details.policyStart, today),
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
    const policyStart = chosenPolicyStart(body.PolicyStart, context.today)
    if (!policyStart) return { error: policyStartMessage, code: 'validation' }
    if (damage.value === 'agir-hasarli') {
      return {
        error:
          'Ağır hasarlı binalar onarılıp güçlendirildiği belgelenmeden zorunlu deprem sigortası yapılamaz.',
        code: 'data',
      }
    }
    const isRenewal = isTrue(body.IsRenewal)
    const renewedInsurer = isRenewal
      ? await renewedDaskInsurer(
          context.db,
          context.nationalNumber,
          place.details.address.UAVTNumber,
          context.today,
        )
      : null
    return {
      details: {
        ...place.details,
        constructionType: type.value,
        constructionYear: year.value,
        usage: usage.value,
        floorCount,
        grossArea,
        damageStatus: damage.value,
        isRenewal,
        renewedInsurer,
        policyStart,
      },
    }
  },
  price(details, tariff, insurerCode) {
    const renewing = details.isRenewal && details.renewedInsurer === insurerCode
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
        Key: true,
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
        Value: renewing
          ? `Yenileme · %${Math.round((1 - DASK_RENEWAL_DISCOUNT) * 100)} yenileme indirimi`
          : details.isRenewal
            ? 'Yenileme'
            : 'Yeni poliçe',
        Key: false,
      },
      { Code: 'MUAFIYET', Name: 'Muafiyet', Value: 'Sigorta bedelinin %2’si', Key: true },
      insuredCoverage(details.insured),
      { Code: 'HIZMET', Name: 'Poliçe teslimi', Value: tariff.dask.service, Key: true },
      { Code: 'HASAR_HATTI', Name: 'Hasar ihbarı', Value: tariff.dask.claims, Key: true },
    ]
    return [
      {
        code: 'dask',
        name: 'Zorunlu Deprem Sigortası',
        premium: renewing
          ? Math.round(price.premium * DASK_RENEWAL_DISCOUNT * 100) / 100
          : price.premium,
        // DASK is paid in one instalment: the policy starts when the premium is paid.
        maxInstallments: 1,
        coverages,
      },
    ]
  },
}
