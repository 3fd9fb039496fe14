import {
  constructionClass,
  maximumSumInsured,
  minimumPremium,
  ratePerMille,
  unitCost,
  type RiskGroup,
} from './dask-tariff.ts'
import { roundLira } from './money.ts'

export interface DaskRisk {
  /** DASK risk group of the building, 1–7. */
  riskZone: number
  /** DaskInsaTarzi id: betonarme, yigma or diger. */
  constructionType: string
  /** Gross area of the dwelling, m². */
  grossArea: number
}

export interface DaskPrice {
  sumInsured: number
  ratePerMille: number
  premium: number
  /** The sum insured was cut to the legal maximum. */
  capped: boolean
  /** The premium was raised to the risk group's minimum. */
  atMinimum: boolean
}

export const isRiskGroup = (zone: number): zone is RiskGroup =>
  Number.isInteger(zone) && zone >= 1 && zone <= 7

/**
 * The DASK premium: sum insured = gross area × the class's unit cost, at most the legal maximum;
 * premium = sum insured × the group's per-mille rate, at least the group's minimum. It is the
 * same at every insurer: DASK is a state pool and the insurers only sell its policy.
 */
export function daskPrice(risk: DaskRisk): DaskPrice {
  if (!isRiskGroup(risk.riskZone)) throw new RangeError(`DASK risk grubu 1–7: ${risk.riskZone}`)
  const cls = constructionClass[risk.constructionType]
  if (!cls) throw new RangeError(`Bilinmeyen yapı tarzı: ${risk.constructionType}`)
  const full = risk.grossArea * unitCost[cls]
  const sumInsured = Math.min(full, maximumSumInsured)
  const rate = ratePerMille[risk.riskZone][cls]
  const tariffPremium = roundLira((sumInsured * rate) / 1000)
  const minimum = minimumPremium[risk.riskZone]
  return {
    sumInsured,
    ratePerMille: rate,
    premium: Math.max(tariffPremium, minimum),
    capped: full > maximumSumInsured,
    atMinimum: tariffPremium < minimum,
  }
}
