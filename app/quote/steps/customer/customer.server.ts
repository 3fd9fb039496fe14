import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { addressListsUnloaded, type CountyList } from '~/address/options.ts'
import { cityOptions, countyList, countyListSchema } from '~/address/options.server.ts'
import { outcomeOf } from '../../../upstream/result-codes.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import { isCompany, type Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { changeDraft } from '../../draft.server.ts'
import { updateCustomer } from '../../draft-changes.ts'
import { isVerified, type DraftCustomer } from '../../draft.ts'
import { customerStep } from './step.ts'
import { customerSchemaFor } from './schema.ts'

export interface CustomerReply {
  reply: SubmissionResult<string[]>
  counties: CountyList
  message?: string
}

const customerReply = stepFormReply.extend({
  counties: countyListSchema,
}) satisfies z.ZodType<CustomerReply>

/** The form as the customer's record fills it: the identity check's, or as last saved. */
export const customerForm = (customer: DraftCustomer) => ({
  Name: customer.Name,
  Surname: customer.Surname,
  CityCode: customer.CityCode ? String(customer.CityCode) : '',
  CountyCode: customer.CountyCode ? String(customer.CountyCode) : '',
  Email: customer.Email ?? '',
})

/** Step 2, the insured: prefilled from the AML check, editable. */
export async function loadCustomer({ draft, upstream }: Wizard) {
  const { customer } = draft.data
  const [cities, counties] = await Promise.all([
    cityOptions(upstream),
    countyList(customer.CityCode, upstream),
  ])
  return {
    carried: carriedAnswer({ draft }, customerStep, customerReply),
    company: isCompany({ draft }),
    defaults: customerForm(customer),
    cities,
    counties,
    listsFailed: addressListsUnloaded(cities, counties),
  }
}

/** "İl seç" without JavaScript: the new city's counties, the typed values kept, no county yet. */
export async function chooseCity(wizard: Wizard, formData: FormData) {
  const submission = parsePostedForm(formData, customerSchemaFor(isCompany(wizard)))
  const counties = await countyList(formData.get('CityCode'), wizard.upstream)
  const reply = submission.reply()
  return stay<CustomerReply>(
    {
      reply: { ...reply, error: {}, initialValue: { ...reply.initialValue, CountyCode: '' } },
      counties,
    },
    200,
  )
}

export async function saveCustomer(
  wizard: Wizard,
  formData: FormData,
): Promise<StepOutcome<CustomerReply>> {
  const { draft, upstream } = wizard
  const schema = customerSchemaFor(isCompany(wizard))
  const submission = parsePostedForm(formData, schema)
  const counties = await countyList(formData.get('CityCode'), upstream)
  if (submission.status !== 'success') return stay({ reply: submission.reply(), counties })
  const values = submission.value
  const city = (await cityOptions(upstream)).find((c) => c.id === values.CityCode)
  const county = counties.options.find((c) => c.id === values.CountyCode)
  if (!city || !county) {
    return stay({
      reply: submission.reply({ fieldErrors: { CountyCode: ['Lütfen ilçenizi seçiniz.'] } }),
      counties,
      message: city ? undefined : outcomeOf(1000).message,
    })
  }
  const customer = {
    ...draft.data.customer,
    Name: values.Name,
    Surname: values.Surname,
    CityCode: Number(city.id),
    CountyCode: Number(county.id),
    City: city.name,
    County: county.name,
    Email: values.Email,
    savedAt: new Date().toISOString(),
  }
  await changeDraft(draft, isVerified, updateCustomer(customer))
  const done = await completeStep(wizard, customerStep.segment)
  return 'redirect' in done
    ? done
    : stay({ reply: submission.reply(), counties, message: done.message })
}
