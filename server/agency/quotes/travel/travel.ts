import { healthInsurers } from '../../pricing/health-insurers.ts'
import { formatTl } from '../../pricing/money.ts'
import {
  meetsSchengen,
  travelPackageNames,
  travelPremium,
  travelRegionNames,
  type TravelPackage,
  type TravelRegion,
} from '../../pricing/travel.ts'
import { listText } from '../../catalogue/select-lists.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import { daysBetween, isoFromTrDate, trDate } from '../../registry/dates.ts'
import { ageOn, birthIso } from '../health/dates.ts'
import { passportHolderOf, type InsuredPerson } from '../insured.ts'
import { regionOf } from './countries.ts'

export interface TravelDetails {
  countries: { code: string; name: string }[]
  region: TravelRegion
  startDate: string
  endDate: string
  days: number
  age: number
  purpose: string
  /** The traveller when they gave a passport (ID type 2); absent for a T.C. kimlik holder. */
  passportHolder?: InsuredPerson
}

const MAX_TRIP_DAYS = 365
const luggage: Record<TravelPackage, string> = {
  temel: 'Yok',
  standart: '500 EUR',
  genis: '1.000 EUR',
}
const eur = (amount: number) => `${new Intl.NumberFormat('tr-TR').format(amount)} EUR`
const invalid = (error: string) => ({ error, code: 'validation' as const })

/**
 * Seyahat sağlık: the destinations (ISO codes, comma-separated), the trip's dates and purpose and
 * the traveller's birth date. Every offer says whether it meets the Schengen visa's minimum.
 */
export const travelLine: QuoteLine<TravelDetails> = {
  title: 'Seyahat Sağlık Sigortası',
  subject: (d) =>
    `Seyahat: ${d.countries.map((c) => c.name).join(', ')} · ${trDate(d.startDate)}–${trDate(d.endDate)} (${d.days} gün)`,
  insured: (d) => (d.passportHolder ? [d.passportHolder] : null),
  // The trip, from its first day to the return: once under way, it can no longer be insured.
  period: (d) => ({ startsOn: d.startDate, endsOn: d.endDate }),
  async prepare(body, { db, today, nationalNumber }) {
    const passport = passportHolderOf(body, nationalNumber)
    if ('error' in passport) return invalid(passport.error)
    const codes = [
      ...new Set(
        (body.DestinationCountries ?? '')
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      ),
    ]
    if (codes.length === 0) return invalid('Gideceğiniz en az bir ülke seçiniz.')
    // No trip crosses more countries than that; a longer list is no choice but a flood.
    if (codes.length > 60) return invalid('En fazla 60 ülke seçebilirsiniz.')
    if (codes.includes('TR')) return invalid('Türkiye seyahat ülkesi olarak seçilemez.')
    const countries = await db
      .selectFrom('countries')
      .selectAll()
      .where('code', 'in', codes)
      .execute()
    if (countries.length !== codes.length) return invalid('Seçilen ülke bulunamadı.')
    const startDate = isoFromTrDate(body.TravelStartDate)
    const endDate = isoFromTrDate(body.TravelEndDate)
    if (!startDate || startDate < today) {
      return invalid('Seyahat başlangıç tarihi bugün ya da sonrası olmalıdır.')
    }
    if (!endDate || endDate <= startDate) {
      return invalid('Dönüş tarihi başlangıç tarihinden sonra olmalıdır.')
    }
    if (daysBetween(startDate, endDate) > MAX_TRIP_DAYS) {
      return invalid('Seyahat süresi en fazla bir yıl olabilir.')
    }
    const birth = birthIso(body.Birthdate, today)
    if (!birth) return invalid('Doğum tarihi geçersiz.')
    const purposeId = body.TravelPurpose?.trim() ?? ''
    const purposeText = listText('SeyahatAmaci', purposeId)
    if (!purposeText) return invalid('Seyahat amacını seçiniz.')
    const other = body.TravelPurposeOther?.trim() ?? ''
    if (purposeId === 'diger' && !other) return invalid('Seyahat amacını yazınız.')
    return {
      details: {
        countries: codes.map((code) => ({
          code,
          name: countries.find((c) => c.code === code)!.name,
        })),
        region: regionOf(codes),
        startDate,
        endDate,
        days: daysBetween(startDate, endDate) + 1,
        age: ageOn(birth, startDate),
        purpose: purposeId === 'diger' ? `${purposeText}: ${other.slice(0, 100)}` : purposeText,
        ...(passport.holder ? { passportHolder: passport.holder } : {}),
      },
    }
  },
  price(details, _tariff, insurerCode) {
    const tariff = healthInsurers[insurerCode]?.travel
    if (!tariff) return []
    return tariff.packages.map(({ package: pkg, medicalEur }) => {
      const schengen = meetsSchengen(medicalEur)
      const coverages: Coverage[] = [
        { Code: 'TEDAVI', Name: 'Tıbbi tedavi giderleri', Value: eur(medicalEur), Key: true },
        {
          Code: 'SCHENGEN',
          Name: 'Schengen vizesi şartı (en az 30.000 EUR)',
          Value: schengen ? 'Karşılıyor' : 'Karşılamıyor',
          Key: true,
        },
        {
          Code: 'BOLGE',
          Name: 'Geçerli bölge',
          Value: travelRegionNames[details.region],
          Key: true,
        },
        {
          Code: 'SURE',
          Name: 'Sigorta süresi',
          Value: `${trDate(details.startDate)}–${trDate(details.endDate)}, ${details.days} gün`,
          Key: false,
        },
        { Code: 'NAKIL', Name: 'Tıbbi nakil ve cenaze nakli', Value: 'Var', Key: false },
        { Code: 'BAGAJ', Name: 'Bagaj kaybı', Value: luggage[pkg], Key: true },
        {
          Code: 'IPTAL',
          Name: 'Seyahat iptali',
          Value: pkg === 'genis' ? formatTl(10_000) : 'Yok',
          Key: true,
        },
        { Code: 'ASISTANS', Name: 'Asistans', Value: tariff.assistance, Key: false },
        { Code: 'AMAC', Name: 'Seyahat amacı', Value: details.purpose, Key: false },
      ]
      return {
        code: pkg,
        name: travelPackageNames[pkg],
        premium: travelPremium(
          { region: details.region, days: details.days, age: details.age, package: pkg },
          tariff,
        ),
        maxInstallments: tariff.maxInstallments,
        coverages,
      }
    })
  },
}
