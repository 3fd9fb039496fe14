import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { CityCountyFields } from '~/components/city-county-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { customerSchemaFor } from '../customer-schema.ts'
import { definitionOf, wizardPath } from '../definitions.ts'
import type { StepProps } from './props.ts'

/** Step 2, user information: prefilled from the AML check, the city's counties follow it. */
export function BilgilerStep({ base, view, actionData }: StepProps<'bilgiler'>) {
  const definition = definitionOf(base.productKey)
  const schema = customerSchemaFor(view.company)
  const [form, fields] = useForm({
    id: `bilgiler-${base.quoteId}`,
    lastResult: actionData?.reply,
    defaultValue: view.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const navigation = useNavigation()
  const action = wizardPath(definition, base.quoteId, 'bilgiler')
  const errors = actionData?.reply.error ?? {}
  const firstInvalid = ['Name', 'Surname', 'CityCode', 'CountyCode', 'Email'].find(
    (name) => errors[name]?.length,
  )
  const focus = (name: string) => (firstInvalid === name ? { autoFocus: true } : {})
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'kaydet'

  return (
    <>
      <p className="mt-4 text-slate-700">
        Bilgilerinizi kimlik doğrulamasından getirdik. Lütfen kontrol edin, gerekirse düzeltin.
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-6 grid gap-4">
        {actionData?.message ? (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            {actionData.message}
          </p>
        ) : null}
        {view.listsFailed ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
            İl listesi şu anda yüklenemedi. Lütfen sayfayı yenileyin.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.Name}
            label={view.company ? 'Şirket unvanı' : 'Ad'}
            autoComplete={view.company ? 'organization' : 'given-name'}
            {...focus('Name')}
          />
          <TextField
            meta={fields.Surname}
            label={view.company ? 'Yetkili soyadı (isteğe bağlı)' : 'Soyad'}
            autoComplete="family-name"
            {...focus('Surname')}
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
          {...focus('Email')}
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
      </Form>
    </>
  )
}
