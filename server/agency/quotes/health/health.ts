import { healthInsurers } from '../../pricing/health-insurers.ts'
import {
  healthPackageNames,
  healthWaitingMonths,
  personPremium,
  type HealthLine,
  type HealthPackage,
} from '../../pricing/health.ts'
import { isTrue } from '../../rules/identity.ts'
import { listText } from '../../catalogue/select-lists.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage } from '../cover-period.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import { ageOn, birthIso } from './dates.ts'
import { BMI_RANGE, bmiOf, familyOf, type Person } from './people.ts'

export interface HealthDetails {
  line: HealthLine
  /** The policyholder first, then the family rows in order. */
  people: (Person & { policyholder: boolean })[]
  bmi: number
  chronicIllness: boolean
  ongoingTreatment: boolean
  network: string | null
  policyStart: string
}

const packages: HealthPackage[] = ['yatarak', 'yatarak-ayakta']
const tl = (amount: number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} TL`
const invalid = (error: string) => ({ error, code: 'validation' as const })

/** A yes/no answer that asks its detail text when "Evet". */
function declaration(value: string | undefined, detail: string | undefined) {
  if (value !== 'true' && value !== 'false') return null
  const yes = isTrue(value)
  return yes && !detail?.trim() ? null : yes
}

/**
 * Tamamlayıcı and bireysel sağlık: the policyholder (T.C. kimlik number, birth date, gender) and
 * the family list `fam`, the policyholder's health declaration (height and weight, chronic
 * illness, ongoing treatment), and for tamamlayıcı an active SGK record and the hospital network.
 * Each person is priced alone: an insurer that will not take one says so in that person's row.
 */
export function healthLine(line: HealthLine, title: string): QuoteLine<HealthDetails> {
  return {
    title,
    subject: ({ people }) =>
      `Sigortalılar: ${people.map((p) => `${p.name} (${p.age})`).join(', ')}`,
    insured: ({ people }) =>
      people.map((p) => ({ name: p.name, idKind: 'tckn', idNumber: p.nationalNumber })),
    period: (details, today) => chosenCover(details.policyStart, today),
    async prepare(body, { nationalNumber, today }) {
      const birth = birthIso(body.Birthdate, today)
      if (!birth) return invalid('Doğum tarihi geçersiz.')
      const gender = body.Gender?.trim()
      if (gender !== 'K' && gender !== 'E') return invalid('Cinsiyetinizi seçiniz.')
      const family = familyOf(body, today)
      if ('error' in family) return invalid(family.error)
      if (family.family.some((p) => p.nationalNumber === nationalNumber)) {
        return invalid('Aile bireyi olarak kendi T.C. kimlik numaranız yazılamaz.')
      }
      const bmi = bmiOf(body)
      if (bmi === null) return invalid('Boy ve kilo geçersiz.')
      if (bmi < BMI_RANGE.min || bmi > BMI_RANGE.max) {
        return invalid('Vücut kitle indeksi çevrimiçi teklif sınırlarının dışında.')
      }
      const chronicIllness = declaration(body.ChronicIllness, body.ChronicIllnessDetail)
      const ongoingTreatment = declaration(body.OngoingTreatment, body.OngoingTreatmentDetail)
      if (chronicIllness === null || ongoingTreatment === null) {
        return invalid('Sağlık beyanı sorularını yanıtlayınız.')
      }
      let network: string | null = null
      if (line === 'tamamlayici') {
        if (!isTrue(body.SgkActive)) {
          return {
            error: 'Tamamlayıcı sağlık sigortası yalnızca SGK kaydı aktif olanlara yapılır.',
            code: 'data',
          }
        }
        network = body.HospitalNetwork?.trim() ?? ''
        if (!listText('HastaneAgi', network)) return invalid('Hastane ağını seçiniz.')
      }
      const policyStart = chosenPolicyStart(body.PolicyStart, today)
      if (!policyStart) return invalid(policyStartMessage)
      const holderName = body.InsuredName?.trim().slice(0, 120) || 'Sigorta ettiren'
      return {
        details: {
          line,
          people: [
            {
              policyholder: true,
              relation: 'kendisi',
              name: holderName,
              nationalNumber,
              age: ageOn(birth, today),
              gender,
            },
            ...family.family.map((p) => ({ ...p, policyholder: false })),
          ],
          bmi: Math.round(bmi * 10) / 10,
          chronicIllness,
          ongoingTreatment,
          network,
          policyStart,
        },
      }
    },
    price(details, _tariff, insurerCode) {
      const tariff = healthInsurers[insurerCode]?.health
      if (!tariff) return []
      return packages.flatMap((pkg) => {
        const priced = details.people.map((person) => ({
          person,
          price: personPremium(
            details.line,
            {
              age: person.age,
              // The declaration is the policyholder's own; family members are priced by age.
              bmi: person.policyholder ? details.bmi : null,
              chronicIllness: person.policyholder && details.chronicIllness,
              ongoingTreatment: person.policyholder && details.ongoingTreatment,
            },
            pkg,
            details.network,
            tariff,
          ),
        }))
        const premium = priced.reduce(
          (sum, p) => sum + ('premium' in p.price ? p.price.premium : 0),
          0,
        )
        if (premium === 0) return []
        const people: Coverage[] = priced.map(({ person, price }, i) => ({
          Code: `KISI_${i + 1}`,
          Name: `${person.name} (${relationText(person.relation)}, ${person.age} yaş)`,
          Value: 'premium' in price ? tl(price.premium) : `Teklif alınamadı: ${price.declined}`,
          Key: true,
        }))
        return [
          {
            code: pkg,
            name: healthPackageNames[pkg],
            premium,
            maxInstallments: tariff.maxInstallments,
            coverages: [...people, ...packageCoverages(details, pkg)],
          },
        ]
      })
    },
  }
}

const waitingText = ({ general, birth }: { general: number; birth: number }) =>
  `${general ? `${general} ay` : 'Yok'} (doğum ${birth} ay)`

const relationText = (relation: string) =>
  relation === 'kendisi' ? 'Sigorta ettiren' : (listText('YakinlikDerecesi', relation) ?? relation)

function packageCoverages(details: HealthDetails, pkg: HealthPackage): Coverage[] {
  const outpatient = pkg === 'yatarak-ayakta'
  return [
    { Code: 'YATARAK', Name: 'Yatarak tedavi (ameliyat, yoğun bakım)', Value: 'Var', Key: true },
    {
      Code: 'AYAKTA',
      Name: 'Ayakta tedavi (muayene, tahlil, görüntüleme)',
      Value: outpatient ? 'Yılda 10 kez' : 'Yok',
      Key: true,
    },
    ...(details.network
      ? [
          {
            Code: 'HASTANE_AGI',
            Name: 'Hastane ağı',
            Value: listText('HastaneAgi', details.network) ?? details.network,
            Key: true,
          },
        ]
      : []),
    {
      Code: 'LIMIT',
      Name: 'Yıllık limit',
      // Tamamlayıcı pays what SGK leaves in a contracted hospital, with no yearly ceiling.
      Value: details.line === 'tamamlayici' ? 'Limitsiz (anlaşmalı hastanede)' : '2.500.000 TL',
      Key: true,
    },
    {
      Code: 'BEKLEME',
      Name: 'Bekleme süresi',
      Value: waitingText(healthWaitingMonths[details.line]),
      Key: true,
    },
    {
      Code: 'BEYAN',
      Name: 'Sağlık beyanı (sigorta ettiren)',
      Value: [
        `BKİ ${details.bmi.toLocaleString('tr-TR')}`,
        details.chronicIllness ? 'kronik hastalık var' : 'kronik hastalık yok',
        details.ongoingTreatment ? 'devam eden tedavi var' : 'devam eden tedavi yok',
      ].join(' · '),
      Key: false,
    },
  ]
}
