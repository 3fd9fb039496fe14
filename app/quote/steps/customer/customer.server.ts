import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data } from 'react-router'
import { addressListsUnloaded, type CountyList } from '~/address/options.ts'
import { cityOptions, countyList } from '~/address/options.server.ts'
import { outcomeOf } from '../../../upstream/result-codes.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import { isCompany, type Wizard } from '../../wizard/context.server.ts'
import { customerStep } from './step.ts'
import { customerSchemaFor } from './schema.ts'

export interface CustomerReply {
  reply: SubmissionResult<string[]>
  counties: CountyList
  message?: string
}

/** Step 2, the insured: prefilled from the AML check, editable. */
export async function loadCustomer({ draft, upstream }: Wizard) {
  const customer = draft.data.customer!
  const [cities, counties] = await Promise.all([
    cityOptions(upstream),
    countyList(customer.CityCode, upstream),
  ])
  return {
    company: isCompany({ draft }),
    defaults: {
      Name: customer.Name,
      Surname: customer.Surname,
      CityCode: customer.CityCode ? String(customer.CityCode) : '',
      CountyCode: customer.CountyCode ? String(customer.CountyCode) : '',
      Email: customer.Email ?? '',
    },
    cities,
    counties,
    listsFailed: addressListsUnloaded(cities, counties),
  }
}

export async function saveCustomer(wizard: Wizard, formData: FormData) {
  const { draft, upstream } = wizard
  const schema = customerSchemaFor(isCompany(wizard))
  const submission = parsePostedForm(formData, schema)
  const counties = await countyList(formData.get('CityCode'), upstream)

  if (formData.get('intent') === 'il-sec') {
    // A new city: its counties, the typed values kept, no messages yet and no county chosen.
    const reply = submission.reply()
    return data<CustomerReply>({
      reply: { ...reply, error: {}, initialValue: { ...reply.initialValue, CountyCode: '' } },
      counties,
    })
  }
  if (submission.status !== 'success') {
    return data<CustomerReply>({ reply: submission.reply(), counties }, { status: 400 })
  }
  const values = submission.value
  const city = (await cityOptions(upstream)).find((c) => c.id === values.CityCode)
  const county = counties.options.find((c) => c.id === values.CountyCode)
  if (!city || !county) {
    return data<CustomerReply>(
      {
        reply: submission.reply({ fieldErrors: { CountyCode: ['Lütfen ilçenizi seçiniz.'] } }),
        counties,
        message: city ? undefined : outcomeOf(1000).message,
      },
      { status: 400 },
    )
  }
  draft.data.customer = {
    ...draft.data.customer!,
    Name: values.Name,
    Surname: values.Surname,
    CityCode: Number(city.id),
    CountyCode: Number(county.id),
    City: city.name,
    County: county.name,
    Email: values.Email,
    savedAt: new Date().toISOString(),
  }
  const done = await completeStep(wizard, customerStep.segment)
  if ('redirect' in done) return done.redirect
  return data<CustomerReply>(
    { reply: submission.reply(), counties, message: done.message },
    { status: 400 },
  )
}
