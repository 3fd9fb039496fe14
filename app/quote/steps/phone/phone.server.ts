import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import type { Visitor } from '~/platform/request-context.ts'
import { getClientInfo } from '~/upstream/customer.server.ts'
import { policyStartToday } from '../policy-start/limits.ts'
import { completeStep } from '../../wizard/advance.server.ts'
import type { Wizard } from '../../wizard/context.server.ts'
import { carriedAnswer } from '../../wizard/carried-answer.server.ts'
import { stepFormReply } from '../../wizard/step-form.server.ts'
import { stay, type StepOutcome } from '../../wizard/step-outcome.server.ts'
import { brandOptions, modelList, modelListSchema } from './lists.server.ts'
import type { ModelList } from './models.ts'
import { phoneRecord, savePhoneRecord } from './record.server.ts'
import { phoneSchema } from './schema.ts'
import { phoneStep } from './step.ts'

export interface PhoneReply {
  reply: SubmissionResult<string[]>
  models: ModelList
  message?: string
}

const phoneReply = stepFormReply.extend({ models: modelListSchema }) satisfies z.ZodType<PhoneReply>

/** The step's page: the brands, the models of the brand saved before, the form as saved. */
export async function loadPhone({ draft, upstream }: Wizard) {
  const saved = phoneRecord(draft)?.form
  const [brands, models] = await Promise.all([
    brandOptions(upstream),
    modelList(saved?.CepMarkaId, upstream),
  ])
  return {
    carried: carriedAnswer({ draft }, phoneStep, phoneReply),
    brands: brands ?? [],
    listsFailed: brands === null,
    models,
    defaults: saved ?? {
      PolicyStart: policyStartToday(),
      EMail: draft.data.customer.Email ?? '',
    },
  }
}

/**
 * The visitor's address and browser as the provider's client info gives them (spec §7
 * Get-Client-Info), which the Phone offer sends back; the request's own when it cannot answer.
 */
async function visitorAsProviderSees(visitor: Visitor, { upstream }: Wizard): Promise<Visitor> {
  const info = await getClientInfo(upstream)
  const seen = info.ok ? info.body.Data : null
  return { ip: seen?.IPAddress || visitor.ip, userAgent: seen?.UserAgent || visitor.userAgent }
}

/** "Modelleri Getir" (without JavaScript): the brand's models, everything typed kept. */
export async function chooseBrand(wizard: Wizard, formData: FormData) {
  const result = parsePostedForm(formData, phoneSchema).reply()
  const models = await modelList(formData.get('CepMarkaId'), wizard.upstream)
  const model = String(formData.get('CepModelId') ?? '')
  const kept = models.options.some((m) => String(m.id) === model) ? model : ''
  return stay<PhoneReply>(
    {
      reply: { ...result, error: {}, initialValue: { ...result.initialValue, CepModelId: kept } },
      models,
    },
    200,
  )
}

/**
 * "Teklifleri Getir": the form and the device checked against the lists, saved with the
 * visitor, and the quote opened.
 */
export async function savePhone(
  wizard: Wizard,
  formData: FormData,
  visitor: Visitor,
): Promise<StepOutcome<PhoneReply>> {
  const { upstream } = wizard
  const submission = parsePostedForm(formData, phoneSchema)
  const models = await modelList(formData.get('CepMarkaId'), upstream)
  if (submission.status !== 'success') return stay({ reply: submission.reply(), models })
  const form = submission.value
  const brand = (await brandOptions(upstream))?.find((b) => b.id === form.CepMarkaId)
  const model = models.options.find((m) => m.id === form.CepModelId)
  if (!brand || !model) {
    return stay({
      reply: submission.reply({
        fieldErrors: { CepModelId: ['Lütfen telefonunuzun modelini seçiniz.'] },
      }),
      models,
    })
  }
  await savePhoneRecord(wizard, {
    form,
    brand: brand.name,
    model: model.name,
    visitor: await visitorAsProviderSees(visitor, wizard),
  })
  const done = await completeStep(wizard, phoneStep.segment)
  return 'redirect' in done
    ? done
    : stay({ reply: submission.reply(), models, message: done.message })
}
