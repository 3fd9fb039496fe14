import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextField } from '~/components/ui/field.tsx'
import { customerSchemaFor } from '../customer-schema.ts'
import { definitionOf, wizardPath } from '../definitions.ts'
import type { StepProps } from './props.ts'
import type { BilgilerActionResult } from './types.ts'

/** Step 2, user information: prefilled from the AML check, the city's counties follow it. */
export function BilgilerStep({ base, view, actionData }: StepProps<'bilgiler'>) {
  const definition = definitionOf(base.productKey)
  const [form, fields] = useValidatedForm(customerSchemaFor(view.company), {
    id: `bilgiler-${base.quoteId}`,
    lastResult: actionData?.reply,
    defaultValue: view.defaults,
  })
  const counties = useFetcher<BilgilerActionResult>()
  const action = wizardPath(definition, base.quoteId, 'bilgiler')
  const city = String(fields.CityCode.value ?? '')
  // The county list that belongs to the city now chosen: the newest of fetcher, action and loader.
  const countyList = [counties.data?.counties, actionData?.counties, view.counties].find(
    (list) => list?.cityCode === city,
  )?.options
  // A city chosen that has no list yet (chosen now, or before the page hydrated) gets its own,
  // asked for once: a failed answer is not asked again in a loop.
  const hasCounties = Boolean(countyList)
  const askedFor = useRef('')
  useEffect(() => {
    if (city === '' || hasCounties || askedFor.current === city) return
    askedFor.current = city
    void counties.submit({ intent: 'il-sec', CityCode: city }, { method: 'post', action })
  }, [city, hasCounties, counties, action])
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
        action={action}
        className="mt-6 grid gap-4"
      >
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
          />
          <TextField
            meta={fields.Surname}
            label={view.company ? 'Yetkili soyadı (isteğe bağlı)' : 'Soyad'}
            autoComplete="family-name"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div
            onChange={(event) => {
              const target = event.target
              // The county of another city is no answer; the new city's list is fetched above.
              if (target instanceof HTMLSelectElement && target.name === 'CityCode')
                form.update({ name: fields.CountyCode.name, value: '' })
            }}
          >
            <SelectField meta={fields.CityCode} label="İl" options={view.cities} />
            <noscript>
              <button
                type="submit"
                name="intent"
                value="il-sec"
                formNoValidate
                className="mt-1 min-h-11 rounded font-semibold text-brand-700 underline"
              >
                İlçeleri güncelle
              </button>
            </noscript>
          </div>
          <SelectField meta={fields.CountyCode} label="İlçe" options={countyList ?? []} />
        </div>
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
