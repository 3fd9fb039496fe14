import { z } from 'zod'
import { parseDate } from '~/utils/format.ts'
import { oneOf } from '~/validation/fields.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { checkDay } from '../../rules/calendar.ts'
import { policyStart } from '../policy-start/schema.ts'
import { isMicrochipNumber } from './microchip.ts'
import { insurableAge, petQuotable } from './pet-age.ts'

export const petMessages = {
  age: 'Sigorta şirketleri 3 aylık ile 8 yaş arasındaki (9 yaşını doldurmamış) kedi ve köpekleri sigortalıyor; bu yaştaki bir hayvan için teklif alınamıyor.',
  future: 'Doğum tarihi ileri bir tarih olamaz.',
  microchipLength: 'Mikroçip numarası 15 haneden oluşur.',
  microchipCode:
    'Bu bir mikroçip numarası değil: ilk üç hane ülke kodu (Türkiye için 792) ya da üretici kodu (900–998) olmalıdır.',
  illness: 'Lütfen hastalığı ve tedavisini kısaca yazınız.',
  birthOrAge: 'Lütfen doğum tarihini ya da yaşını (yıl ve ay) giriniz.',
}

/** Years or months of age as typed: empty, or a whole number up to `max`. */
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) <= max), {
      error: `0 ile ${max} arasında bir sayı giriniz.`,
    })

/** The age given instead of a birth date, in months; null when neither part was typed. */
export const ageInMonths = (pet: { HayvanYasYil: string; HayvanYasAy: string }) =>
  pet.HayvanYasYil === '' && pet.HayvanYasAy === ''
    ? null
    : Number(pet.HayvanYasYil || 0) * 12 + Number(pet.HayvanYasAy || 0)

/** The pet step's form; which breeds belong to the species is checked against the lists. */
export const petSchema = z
  .object({
    HayvanTuru: oneOf(['kedi', 'kopek']),
    HayvanIrki: z.string({ error: entryMessages.choice }).min(1, { error: entryMessages.choice }),
    HayvanDogumTarihi: z
      .string()
      .trim()
      .optional()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || parseDate(v) !== null, { error: entryMessages.date, abort: true })
      .refine((v) => checkDay(v, (day, today) => day <= today), { error: petMessages.future })
      .refine((v) => checkDay(v, (day, today) => day > today || petQuotable(day, today)), {
        error: petMessages.age,
      }),
    HayvanYasYil: wholeNumber(30),
    HayvanYasAy: wholeNumber(11),
    HayvanCinsiyeti: oneOf(['disi', 'erkek']),
    Kisir: oneOf(['evet', 'hayir']),
    MikrocipNo: z
      .string({ error: messages.required })
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, { error: messages.required })
          .regex(/^\d{15}$/, { error: petMessages.microchipLength, abort: true })
          .refine(isMicrochipNumber, { error: petMessages.microchipCode }),
      ),
    OnHastalik: oneOf(['evet', 'hayir']),
    OnHastalikAciklama: z
      .string()
      .trim()
      .max(500, { error: 'En fazla 500 karakter giriniz.' })
      .optional()
      .transform((v) => v ?? ''),
    PolicyStart: policyStart,
  })
  .superRefine((pet, context) => {
    if (pet.HayvanDogumTarihi !== '') return
    const months = ageInMonths(pet)
    if (months === null) {
      context.addIssue({
        code: 'custom',
        message: petMessages.birthOrAge,
        path: ['HayvanDogumTarihi'],
      })
    } else if (!Number.isNaN(months) && !insurableAge(months)) {
      context.addIssue({ code: 'custom', message: petMessages.age, path: ['HayvanYasYil'] })
    }
  })
  .refine((pet) => pet.OnHastalik === 'hayir' || pet.OnHastalikAciklama !== '', {
    error: petMessages.illness,
    path: ['OnHastalikAciklama'],
  })

export type PetForm = z.output<typeof petSchema>
