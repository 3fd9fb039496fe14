import { phoneBrandOf, phoneModelOf, type PhoneModel } from '../../catalogue/phones.ts'
import { formatTl } from '../../pricing/money.ts'
import {
  phoneInsurers,
  phoneMaxAgeMonths,
  phonePackageNames,
  phonePremium,
  type PhoneInsurerFactors,
  type PhonePackage,
} from '../../pricing/phone.ts'
import { isoFromTrDate, trDate } from '../../registry/dates.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage } from '../cover-period.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import { phoneQuotable } from './device-age.ts'
import { isImei } from './imei.ts'

export interface PhoneDetails {
  brand: string
  model: PhoneModel
  imei: string
  purchaseDate: string
  policyStart: string
  email: string
}

const phoneAgeMessage = `Telefon sigortası, satın alınalı en fazla ${phoneMaxAgeMonths} ay olmuş cihazlara yapılabiliyor.`

function coverages(details: PhoneDetails, pkg: PhonePackage, insurer: PhoneInsurerFactors) {
  const has = (...packages: PhonePackage[]) => (packages.includes(pkg) ? 'Var' : 'Yok')
  const list: Coverage[] = [
    {
      Code: 'CIHAZ',
      Name: 'Cihaz bedeli (liste fiyatı)',
      Value: formatTl(details.model.listPrice),
      Key: false,
    },
    { Code: 'EKRAN', Name: 'Ekran kırılması', Value: 'Var', Key: true },
    {
      Code: 'KAZA',
      Name: 'Kaza sonucu hasar (düşme, çarpma)',
      Value: has('kaza', 'kaza-hirsizlik'),
      Key: true,
    },
    { Code: 'SIVI', Name: 'Sıvı teması', Value: has('kaza', 'kaza-hirsizlik'), Key: true },
    {
      Code: 'HIRSIZLIK',
      Name: 'Hırsızlık (gasp ve zorla)',
      Value: has('kaza-hirsizlik'),
      Key: true,
    },
    {
      Code: 'MUAFIYET',
      Name: 'Muafiyet (her hasarda)',
      Value: insurer.deductible ? `%${insurer.deductible}` : 'Muafiyetsiz',
      Key: true,
    },
    {
      Code: 'HASAR_ADEDI',
      Name: 'Yıllık hasar adedi',
      Value: `${insurer.claimsPerYear}`,
      Key: false,
    },
    { Code: 'SERVIS', Name: 'Onarım', Value: insurer.service, Key: false },
    {
      Code: 'CIHAZ_BILGISI',
      Name: 'Sigortalı cihaz',
      Value: `${details.brand} ${details.model.title} · IMEI ${details.imei}`,
      Key: false,
    },
    {
      Code: 'BASLANGIC',
      Name: 'Poliçe başlangıcı',
      Value: trDate(details.policyStart),
      Key: false,
    },
  ]
  return list
}

/**
 * Cep telefonu: a model from the catalogue (its list price is the sum insured), the IMEI, bought
 * at most 12 months ago, cover from today to 30 days ahead; packages by coverage.
 */
export const phoneLine: QuoteLine<PhoneDetails> = {
  title: 'Cep Telefonu Sigortası',
  subject: ({ brand, model, imei }) => `${brand} ${model.title} · IMEI ${imei}`,
  period: (details, today) => chosenCover(details.policyStart, today),
  async prepare(body, { today }) {
    const model = phoneModelOf(Number(body.CepModelId))
    const brand = phoneBrandOf(Number(body.CepMarkaId))
    if (!model || !brand || model.brandKey !== brand.key) {
      return { error: 'Telefonun markasını ve modelini seçiniz.', code: 'validation' }
    }
    const imei = (body.ImeiNo ?? '').replace(/\s/g, '')
    if (!isImei(imei)) return { error: 'IMEI numarası geçersiz.', code: 'validation' }
    const purchaseDate = isoFromTrDate(body.SatinAlmaTarihi)
    if (!purchaseDate || purchaseDate > today) {
      return { error: 'Satın alma tarihi geçersiz.', code: 'validation' }
    }
    if (!phoneQuotable(purchaseDate, today)) {
      return { error: phoneAgeMessage, code: 'data' }
    }
    const policyStart = chosenPolicyStart(body.PolicyStart, today)
    if (!policyStart) return { error: policyStartMessage, code: 'validation' }
    const email = (body.EMail ?? '').trim()
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return { error: 'E-posta adresi geçersiz.', code: 'validation' }
    }
    return { details: { brand: brand.title, model, imei, purchaseDate, policyStart, email } }
  },
  price(details, _tariff, insurerCode) {
    const insurer = phoneInsurers[insurerCode]
    if (!insurer) return []
    return insurer.packages.map((pkg) => ({
      code: pkg,
      name: phonePackageNames[pkg],
      premium: phonePremium({ listPrice: details.model.listPrice, package: pkg }, insurer),
      maxInstallments: insurer.maxInstallments,
      coverages: coverages(details, pkg, insurer),
    }))
  },
}
