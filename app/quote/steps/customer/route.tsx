import { CityCountyFields } from '~/address/city-county-fields.tsx'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { FormMessage, UnloadedListNotice } from '~/components/ui/form-message.tsx'
import { definitionOf } from '../../definitions.ts'
import { useWizardBase } from '../../wizard/base.ts'
import { wizardOf } from '../../wizard/context.server.ts'
import { actionAnswer } from '../../wizard/step-outcome.server.ts'
import { wizardPath } from '../../wizard/navigation.ts'
import { chooseCity, loadCustomer, saveCustomer } from './customer.server.ts'
import { customerStep } from './step.ts'
import type { Route } from './+types/route'
import { postedForm } from '~/utils/posted-form.server.ts'

export const loader = (args: Route.LoaderArgs) => loadCustomer(wizardOf(args))

export async function action(args: Route.ActionArgs) {
  const form = await postedForm(args.request)
  const save = form.get('intent') === 'il-sec' ? chooseCity : saveCustomer
  return actionAnswer(await save(wizardOf(args), form))
}

/** Step 2, the insured: prefilled from the AML check, the city's counties follow it. */
export default function CustomerStep({
  loaderData: view,
  actionData: posted,
}: Route.ComponentProps) {
  // Its own post's answer, else, on a renewal, its answer to what was carried (decision 053).
  const actionData = posted ?? view.carried
  const base = useWizardBase()
  const definition = definitionOf(base.productKey)
  const [form, fields] = useValidatedForm(
    () => import('./schema.ts').then((m) => m.customerSchemaFor(view.company)),
    {
      id: `bilgiler-${base.draftId}`,
      lastResult: actionData?.reply,
      defaultValue: view.defaults,
    },
  )
  const saving = usePendingSubmission({ intent: 'kaydet' })

  return (
    <>
      <p className="mt-4 text-slate-700">
        Bilgilerinizi kimlik doğrulamasından getirdik. Lütfen kontrol edin, gerekirse düzeltin.
      </p>
      <ConformForm
        form={form}
        focusOrder={['Name', 'Surname', 'CityCode', 'CountyCode', 'Email']}
        method="post"
        action={wizardPath(definition, base.draftId, customerStep.segment)}
        className="mt-6 grid gap-4"
      >
        <FormMessage message={actionData?.message} />
        {view.listsFailed ? <UnloadedListNotice list="İl ve ilçe listeleri" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.Name}
            // A company's title may hold digits and dots (A.Ş.); a person's name only letters.
            mask={view.company ? undefined : 'name'}
            label={view.company ? 'Şirket unvanı' : 'Ad'}
            autoComplete={view.company ? 'organization' : 'given-name'}
          />
          <TextField
            meta={fields.Surname}
            mask="name"
            label={view.company ? 'Yetkili soyadı (isteğe bağlı)' : 'Soyad'}
            autoComplete="family-name"
          />
        </div>
        <CityCountyFields
          city={fields.CityCode}
          county={fields.CountyCode}
          cities={view.cities}
          counties={actionData?.counties ?? view.counties}
        />
        <TextField
          meta={fields.Email}
          type="email"
          label="E-posta (isteğe bağlı)"
          autoComplete="email"
        />
        <div>
          <label htmlFor="dogrulanan-telefon" className="block text-sm font-medium text-slate-800">
            Cep telefonu (doğrulandı)
          </label>
          <input
            id="dogrulanan-telefon"
            readOnly
            value={base.maskedPhone}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-100 px-3 py-2 text-base text-slate-800"
          />
        </div>
        <Button
          type="submit"
          name="intent"
          value="kaydet"
          pending={saving}
          className="w-full sm:w-auto"
        >
          Kaydet ve Devam Et
        </Button>
      </ConformForm>
    </>
  )
}
