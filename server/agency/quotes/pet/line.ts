import { breedOf, speciesNames, type Breed } from '../../catalogue/pets.ts'
import { formatTl } from '../../pricing/money.ts'
import {
  petInsurers,
  petPackageNames,
  petPremium,
  type PetInsurerFactors,
  type PetPackage,
} from '../../pricing/pet.ts'
import { isoFromTrDate, monthsBetween } from '../../registry/dates.ts'
import { chosenCover, chosenPolicyStart, policyStartMessage } from '../cover-period.ts'
import type { Coverage, QuoteLine } from '../quote-line.ts'
import { isMicrochipNumber } from './microchip.ts'
import { petQuotable } from './pet-age.ts'

export interface PetDetails {
  breed: Breed
  birthDate: string
  ageMonths: number
  sex: 'disi' | 'erkek'
  neutered: boolean
  microchip: string
  preExisting: string | null
  policyStart: string
}

const petAgeMessage =
  'Evcil hayvan sigortası 3 aylık ile 8 yaşını bitirmemiş (9 yaşından küçük) kedi ve köpeklere yapılabiliyor.'

const yes = (text: string | undefined) => ['true', '1', 'on', 'evet'].includes(text ?? '')

const ageText = (months: number) =>
  [Math.floor(months / 12) && `${Math.floor(months / 12)} yaş`, months % 12 && `${months % 12} ay`]
    .filter(Boolean)
    .join(' ')

function coverages(details: PetDetails, pkg: PetPackage, insurer: PetInsurerFactors): Coverage[] {
  const liability = pkg === 'tedavi-sorumluluk'
  return [
    {
      Code: 'TEDAVI',
      Name: 'Yıllık tedavi limiti (muayene, tahlil, ilaç)',
      Value: formatTl(insurer.treatmentLimit),
      Key: true,
    },
    { Code: 'AMELIYAT', Name: 'Ameliyat ve yatarak tedavi', Value: 'Limit dahilinde', Key: true },
    {
      Code: 'KATILIM',
      Name: 'Katılım payı (her faturada)',
      Value: `%${insurer.coinsurance}`,
      Key: true,
    },
    {
      Code: 'SORUMLULUK',
      Name: 'Üçüncü şahıslara karşı sorumluluk',
      Value: liability ? formatTl(insurer.liabilityLimit) : 'Yok',
      Key: true,
    },
    {
      Code: 'BEKLEME',
      Name: 'Hastalıklar için bekleme süresi',
      Value: `${insurer.waitingDays} gün (kazalar ilk günden)`,
      Key: true,
    },
    {
      Code: 'ON_HASTALIK',
      Name: 'Önceden var olan hastalıklar',
      Value: details.preExisting ? 'Kapsam dışı (bildirilen hastalık)' : 'Bildirilmedi',
      Key: false,
    },
    {
      Code: 'HAYVAN',
      Name: 'Sigortalı hayvan',
      Value: `${speciesNames[details.breed.species]}, ${details.breed.name}, ${ageText(details.ageMonths)}`,
      Key: false,
    },
    { Code: 'MIKROCIP', Name: 'Mikroçip numarası', Value: details.microchip, Key: false },
  ]
}

/**
 * Evcil hayvan: a cat or dog by breed (its size group), birth date (3 months to 8 years),
 * sex, neutering, microchip and any known illness; packages Tedavi and Tedavi + Sorumluluk.
 */
export const petLine: QuoteLine<PetDetails> = {
  title: 'Evcil Hayvan Sigortası',
  subject: ({ breed, microchip }) =>
    `${speciesNames[breed.species]}: ${breed.name} · mikroçip ${microchip}`,
  period: (details, today) => chosenCover(details.policyStart, today),
  async prepare(body, { today }) {
    const breed = breedOf(body.HayvanTuru ?? '', body.HayvanIrki ?? '')
    if (!breed) return { error: 'Hayvanın türünü ve ırkını seçiniz.', code: 'validation' }
    const birthDate = isoFromTrDate(body.HayvanDogumTarihi)
    if (!birthDate || birthDate > today) {
      return { error: 'Doğum tarihi geçersiz.', code: 'validation' }
    }
    if (!petQuotable(birthDate, today)) return { error: petAgeMessage, code: 'data' }
    const ageMonths = monthsBetween(birthDate, today)
    const sex = body.HayvanCinsiyeti
    if (sex !== 'disi' && sex !== 'erkek') {
      return { error: 'Hayvanın cinsiyetini seçiniz.', code: 'validation' }
    }
    const microchip = (body.MikrocipNo ?? '').replace(/\s/g, '')
    if (!isMicrochipNumber(microchip)) {
      return { error: 'Mikroçip numarası geçersiz.', code: 'validation' }
    }
    const preExisting = yes(body.OnHastalik) ? (body.OnHastalikAciklama ?? '').trim() : null
    if (preExisting === '') {
      return { error: 'Hastalığı kısaca yazınız.', code: 'validation' }
    }
    if (preExisting && preExisting.length > 500) {
      return { error: 'Hastalık açıklaması en fazla 500 karakter olabilir.', code: 'validation' }
    }
    const policyStart = chosenPolicyStart(body.PolicyStart, today)
    if (!policyStart) return { error: policyStartMessage, code: 'validation' }
    return {
      details: {
        breed,
        birthDate,
        ageMonths,
        sex,
        neutered: yes(body.Kisir),
        microchip,
        preExisting,
        policyStart,
      },
    }
  },
  price(details, _tariff, insurerCode) {
    const insurer = petInsurers[insurerCode]
    if (!insurer) return []
    return insurer.packages.map((pkg) => ({
      code: pkg,
      name: petPackageNames[pkg],
      premium: petPremium(
        {
          species: details.breed.species,
          size: details.breed.size,
          ageMonths: details.ageMonths,
          neutered: details.neutered,
          preExisting: details.preExisting !== null,
          package: pkg,
        },
        insurer,
      ),
      maxInstallments: insurer.maxInstallments,
      coverages: coverages(details, pkg, insurer),
    }))
  },
}
