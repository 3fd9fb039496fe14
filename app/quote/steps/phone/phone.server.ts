import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { data } from 'react-router'
import type { Visitor } from '~/platform/request-context.ts'
import { getClientInfo } from '~/upstream/customer.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { brandOptions, modelList } from './lists.server.ts'
import type { ModelList } from './models.ts'
import { phoneRecord, savePhoneRecord } from './record.server.ts'
import { phoneSchema } from './schema.ts'
import { phoneStep } from './step.ts'

export interface PhoneReply {
  reply: SubmissionResult<string[]>
  models: ModelList
  message?: string
}

/** The step's page: the brands, the models of the brand saved before, the form as saved. */
export async function loadPhone({ draft, upstream }: Wizard) {
  const saved = phoneRecord(draft)?.form
  const [brands, models] = await Promise.all([
    brandOptions(upstream),
    modelList(saved?.CepMarkaId, upstream),
  ])
  return {
    brands: brands ?? [],
    listsFailed: brands === null,
    models,
    defaults: saved ?? {
      PolicyStart: policyStartToday(),
      EMail: draft.data.customer?.Email ?? '',
    },
  }
}

const reply = (body: PhoneReply, status = 400) => data<PhoneReply>(body, { status })

/**
 * The visitor's address and browser as the provider's client info gives them (spec §7
 * Get-Client-Info), which the Phone offer sends back; the request's own when it cannot answer.
 */
async function visitorAsProviderSees(visitor: Visitor, { upstream }: Wizard): Promise<Visitor> {
  const info = await getClientInfo(upstream)
  const seen = info.ok ? info.body.Data : null
  return { ip: seen?.IPAddress || visitor.ip, userAgent: seen?.UserAgent || visitor.userAgent }
}

/**
 * "Modelleri Getir" (without JavaScript) answers the brand's models with everything kept;
 * "Teklifleri Getir" checks the form, the device against the lists, saves it with the visitor
 * and opens the quote.
 */
export async function actOnPhone(wizard: Wizard, formData: FormData, visitor: Visitor) {
  const { upstream } = wizard
  const submission = parsePostedForm(formData, phoneSchema)
  const models = await modelList(formData.get('CepMarkaId'), upstream)
  if (formData.get('intent') === 'marka-sec') {
    const result = submission.reply()
    const model = String(formData.get('CepModelId') ?? '')
    const kept = models.options.some((m) => String(m.id) === model) ? model : ''
    return reply(
      {
        reply: { ...result, error: {}, initialValue: { ...result.initialValue, CepModelId: kept } },
        models,
      },
      200,
    )
  }
  if (submission.status !== 'success') return reply({ reply: submission.reply(), models })
  const form = submission.value
  const brand = (await brandOptions(upstream))?.find((b) => b.id === form.CepMarkaId)
  const model = models.options.find((m) => m.id === form.CepModelId)
  if (!brand || !model) {
    return reply({
      reply: submission.reply({
        fieldErrors: { CepModelId: ['Lütfen telefonunuzun modelini seçiniz.'] },
      }),
      models,
    })
  }
  savePhoneRecord(wizard, {
    form,
    brand: brand.name,
    model: model.name,
    visitor: await visitorAsProviderSees(visitor, wizard),
  })
  const done = await completeStep(wizard, phoneStep.segment)
  return 'redirect' in done
    ? done.redirect
    : reply({ reply: submission.reply(), models, message: done.message })
}
