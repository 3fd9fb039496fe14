import { Link } from 'react-router'
import { z } from 'zod'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { CheckboxField, SelectField, TextField } from '~/components/ui/field.tsx'
import { NumberField } from '~/components/ui/number-field.tsx'
import { birthDate } from '~/validation/fields.ts'
import { definitionOf, wizardPath } from '../definitions.ts'
import { kaskoDetailsSchema, vehicleChoiceSchema, vehicleQuerySchema } from '../rules/vehicle.ts'
import type { StepProps } from './props.ts'
import type { AracView } from './types.ts'

const alertClass = 'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800'
const linkClass = 'font-semibold text-brand-700 underline'

function FormMessage({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null
}

/** The order the fields appear in, for the focus after a round trip. */
const queryOrder = [
  'LicensePlateNumber',
  'LicensePermitSerial',
  'LicensePermitNumber',
  'AsbisNumber',
]
const confirmOrder = [
  'Birthdate',
  'RadioPrice',
  'NavigationPrice',
  'SteelWheelPrice',
  'OtherAccessoryPrice',
  'ProfessionCode',
]

function QueryForm({ base, view, actionData }: StepProps<'arac'>) {
  const definition = definitionOf(base.productKey)
  const reply = actionData?.form === 'query' ? actionData : undefined
  const [form, fields] = useValidatedForm<
    typeof vehicleQuerySchema,
    Record<
      | 'LicensePlateNumber'
      | 'RegistrationKind'
      | 'LicensePermitSerial'
      | 'LicensePermitNumber'
      | 'AsbisNumber',
      string
    >
  >(vehicleQuerySchema, {
    id: `arac-sorgu-${base.quoteId}`,
    lastResult: reply?.reply,
    defaultValue: view.queryDefaults,
  })
  const querying = usePendingSubmission({ intent: 'sorgula' })
  const kind = fields.RegistrationKind
  const radio = (value: string, label: string) => (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="radio"
        name={kind.name}
        value={value}
        key={kind.key}
        defaultChecked={(kind.initialValue ?? 'belge') === value}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  )
  return (
    <ConformForm
      form={form}
      focusOrder={queryOrder}
      method="post"
      // While a vehicle or a not-found answer is saved, the query form is the page's ?yeni view.
      action={`${wizardPath(definition, base.quoteId, 'arac')}${view.vehicle || view.notFound ? '?yeni=1' : ''}`}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      <TextField meta={fields.LicensePlateNumber} label="Plaka" autoComplete="off" />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Ruhsat bilgisi</legend>
        <div className="flex flex-wrap gap-x-6">
          {radio('belge', 'Ruhsat belgesiyle')}
          {radio('asbis', 'ASBİS numarasıyla')}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <TextField
          meta={fields.LicensePermitSerial}
          label="Belge seri"
          maxLength={2}
          autoComplete="off"
        />
        <TextField
          meta={fields.LicensePermitNumber}
          label="Belge numarası"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
        />
      </div>
      <TextField
        meta={fields.AsbisNumber}
        label="ASBİS numarası"
        hint="Ruhsat belgeniz yanınızda değilse, ruhsattaki ASBİS numarasını girebilirsiniz."
        inputMode="numeric"
        maxLength={20}
        autoComplete="off"
      />
      <Button
        type="submit"
        name="intent"
        value="sorgula"
        pending={querying}
        className="w-full sm:w-auto"
      >
        Aracımı Sorgula
      </Button>
    </ConformForm>
  )
}

function ManualForm({ base, view, actionData }: StepProps<'arac'>) {
  const definition = definitionOf(base.productKey)
  const manual = view.manual!
  const reply = actionData?.form === 'manual' ? actionData : undefined
  const [form, fields] = useValidatedForm<
    typeof vehicleChoiceSchema,
    Record<'BrandCode' | 'BrandCodeFull' | 'ModelYear' | 'UsingType' | 'FuelType', string>
  >(vehicleChoiceSchema, {
    id: `arac-secim-${base.quoteId}`,
    lastResult: reply?.reply,
    defaultValue: manual.defaults,
  })
  const saving = usePendingSubmission({ intent: 'arac-kaydet' })
  const brand = manual.brands.find((b) => b.code === String(fields.BrandCode.value ?? ''))
  const model = brand?.models.find((m) => m.code === String(fields.BrandCodeFull.value ?? ''))
  // Before a model is chosen the years and fuels of all the brand's models are offered; the
  // provider checks the combination when it is saved.
  const years = [...new Set((model ? [model] : (brand?.models ?? [])).flatMap((m) => m.years))]
    .sort((a, b) => b - a)
    .map((y) => ({ id: y, name: String(y) }))
  const fuels = new Set((model ? [model] : (brand?.models ?? [])).flatMap((m) => m.fuelTypes))
  return (
    <ConformForm
      form={form}
      method="post"
      action={`${wizardPath(definition, base.quoteId, 'arac')}${view.vehicle ? '?duzelt=1' : ''}`}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      {manual.listsFailed ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          Araç listeleri şu anda yüklenemedi. Lütfen sayfayı yenileyin.
        </p>
      ) : null}
      <div
        onChange={(event) => {
          const target = event.target
          if (target instanceof HTMLSelectElement && target.name === 'BrandCode') {
            form.update({ name: fields.BrandCodeFull.name, value: '' })
          }
        }}
      >
        <SelectField
          meta={fields.BrandCode}
          label="Marka"
          options={manual.brands.map((b) => ({ id: b.code, name: b.name }))}
        />
      </div>
      <div>
        <SelectField
          meta={fields.BrandCodeFull}
          label="Model"
          options={(brand?.models ?? []).map((m) => ({ id: m.code, name: m.name }))}
        />
        <noscript>
          {/* Without JavaScript the lists follow the brand and model on this round trip. */}
          <button
            type="submit"
            name="intent"
            value="marka-sec"
            formNoValidate
            className="min-h-11 rounded font-semibold text-brand-700 underline"
          >
            Modelleri ve seçenekleri güncelle
          </button>
        </noscript>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField meta={fields.ModelYear} label="Model yılı" options={years} />
        <SelectField meta={fields.UsingType} label="Kullanım tarzı" options={manual.usingTypes} />
        <SelectField
          meta={fields.FuelType}
          label="Yakıt tipi"
          options={manual.fuelTypes.filter((f) => fuels.size === 0 || fuels.has(String(f.id)))}
        />
      </div>
      <p className="flex flex-wrap items-center gap-4">
        <Button
          type="submit"
          name="intent"
          value="arac-kaydet"
          pending={saving}
          className="w-full sm:w-auto"
        >
          Aracımı Kaydet
        </Button>
        {view.vehicle ? (
          <Link to={wizardPath(definition, base.quoteId, 'arac')} className={linkClass}>
            Vazgeç
          </Link>
        ) : null}
      </p>
    </ConformForm>
  )
}

