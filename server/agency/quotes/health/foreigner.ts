import { healthInsurers } from '../../pricing/health-insurers.ts'
import {
  foreignerPackageNames,
  foreignerPremium,
  type ForeignerPackage,
} from '../../pricing/foreigner.ts'
import { isPassportNumber, isTckn } from '../../rules/identity.ts'
import { yearsFrom } from '../cover-period.ts'
import type { QuoteLine } from '../quote-line.ts'
import { maskedNumber, passportHolderOf, type InsuredPerson } from '../insured.ts'
import { ageOn, birthIso } from './dates.ts'

export interface ForeignerDetails {
  passportNumber: string
  nationality: { code: string; name: string }
  foreignerIdNumber: string | null
  years: 1 | 2
  age: number
  /** The applicant when they started with the passport (ID type 2). */
  passportHolder?: InsuredPerson
}

const packages: ForeignerPackage[] = ['yatarak', 'yatarak-ayakta']
const invalid = (error: string) => ({ error, code: 'validation' as const })

/**
 * Yabancı sağlık: the health insurance a foreigner's residence permit asks for. The passport,
 * the nationality (an ISO code of the countries list), the foreigner ID number when there is one
 * (99 and nine more digits, with the T.C. kimlik checksum) and the permit's period, 1 or 2 years.
 */
export const foreignerLine: QuoteLine<ForeignerDetails> = {
  title: 'Yabancı Sağlık Sigortası',
  subject: (d) =>
    `${d.nationality.name} uyruklu, pasaport ${maskedNumber(d.passportNumber)} · ${d.years} yıllık ikamet izni`,
  insured: (d) => (d.passportHolder ? [d.passportHolder] : null),
  // The residence permit's whole period, from the day of purchase.
  period: (d, today) => yearsFrom(null, today, d.years),
  async prepare(body, { db, today, nationalNumber }) {
    const passportNumber = (body.PassportNumber ?? '').trim().toUpperCase()
    if (!isPassportNumber(passportNumber)) return invalid('Pasaport numarası geçersiz.')
    const passport = passportHolderOf(body, nationalNumber)
    if ('error' in passport) return invalid(passport.error)
    if (passport.holder && passportNumber !== nationalNumber) {
      return invalid('Pasaport numarası kimlik numarası yerine yazılan numara olmalıdır.')
    }
    const code = (body.Nationality ?? '').trim().toUpperCase()
    const nationality =
      code && code !== 'TR'
        ? await db.selectFrom('countries').selectAll().where('code', '=', code).executeTakeFirst()
        : undefined
    if (!nationality) return invalid('Uyruğunuzu listeden seçiniz.')
    const foreignerIdNumber = body.ForeignerIdNumber?.trim() || null
    if (foreignerIdNumber && !(foreignerIdNumber.startsWith('99') && isTckn(foreignerIdNumber))) {
      return invalid('Yabancı kimlik numarası 99 ile başlayan 11 haneli bir numaradır.')
    }
    const years = body.PermitYears?.trim()
    if (years !== '1' && years !== '2') return invalid('İkamet izni süresini seçiniz.')
    const birth = birthIso(body.Birthdate, today)
    if (!birth) return invalid('Doğum tarihi geçersiz.')
    return {
      details: {
        passportNumber,
        nationality,
        foreignerIdNumber,
        years: Number(years) as 1 | 2,
        age: ageOn(birth, today),
        ...(passport.holder ? { passportHolder: passport.holder } : {}),
      },
    }
  },
  price(details, _tariff, insurerCode) {
    const tariff = healthInsurers[insurerCode]?.foreigner
    if (!tariff) return []
    return packages.flatMap((pkg) => {
      const premium = foreignerPremium(
        { age: details.age, years: details.years, package: pkg },
        tariff,
      )
      if (premium === null) return []
      return [
        {
          code: pkg,
          name: foreignerPackageNames[pkg],
          premium,
          maxInstallments: tariff.maxInstallments,
          coverages: [
            {
              Code: 'IKAMET',
              Name: 'İkamet izni başvurusu için',
              Value: 'Geçerli (poliçe ikamet süresince)',
              Key: true,
            },
            { Code: 'SURE', Name: 'Sigorta süresi', Value: `${details.years} yıl`, Key: true },
            { Code: 'YATARAK', Name: 'Yatarak tedavi', Value: 'Var', Key: true },
            {
              Code: 'AYAKTA',
              Name: 'Ayakta tedavi',
              Value: pkg === 'yatarak-ayakta' ? 'Yılda 8 kez' : 'Yok',
              Key: true,
            },
            { Code: 'UYRUK', Name: 'Uyruk', Value: details.nationality.name, Key: false },
            {
              Code: 'SIGORTALI',
              Name: 'Sigortalı yaşı',
              Value: `${details.age} (en fazla ${tariff.maxAge})`,
              Key: false,
            },
          ],
        },
      ]
    })
  },
}
