import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data } from 'react-router'
import { z } from 'zod'
import { getCountries, getList } from '~/upstream/lists.server.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { productCodes } from '../../product-codes.server.ts'
import type { StepFormReply } from '../../wizard/step-form.server.ts'
import { stepRecords } from '../../wizard/step-records.server.ts'
import { messages } from '~/validation/messages.ts'
import {
  byPassport,
  passportHolderDefaults,
  passportHolderRecord,
} from '../passport-holder/holder.server.ts'
import { passportHolderOptional } from '../passport-holder/schema.ts'
import { travelSchema, type TravelValues } from './schema.ts'
import { travelStep } from './step.ts'

/** The travel form's groups, in the order shown; a provider without groups lists one. */
const groupNames: Record<string, string> = {
  schengen: 'Schengen ülkeleri',
  avrupa: 'Diğer Avrupa ülkeleri',
  'abd-kanada': 'ABD ve Kanada',
  diger: 'Diğer ülkeler',
}

export interface CountryGroup {
  key: string
  name: string
  schengen: boolean
  countries: { id: string; name: string }[]
}

async function countryGroups({ definition, upstream }: Wizard): Promise<CountryGroup[]> {
  const reply = await getCountries(productCodes[definition.key].queryType, upstream)
  const countries = reply.ok ? (reply.body.Results ?? []) : []
  const groups = new Map<string, CountryGroup>()
  for (const country of countries) {
    // The trip starts in Türkiye: it is no destination.
    if (country.StringKey === 'TR') continue
    const key = country.Group && groupNames[country.Group] ? country.Group : 'ulkeler'
    const group = groups.get(key) ?? {
      key,
      name: groupNames[key] ?? 'Ülkeler',
      schengen: key === 'schengen',
      countries: [],
    }
    group.countries.push({ id: country.StringKey, name: country.StringPair })
    groups.set(key, group)
  }
  const order = [...Object.keys(groupNames), 'ulkeler']
  return [...groups.values()].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
}

/** The trip as the step keeps it in the draft. */
const keptTrip = z.object({
  DestinationCountries: z.array(z.string()),
  TravelStartDate: z.string(),
  TravelEndDate: z.string(),
  TravelPurpose: z.string(),
  TravelPurposeOther: z.string().optional(),
  ...passportHolderOptional,
})
const records = stepRecords(travelStep, keptTrip)
const savedValues = (wizard: Wizard) => records.dataOf(wizard.draft)

export async function loadTravel(wizard: Wizard) {
  const [groups, purposes] = await Promise.all([
    countryGroups(wizard),
    getList('SeyahatAmaci', wizard.upstream),
  ])
  const saved = savedValues(wizard)
  const passport = byPassport(wizard)
  return {
    byPassport: passport,
    groups,
    purposes: purposes.ok
      ? (purposes.body.Results ?? []).map((p) => ({ id: p.Id, name: p.Text }))
      : [],
    listsFailed: groups.length === 0 || !purposes.ok,
    defaults: {
      DestinationCountries: saved?.DestinationCountries ?? [],
      TravelStartDate: saved?.TravelStartDate ?? '',
      TravelEndDate: saved?.TravelEndDate ?? '',
      TravelPurpose: saved?.TravelPurpose ?? '',
      TravelPurposeOther: saved?.TravelPurposeOther ?? '',
      ...(passport ? passportHolderDefaults(wizard, saved) : {}),
    },
  }
}

export async function saveTravel(wizard: Wizard, formData: FormData) {
  const passport = byPassport(wizard)
  const submission = parsePostedForm(formData, travelSchema(passport))
  if (submission.status !== 'success') {
    return data<StepFormReply>({ reply: submission.reply() }, { status: 400 })
  }
  const values: TravelValues = submission.value
  const [groups, purposes] = await Promise.all([
    countryGroups(wizard),
    getList('SeyahatAmaci', wizard.upstream),
  ])
  const names = values.DestinationCountries.map(
    (code) => groups.flatMap((g) => g.countries).find((c) => c.id === code)?.name,
  )
  const fieldErrors: Record<string, string[]> = {}
  if (names.some((name) => name === undefined)) {
    fieldErrors.DestinationCountries = ['Lütfen listedeki ülkelerden seçiniz.']
  }
  if (purposes.ok && !purposes.body.Results?.some((p) => p.Id === values.TravelPurpose)) {
    fieldErrors.TravelPurpose = [messages.required]
  }
  if (Object.keys(fieldErrors).length > 0) {
    return data<StepFormReply>({ reply: submission.reply({ fieldErrors }) }, { status: 400 })
  }
  const other = values.TravelPurpose === 'diger' ? (values.TravelPurposeOther ?? '') : ''
  const holder = passportHolderRecord(wizard, values)
  await records.save(wizard, {
    data: { ...values, TravelPurposeOther: other },
    header: {
      ...holder?.header,
      DestinationCountries: values.DestinationCountries.join(','),
      TravelStartDate: values.TravelStartDate,
      TravelEndDate: values.TravelEndDate,
      TravelPurpose: values.TravelPurpose,
      ...(other ? { TravelPurposeOther: other } : {}),
    },
    subject: `${names.join(', ')} · ${values.TravelStartDate}–${values.TravelEndDate}`,
    ...(holder ? { insured: holder.insured } : {}),
  })
  const done = await completeStep(wizard, travelStep.segment)
  if ('redirect' in done) return done.redirect
  return data<StepFormReply>({ reply: submission.reply(), message: done.message }, { status: 400 })
}
