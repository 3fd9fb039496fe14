import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useFetcher, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, TextField } from '~/components/ui/field.tsx'
import { config } from '~/config.server.ts'
import { customerSchemaFor } from '~/quote/customer-schema.ts'
import {
  definitionByFlowPath,
  definitionOf,
  SAVED_STEP,
  stepAfter,
  wizardPath,
  type ProductDefinition,
} from '~/quote/definitions.ts'
import { draftStore, ownDraft, type QuoteDraft } from '~/quote/draft.server.ts'
import { outcomeOf } from '~/quote/result-codes.ts'
import { getSession, upstreamContext } from '~/session.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getCities, getCounties } from '~/upstream/lists.server.ts'
import { maskPhone } from '~/validation/identity.ts'
import type { Route } from './+types/quote-wizard'

interface Option {
  id: number
  name: string
}

async function loadDraft(request: Request, quoteId: string) {
  const definition = definitionByFlowPath(new URL(request.url).pathname)
  const session = await getSession(request)
  const draft = ownDraft(session, quoteId)
  if (!definition || !draft || draft.product !== definition.key) throw data(null, { status: 404 })
  // Spec §8 1004 gecici_kod_onay_gerekli: without a verified phone the wizard goes back to the SMS step.
  if (draft.data.verification.status !== 'verified') {
    throw redirect(`${definition.quotePage}?dogrulama=${draft.id}`)
  }
  return { definition, draft, context: await upstreamContext(request, session) }
}

async function cityOptions(context: UpstreamContext): Promise<Option[]> {
  const cities = await getCities(context)
  return cities.ok ? (cities.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CityName })) : []
}

async function countyOptions(cityCode: number | null, context: UpstreamContext): Promise<Option[]> {
  if (!cityCode) return []
  const counties = await getCounties(cityCode, context)
  return counties.ok
    ? (counties.body.Results ?? []).map((c) => ({ id: c.ID, name: c.CountyName }))
    : []
}

const isCompany = (draft: QuoteDraft) => draft.data.entry.NationalNumber.length === 10

export async function loader({ request, params }: Route.LoaderArgs) {
  const { definition, draft, context } = await loadDraft(request, params.quoteId)
  const customer = draft.data.customer!
  const base = {
    productKey: definition.key,
    quoteId: draft.id,
    maskedPhone: maskPhone(customer.Phone),
    agencyPhone: config.agency.phone,
  }
  if (params.step === SAVED_STEP && customer.savedAt) {
    return {
      ...base,
      step: SAVED_STEP as typeof SAVED_STEP,
      summary: {
        name: `${customer.Name} ${customer.Surname}`.trim(),
        place: `${customer.County} / ${customer.City}`,
        email: customer.Email ?? null,
      },
    }
  }
  if (params.step !== 'bilgiler') throw redirect(wizardPath(definition, draft.id, 'bilgiler'))
  const [cities, counties] = await Promise.all([
    cityOptions(context),
    countyOptions(customer.CityCode, context),
  ])
  return {
    ...base,
    step: 'bilgiler' as const,
    company: isCompany(draft),
    defaults: {
      Name: customer.Name,
      Surname: customer.Surname,
      CityCode: customer.CityCode ? String(customer.CityCode) : '',
      CountyCode: customer.CountyCode ? String(customer.CountyCode) : '',
      Email: customer.Email ?? '',
    },
    cities,
    counties: { cityCode: customer.CityCode ? String(customer.CityCode) : '', options: counties },
    listsFailed: cities.length === 0,
  }
}

type WizardActionResult = {
  reply: SubmissionResult<string[]>
  counties: { cityCode: string; options: Option[] }
  message?: string
}

export async function action({ request, params }: Route.ActionArgs) {
  const { definition, draft, context } = await loadDraft(request, params.quoteId)
  const formData = await request.formData()
  const schema = customerSchemaFor(isCompany(draft))
  const submission = parseWithZod(formData, { schema })
  const cityCode = Number(formData.get('CityCode')) || null
  const counties = {
    cityCode: cityCode ? String(cityCode) : '',
    options: await countyOptions(cityCode, context),
  }

  if (formData.get('intent') === 'il-sec') {
    // A new city: its counties, the typed values kept, no messages yet and no county chosen.
    const reply = submission.reply()
    return data<WizardActionResult>({
      reply: { ...reply, error: {}, initialValue: { ...reply.initialValue, CountyCode: '' } },
      counties,
    })
  }
  if (submission.status !== 'success') {
    return data<WizardActionResult>({ reply: submission.reply(), counties }, { status: 400 })
  }
  const values = submission.value
  const city = (await cityOptions(context)).find((c) => c.id === values.CityCode)
  const county = counties.options.find((c) => c.id === values.CountyCode)
  if (!city || !county) {
    return data<WizardActionResult>(
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
    CityCode: city.id,
    CountyCode: county.id,
    City: city.name,
    County: county.name,
    Email: values.Email,
    savedAt: new Date().toISOString(),
  }
  const next = stepAfter(definition, 'bilgiler')
  draft.data.step = next
  draftStore().save(draft)
  return redirect(wizardPath(definition, draft.id, next))
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title:
      loaderData?.step === SAVED_STEP
        ? 'Bilgileriniz kaydedildi | Bozok Sigorta'
        : 'Bilgileriniz | Bozok Sigorta',
  },
  { name: 'robots', content: 'noindex' },
]

