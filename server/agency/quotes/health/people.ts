import type { Body } from '../../http.ts'
import { isTckn } from '../../rules/identity.ts'
import { listText } from '../../catalogue/select-lists.ts'
import { ageOn, birthIso } from './dates.ts'

/** One insured person as the header sends them (spec §3's repeatable list `fam`). */
export interface Person {
  relation: string
  name: string
  nationalNumber: string
  age: number
  gender: 'K' | 'E'
}

const MAX_FAMILY = 8
const genders = new Set(['K', 'E'])

/**
 * The family rows `fam[i].Relation`, `.Name`, `.NationalNumber`, `.Birthdate`, `.Gender`, from
 * index 0 up to the first index not sent; each must be complete and a person of its own.
 */
export function familyOf(body: Body, today: string): { family: Person[] } | { error: string } {
  const family: Person[] = []
  for (let i = 0; body[`fam[${i}].Name`] !== undefined || body[`fam[${i}].NationalNumber`]; i++) {
    if (i >= MAX_FAMILY) return { error: `En fazla ${MAX_FAMILY} aile bireyi eklenebilir.` }
    const field = (name: string) => body[`fam[${i}].${name}`]?.trim() ?? ''
    const row = `${i + 1}. aile bireyi`
    const relation = field('Relation')
    if (!listText('YakinlikDerecesi', relation)) return { error: `${row}: yakınlığı seçiniz.` }
    const name = field('Name')
    if (!name || name.length > 120) return { error: `${row}: adı ve soyadı giriniz.` }
    const nationalNumber = field('NationalNumber')
    if (!isTckn(nationalNumber)) return { error: `${row}: T.C. kimlik numarası geçersiz.` }
    const birth = birthIso(field('Birthdate'), today)
    if (!birth) return { error: `${row}: doğum tarihi geçersiz.` }
    const gender = field('Gender')
    if (!genders.has(gender)) return { error: `${row}: cinsiyeti seçiniz.` }
    family.push({
      relation,
      name,
      nationalNumber,
      age: ageOn(birth, today),
      gender: gender as 'K' | 'E',
    })
  }
  const numbers = family.map((p) => p.nationalNumber)
  if (new Set(numbers).size !== numbers.length) {
    return { error: 'Aynı T.C. kimlik numarası birden fazla kez yazılmış.' }
  }
  return { family }
}

/** Body-mass index from centimetres and kilograms, or null when either is not a sane number. */
export function bmiOf(body: Body): number | null {
  const height = Number(body.Height?.trim())
  const weight = Number(body.Weight?.trim())
  if (!Number.isFinite(height) || !Number.isFinite(weight)) return null
  if (height < 50 || height > 250 || weight < 3 || weight > 350) return null
  return weight / (height / 100) ** 2
}

/** The online limits of the body-mass index; outside them an agent has to look at the case. */
export const BMI_RANGE = { min: 16, max: 40 }