function VehicleSummary({ vehicle }: { vehicle: NonNullable<AracView['vehicle']> }) {
  const rows: [string, string][] = [
    ['Plaka', vehicle.plate],
    ['Marka', vehicle.brand],
    ['Model', vehicle.model],
    ['Model yılı', String(vehicle.modelYear)],
    ['Kullanım tarzı', vehicle.usingType],
    ['Yakıt tipi', vehicle.fuelType],
    ['Motor numarası', vehicle.engineNumber],
    ['Şasi numarası', vehicle.frameNumber],
    ['Mevcut poliçe bitişi', vehicle.policyEndDate ?? 'Kayıtlı poliçe yok'],
  ]
  return (
    <dl className="mt-6 grid gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-4 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const confirmSchema = (kasko: boolean, asksBirthDate: boolean) => {
  const base = kasko ? kaskoDetailsSchema : z.object({})
  return asksBirthDate ? base.extend({ Birthdate: birthDate }) : base
}

function ConfirmForm({ base, view, actionData }: StepProps<'arac'>) {
  const definition = definitionOf(base.productKey)
  const reply = actionData?.form === 'confirm' ? actionData : undefined
  const kasko = view.kasko
  const schema = confirmSchema(Boolean(kasko), view.asksBirthDate)
  const [form, fields] = useValidatedForm<
    typeof schema,
    Record<
      | 'RadioPrice'
      | 'NavigationPrice'
      | 'SteelWheelPrice'
      | 'OtherAccessoryPrice'
      | 'IsOriginalLpg'
      | 'ProfessionCode'
      | 'Birthdate',
      string
    >
  >(schema, {
    id: `arac-onay-${base.quoteId}`,
    lastResult: reply?.reply,
    defaultValue: kasko?.defaults ?? {},
  })
  const confirming = usePendingSubmission({ intent: 'teklif-al' })
  const accessory = (
    name: 'RadioPrice' | 'NavigationPrice' | 'SteelWheelPrice' | 'OtherAccessoryPrice',
    label: string,
  ) => (
    <NumberField
      meta={fields[name]}
      label={label}
      min={kasko!.limits[name]!.min}
      max={kasko!.limits[name]!.max}
    />
  )
  return (
    <ConformForm
      form={form}
      focusOrder={confirmOrder}
      method="post"
      action={wizardPath(definition, base.quoteId, 'arac')}
      className="mt-6 grid gap-4"
    >
      <FormMessage message={reply?.message} />
      {view.asksBirthDate ? (
        <TextField
          meta={fields.Birthdate}
          label="Doğum tarihi"
          hint="GG.AA.YYYY"
          inputMode="numeric"
          autoComplete="bday"
        />
      ) : null}
      {kasko ? (
        <>
          <fieldset className="grid gap-4">
            <legend className="text-lg font-semibold">Aksesuarlar</legend>
            <p className="text-sm text-slate-700">
              Araçta fabrika çıkışı olmayan aksesuarların bedellerini girin; yoksa 0 bırakın.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {accessory('RadioPrice', 'Radyo / teyp bedeli (₺)')}
              {accessory('NavigationPrice', 'Navigasyon bedeli (₺)')}
              {accessory('SteelWheelPrice', 'Çelik jant bedeli (₺)')}
              {accessory('OtherAccessoryPrice', 'Diğer aksesuarlar (₺)')}
            </div>
          </fieldset>
          <CheckboxField meta={fields.IsOriginalLpg}>Araçtaki LPG orijinaldir</CheckboxField>
          <SelectField meta={fields.ProfessionCode} label="Meslek" options={kasko.professions} />
        </>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="teklif-al"
        pending={confirming}
        className="w-full sm:w-auto"
      >
        Bilgiler Doğru, Teklifleri Getir
      </Button>
    </ConformForm>
  )
}

/** Step 3, the vehicle: query by plate, confirm what was found or choose it from the lists. */
export function AracStep(props: StepProps<'arac'>) {
  const { base, view } = props
  const definition = definitionOf(base.productKey)
  const here = wizardPath(definition, base.quoteId, 'arac')
  if (view.mode === 'query') {
    return (
      <>
        <p className="mt-4 text-slate-700">
          Aracınızı plakası ve ruhsat bilgisiyle sorgulayalım; bulduğumuz bilgileri onayladıktan
          sonra teklifleri getireceğiz.
        </p>
        <QueryForm {...props} />
      </>
    )
  }
  if (view.mode === 'manual') {
    return (
      <>
        {view.notFound && !view.vehicle ? (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
            {view.notFound}
          </p>
        ) : (
          <p className="mt-4 text-slate-700">Aracınızın bilgilerini listeden seçin.</p>
        )}
        <ManualForm {...props} />
        <p className="mt-4">
          <Link to={`${here}?yeni=1`} className={linkClass}>
            Başka bir plaka sorgula
          </Link>
        </p>
      </>
    )
  }
  const vehicle = view.vehicle!
  return (
    <>
      <p className="mt-4 text-slate-700">
        {vehicle.corrected
          ? 'Seçtiğiniz araç bilgileri kaydedildi.'
          : 'Plakanıza kayıtlı aracı bulduk. Lütfen bilgileri kontrol edin.'}
      </p>
      <VehicleSummary vehicle={vehicle} />
      <p className="mt-3 flex flex-wrap gap-4 text-sm">
        <Link to={`${here}?duzelt=1`} className={linkClass}>
          Bilgiler yanlış, aracımı listeden seçeyim
        </Link>
        <Link to={`${here}?yeni=1`} className={linkClass}>
          Başka bir plaka sorgula
        </Link>
      </p>
      {view.refusal ? (
        <div
          role="alert"
          className="mt-6 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <h2 className="font-semibold">Şu anda teklif verilemiyor</h2>
          <p className="mt-1">{view.refusal}</p>
          <p className="mt-2 text-sm">
            Sorularınız için bizi {base.agencyPhone} numarasından arayabilirsiniz.
          </p>
        </div>
      ) : (
        <ConfirmForm {...props} />
      )}
    </>
  )
}
