import { z } from 'zod'
import { birthDate, nationalNumber, personName } from '~/validation/fields.ts'
import { messages } from '~/validation/messages.ts'
import { policyStart } from '../policy-start/schema.ts'
import { MAX_FAMILY } from './limits.ts'

export const peopleMessages = {
  height: 'Boyunuzu santimetre olarak giriniz (50–250).',
  weight: 'Kilonuzu kilogram olarak giriniz (3–350).',
  bmi: (bmi: string) =>
    `Boy ve kilonuza göre vücut kitle indeksiniz ${bmi}. Çevrimiçi teklif için 16 ile 40 arasında olmalıdır; lütfen boy ve kilonuzu kontrol edin ya da bizi arayın.`,
  detail: 'Lütfen kısaca açıklayınız.',
  sgk: 'Tamamlayıcı sağlık sigortası yalnızca SGK kaydı aktif olanlara yapılır. SGK kaydınız aktif değilse bireysel (özel) sağlık sigortasından teklif alabilirsiniz.',
  duplicate: 'Bu T.C. kimlik numarası listede zaten var.',
}

const required = z.string({ error: messages.required }).trim().min(1, messages.required)
const yesNo = z.enum(['true', 'false'], { error: messages.required })
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

/** Spec §3's repeatable list: a row of the list named `fam` is individual 1. */
const familyRow = z.object({
  Relation: required,
  Name: personName(120),
  NationalNumber: nationalNumber,
  Birthdate: birthDate,
  Gender: z.enum(['K', 'E'], { error: messages.required }),
  Individual: z.literal('1').default('1'),
})

/** The policyholder's declaration and, for tamamlayıcı, the SGK record and the network. */
export function insuredPeopleSchema(line: 'tamamlayici' | 'bireysel', holderNumber: string) {
  return z
    .object({
      Gender: z.enum(['K', 'E'], { error: messages.required }),
      fam: z.array(familyRow).max(MAX_FAMILY).default([]),
      Height: wholeNumber(50, 250, peopleMessages.height),
      Weight: wholeNumber(3, 350, peopleMessages.weight),
      ChronicIllness: yesNo,
      ChronicIllnessDetail: z.string().trim().max(300).optional(),
      OngoingTreatment: yesNo,
      OngoingTreatmentDetail: z.string().trim().max(300).optional(),
      SgkActive: line === 'tamamlayici' ? yesNo : z.string().optional(),
      HospitalNetwork: line === 'tamamlayici' ? required : z.string().optional(),
      PolicyStart: policyStart,
    })
    .superRefine((value, context) => {
      // zod 4 runs this even when height or weight failed their own bounds: judge only real ones.
      const measured =
        value.Height >= 50 && value.Height <= 250 && value.Weight >= 3 && value.Weight <= 350
      const bmi = value.Weight / (value.Height / 100) ** 2
      if (measured && (bmi < 16 || bmi > 40)) {
        const shown = bmi.toLocaleString('tr-TR', { maximumFractionDigits: 1 })
        context.addIssue({ code: 'custom', path: ['Weight'], message: peopleMessages.bmi(shown) })
      }
      for (const [answer, detail] of [
        ['ChronicIllness', 'ChronicIllnessDetail'],
        ['OngoingTreatment', 'OngoingTreatmentDetail'],
      ] as const) {
        if (value[answer] === 'true' && !value[detail]) {
          context.addIssue({ code: 'custom', path: [detail], message: peopleMessages.detail })
        }
      }
      if (line === 'tamamlayici' && value.SgkActive === 'false') {
        context.addIssue({ code: 'custom', path: ['SgkActive'], message: peopleMessages.sgk })
      }
      const seen = new Set([holderNumber])
      value.fam.forEach((row, i) => {
        if (seen.has(row.NationalNumber)) {
          context.addIssue({
            code: 'custom',
            path: ['fam', i, 'NationalNumber'],
            message: peopleMessages.duplicate,
          })
        }
        seen.add(row.NationalNumber)
      })
    })
}

export type InsuredPeopleValues = z.output<ReturnType<typeof insuredPeopleSchema>>