function CustomerForm({
  definition,
  loaderData,
  actionData,
}: {
  definition: ProductDefinition
  loaderData: Extract<Route.ComponentProps['loaderData'], { step: 'bilgiler' }>
  actionData?: WizardActionResult
}) {
  const schema = customerSchemaFor(loaderData.company)
  const [form, fields] = useForm({
    id: `bilgiler-${loaderData.quoteId}`,
    lastResult: actionData?.reply,
    defaultValue: loaderData.defaults,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  })
  const counties = useFetcher<WizardActionResult>()
  const navigation = useNavigation()
  const action = wizardPath(definition, loaderData.quoteId, 'bilgiler')
  const city = String(fields.CityCode.value ?? '')
  // The county list that belongs to the city now chosen: the newest of fetcher, action and loader.
  const countyList =
    [counties.data?.counties, actionData?.counties, loaderData.counties].find(
      (list) => list?.cityCode === city,
    )?.options ?? []
  const errors = actionData?.reply.error ?? {}
  const firstInvalid = ['Name', 'Surname', 'CityCode', 'CountyCode', 'Email'].find(
    (name) => errors[name]?.length,
  )
  const focus = (name: string) => (firstInvalid === name ? { autoFocus: true } : {})
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'kaydet'

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-6 grid gap-4">
      {actionData?.message ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {actionData.message}
        </p>
      ) : null}
      {loaderData.listsFailed ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          İl listesi şu anda yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.Name}
          label={loaderData.company ? 'Şirket unvanı' : 'Ad'}
          autoComplete={loaderData.company ? 'organization' : 'given-name'}
          {...focus('Name')}
        />
        <TextField
          meta={fields.Surname}
          label={loaderData.company ? 'Yetkili soyadı (isteğe bağlı)' : 'Soyad'}
          autoComplete="family-name"
          {...focus('Surname')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div
          onChange={(event) => {
            const target = event.target
            if (!(target instanceof HTMLSelectElement) || target.name !== 'CityCode') return
            form.update({ name: fields.CountyCode.name, value: '' })
            void counties.submit(
              { intent: 'il-sec', CityCode: target.value },
              { method: 'post', action },
            )
          }}
        >
          <SelectField meta={fields.CityCode} label="İl" options={loaderData.cities} />
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
        <SelectField meta={fields.CountyCode} label="İlçe" options={countyList} />
      </div>
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
          value={loaderData.maskedPhone}
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
  )
}

export default function QuoteWizard({ loaderData, actionData }: Route.ComponentProps) {
  const definition = definitionOf(loaderData.productKey)
  if (loaderData.step === SAVED_STEP) {
    const { summary } = loaderData
    return (
      <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        <p className="text-sm font-semibold text-brand-600">{definition.name} teklifi</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bilgileriniz kaydedildi</h1>
        <p className="mt-4 text-slate-700">
          Telefonunuz doğrulandı ve aşağıdaki bilgiler teklif kaydınıza işlendi. Bu tarayıcıdan
          istediğiniz zaman bu sayfaya dönebilir, bilgilerinizi düzeltebilirsiniz. Sorularınız için
          bizi {loaderData.agencyPhone} numarasından arayabilirsiniz.
        </p>
        <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">Ad soyad / unvan</dt>
          <dd>{summary.name}</dd>
          <dt className="font-medium text-slate-600">İlçe / il</dt>
          <dd>{summary.place}</dd>
          <dt className="font-medium text-slate-600">Cep telefonu</dt>
          <dd>{loaderData.maskedPhone}</dd>
          <dt className="font-medium text-slate-600">E-posta</dt>
          <dd>{summary.email ?? 'Belirtilmedi'}</dd>
        </dl>
        <p className="mt-6 flex flex-wrap gap-4">
          <Link
            to={wizardPath(definition, loaderData.quoteId, 'bilgiler')}
            className="font-semibold text-brand-700 underline"
          >
            Bilgilerimi düzenle
          </Link>
          <Link to="/" className="font-semibold text-brand-700 underline">
            Ana sayfaya dön
          </Link>
        </p>
      </main>
    )
  }
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{definition.name} teklifi · 2. adım</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bilgileriniz</h1>
      <p className="mt-4 text-slate-700">
        Bilgilerinizi kimlik doğrulamasından getirdik. Lütfen kontrol edin, gerekirse düzeltin.
      </p>
      <CustomerForm
        key={loaderData.quoteId}
        definition={definition}
        loaderData={loaderData}
        actionData={actionData as WizardActionResult | undefined}
      />
    </main>
  )
}
