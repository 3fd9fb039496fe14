import { z } from 'zod'
import { date } from '~/validation/fields.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { checkDay, monthsBetween } from '../../rules/calendar.ts'
import { isMicrochipNumber } from './microchip.ts'

/** The youngest and oldest pet the insurers take on, in whole months (3 months to 8 years). */
export const petAgeLimits = { minMonths: 3, maxMonths: 8 * 12 + 11 }

export const petMessages = {
  age: 'Sigorta şirketleri 3 aylık ile 8 yaş arasındaki (9 yaşını doldurmamış) kedi ve köpekleri sigortalıyor; bu yaştaki bir hayvan için teklif alınamıyor.',
  future: 'Doğum tarihi ileri bir tarih olamaz.',
  microchipLength: 'Mikroçip numarası 15 haneden oluşur.',
  microchipCode:
    'Bu bir mikroçip numarası değil: ilk üç hane ülke kodu (Türkiye için 792) ya da üretici kodu (900–998) olmalıdır.',
  illness: 'Lütfen hastalığı ve tedavisini kısaca yazınız.',
}

const choice = <T extends string>(values: [T, ...T[]]) =>
  z.enum(values, { error: entryMessages.choice })

/** The pet step's form; which breeds belong to the species is checked against the lists. */
export const petSchema = z
  .object({
    HayvanTuru: choice(['kedi', 'kopek']),
    HayvanIrki: z.string({ error: entryMessages.choice }).min(1, { error: entryMessages.choice }),
    HayvanDogumTarihi: date
      .refine((v) => checkDay(v, (day, today) => day <= today), { error: petMessages.future })
      .refine(
        (v) =>
          checkDay(v, (day, today) => {
            const months = monthsBetween(day, today)
            return (
              day > today || (months >= petAgeLimits.minMonths && months <= petAgeLimits.maxMonths)
            )
          }),
        { error: petMessages.age },
      ),
    HayvanCinsiyeti: choice(['disi', 'erkek']),
    Kisir: choice(['evet', 'hayir']),
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
    OnHastalik: choice(['evet', 'hayir']),
    OnHastalikAciklama: z
      .string()
      .trim()
      .max(500, { error: 'En fazla 500 karakter giriniz.' })
      .optional()
      .transform((v) => v ?? ''),
  })
  .refine((pet) => pet.OnHastalik === 'hayir' || pet.OnHastalikAciklama !== '', {
    error: petMessages.illness,
    path: ['OnHastalikAciklama'],
  })

export type PetForm = z.output<typeof petSchema>
