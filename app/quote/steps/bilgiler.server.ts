import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { cityOptions, countyList } from '~/address/options.server.ts'
import { customerSchemaFor } from '../customer-schema.ts'
import { furtherStep, stepAfter, wizardPath } from '../definitions.ts'
import { draftStore, type QuoteDraft } from '../draft.server.ts'
import { outcomeOf } from '../result-codes.ts'
import type { ServerStep } from './step.server.ts'
import type { BilgilerActionResult } from './types.ts'

const isCompany = (draft: QuoteDraft) => draft.data.entry.NationalNumber.length === 10

/** Step 2, user information: prefilled from the AML check, editable. */
export const bilgilerStep: ServerStep<'bilgiler'> = {
  async load({ draft, upstream }) {
    const customer = draft.data.customer!
    const [cities, counties] = await Promise.all([
      cityOptions(upstream),
      countyList(customer.CityCode, upstream),
    ])
    return {
      step: 'bilgiler',
      company: isCompany(draft),
      defaults: {
        Name: customer.Name,
        Surname: customer.Surname,
        CityCode: customer.CityCode ? String(customer.CityCode) : '',
        CountyCode: customer.CountyCode ? String(customer.CountyCode) : '',
        Email: customer.Email ?? '',
      },
      cities,
      counties,
      listsFailed: cities.length === 0,
    }
  },

  async act({ definition, draft, upstream }, formData) {
    const schema = customerSchemaFor(isCompany(draft))
    const submission = parseWithZod(formData, { schema })
    const counties = await countyList(formData.get('CityCode'), upstream)

    if (formData.get('intent') === 'il-sec') {
      // A new city: its counties, the typed values kept, no messages yet and no county chosen.
      const reply = submission.reply()
      return data<BilgilerActionResult>({
        step: 'bilgiler',
        reply: { ...reply, error: {}, initialValue: { ...reply.initialValue, CountyCode: '' } },
        counties,
      })
    }
    if (submission.status !== 'success') {
      return data<BilgilerActionResult>(
        { step: 'bilgiler', reply: submission.reply(), counties },
        { status: 400 },
      )
    }
    const values = submission.value
    const city = (await cityOptions(upstream)).find((c) => c.id === values.CityCode)
    const county = counties.options.find((c) => c.id === values.CountyCode)
    if (!city || !county) {
      return data<BilgilerActionResult>(
        {
          step: 'bilgiler',
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
    const next = stepAfter(definition, 'bilgiler')
    draft.data.step = furtherStep(definition, draft.data.step, next)
    draftStore().save(draft)
    return redirect(wizardPath(definition, draft.id, next))
  },
}
