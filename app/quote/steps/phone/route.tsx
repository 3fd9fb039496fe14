import { TextField } from '~/components/ui/field.tsx'
import { visitorContext } from '~/platform/request-context.ts'
import { QuoteStepForm, useQuoteStepForm } from '../quote-step-form.tsx'
import { PolicyStartField, policyStartLabel } from '../policy-start/field.tsx'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { PhoneModelFields } from './model-fields.tsx'
import { chooseBrand, loadPhone, savePhone } from './phone.server.ts'
import { phoneLimits } from './limits.ts'
import { phoneStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadPhone(wizardOf(args))

export async function action(args: Route.ActionArgs) {
  const form = await postedForm(args.request)
  const wizard = wizardOf(args)
  return actionAnswer(
    form.get('intent') === 'marka-sec'
      ? await chooseBrand(wizard, form)
      : await savePhone(wizard, form, args.context.get(visitorContext)),
  )
}

/** The step's fields in the order they appear, with their labels. */
const fieldLabels = {
  CepMarkaId: 'Marka',
  CepModelId: 'Model',
  ImeiNo: 'IMEI numarası',
  SatinAlmaTarihi: 'Satın alma tarihi',
  PolicyStart: policyStartLabel,
  EMail: 'E-posta',
}

/** Cep telefonu: the device from the brand and model lists, its IMEI and dates, the e-mail. */
export default function PhoneStep({ loaderData: view, actionData: posted }: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const { fields, stepForm } = useQuoteStepForm(phoneStep, view, actionData, () =>
    import('./schema.ts').then((m) => m.phoneSchema),
  )
  return (
    <>
      <p className="mt-4 text-slate-700">
        Sigortalatmak istediğiniz telefonu seçin. Satın alınalı en fazla {phoneLimits.maxAgeMonths}{' '}
        ay olmuş telefonlar sigortalanabilir; teminat, modelin liste fiyatı üzerinden verilir.
      </p>
      <QuoteStepForm
        {...stepForm}
        unloadedList={view.listsFailed ? 'Telefon markaları' : undefined}
        labels={fieldLabels}
      >
        <PhoneModelFields
          brand={fields.CepMarkaId}
          model={fields.CepModelId}
          brands={view.brands}
          models={actionData?.models ?? view.models}
        />
        <TextField
          meta={fields.ImeiNo}
          mask="digits"
          label={fieldLabels.ImeiNo}
          hint="15 haneli numarayı telefonunuzda *#06# tuşlayarak görebilirsiniz."
          autoComplete="off"
          maxLength={19}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.SatinAlmaTarihi}
            mask="date"
            label={fieldLabels.SatinAlmaTarihi}
            hint="GG.AA.YYYY"
            placeholder="GG.AA.YYYY"
          />
          <PolicyStartField meta={fields.PolicyStart} />
        </div>
        <TextField
          meta={fields.EMail}
          type="email"
          label={fieldLabels.EMail}
          hint="Poliçeniz bu adrese gönderilir."
          autoComplete="email"
        />
      </QuoteStepForm>
    </>
  )
}
