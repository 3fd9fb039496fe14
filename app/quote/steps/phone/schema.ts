import { z } from 'zod'
import { date, email } from '~/validation/fields.ts'
import { entryMessages, messages } from '~/validation/messages.ts'
import { checkDay } from '../../rules/calendar.ts'
import { policyStart } from '../policy-start/schema.ts'
import { deviceQuotable } from './device-age.ts'
import { isImei } from './imei.ts'
import { phoneLimits } from './limits.ts'

export const phoneMessages = {
  imeiLength: 'IMEI numarası 15 haneden oluşur. Telefonunuzda *#06# tuşlayarak görebilirsiniz.',
  imeiCheck:
    'IMEI numarası hatalı: son hane kontrol hanesiyle uyuşmuyor. Telefonunuzda *#06# tuşlayarak numarayı görebilirsiniz.',
  tooOld: `Sigorta şirketleri satın alınalı en fazla ${phoneLimits.maxAgeMonths} ay olmuş telefonları sigortalıyor; bu telefon için teklif alınamıyor.`,
  future: 'Satın alma tarihi ileri bir tarih olamaz.',
}

const choice = z
  .string({ error: entryMessages.choice })
  .regex(/^\d+$/, { error: entryMessages.choice })

/** The phone step's form: the device from the lists, its IMEI and dates, the policy's e-mail. */
export const phoneSchema = z.object({
  CepMarkaId: choice,
  CepModelId: choice,
  ImeiNo: z
    .string({ error: messages.required })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: messages.required })
        .regex(/^\d{15}$/, { error: phoneMessages.imeiLength, abort: true })
        .refine(isImei, { error: phoneMessages.imeiCheck }),
    ),
  SatinAlmaTarihi: date
    .refine((v) => checkDay(v, (day, today) => day <= today), { error: phoneMessages.future })
    .refine((v) => checkDay(v, (day, today) => day > today || deviceQuotable(day, today)), {
      error: phoneMessages.tooOld,
    }),
  PolicyStart: policyStart,
  EMail: email,
})

export type PhoneForm = z.output<typeof phoneSchema>
