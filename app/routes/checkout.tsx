import { getInputProps } from '@conform-to/react'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { firstInvalid } from '~/components/forms/first-invalid.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useFetcher, useNavigation, type ShouldRevalidateFunction } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { FieldError, SelectField, TextField } from '~/components/ui/field.tsx'
import { checkoutAction, checkoutLoader } from '~/payment/checkout.server.ts'
import { checkoutSchema } from '~/payment/checkout-schema.ts'
import type { CheckoutActionResult, CheckoutView } from '~/payment/types.ts'
import {
  cardBrandNames,
  detectCardBrand,
  formatCardNumber,
  type CardBrand,
} from '~/validation/card.ts'
import type { Route } from './+types/checkout'
import { pageTitle } from '~/seo.ts'
import { RouteErrorBoundary } from '~/components/shell/route-error.tsx'

export const loader = ({ request, params, context, url }: Route.LoaderArgs) =>
  checkoutLoader({ request, context, url }, params.quoteId, params.offerId)

export const action = ({ request, params, context, url }: Route.ActionArgs) =>
  checkoutAction({ request, context, url }, params.quoteId, params.offerId)

// Asking for the card bank's installments changes nothing the loader reads.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'taksit' ? false : defaultShouldRevalidate)

export const meta: Route.MetaFunction = ({ data: view, matches }) => [
  ...pageTitle({ matches }, view?.state === 'policy' ? 'Poliçeniz hazır' : 'Ödeme'),
  { name: 'robots', content: 'noindex' },
]

const cardLogo: Record<CardBrand, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
  troy: 'troy',
}
const linkClass = 'font-semibold text-brand-700 underline'
/** The order the fields appear in, for the focus after a round trip. */
const fieldOrder = [
  'Email',
  'Contracts',
  'Installments',
  'CardHolderName',
  'CardNumber',
  'ExpiryMonth',
  'ExpiryYear',
  'Cvc',
]
const alertClass = 'rounded-md border border-red-300 bg-red-50 p-3 text-red-800'

/** The bank's 3D Secure page: the form goes there by itself with JavaScript, by its button without. */
function ToBank({ url, fields }: { url: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => form.current?.submit(), [])
  return (
    <main id="icerik" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">Ödeme Yapılıyor</h1>
      <p className="mt-4 flex items-center gap-2 text-slate-700" role="status">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
        />
        Bankanızın 3D Secure doğrulama sayfasına yönlendiriliyorsunuz…
      </p>
      <form ref={form} method="post" action={url} className="mt-6">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Banka Doğrulama Sayfasına Git</Button>
      </form>
    </main>
  )
}

function PolicyIssued({ view }: { view: Extract<CheckoutView, { state: 'policy' }> }) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Ödemeniz alındı, poliçeniz hazır</h1>
      <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3">
        İşleminiz başarı ile gerçekleştirilmiştir. Poliçeniz{' '}
        <strong data-testid="odeme-eposta">{view.email}</strong> adresine e-posta ile gönderildi.
      </p>
      <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Poliçe numarası</dt>
        <dd className="font-semibold" data-testid="police-no">
          {view.policyNumber}
        </dd>
        <dt className="font-medium text-slate-600">Sigorta şirketi</dt>
        <dd>{view.insurer}</dd>
        <dt className="font-medium text-slate-600">Paket</dt>
        <dd>{view.packageName}</dd>
        <dt className="font-medium text-slate-600">Başlangıç – bitiş</dt>
        <dd>
          {view.startsOn.split('-').reverse().join('.')} –{' '}
          {view.endsOn.split('-').reverse().join('.')}
        </dd>
      </dl>
      <p className="mt-6 flex flex-wrap gap-4">
        <a href={view.pdfHref} download className={linkClass}>
          Poliçeyi PDF olarak indir
        </a>
        {view.loggedIn ? (
          <Link to="/hesabim?page=policelerim" className={linkClass}>
            Poliçelerim
          </Link>
        ) : (
          <Link to="/uyeOl" className={linkClass}>
            Üye olun, poliçelerinizi Hesabım&apos;da görün
          </Link>
        )}
      </p>
      {view.loggedIn ? null : (
        <p className="mt-3 text-sm text-slate-700">
          Aynı T.C. kimlik numarası ve cep telefonuyla üye olduğunuzda bu poliçe Hesabım →
          Poliçelerim sayfasında listelenir.
        </p>
      )}
    </main>
  )
}

function CheckoutForm({
  view,
  actionData,
}: {
  view: Extract<CheckoutView, { state: 'form' }>
  actionData?: CheckoutActionResult
}) {
  const formAnswer = actionData?.kind === 'form' ? actionData : undefined
  const [form, fields] = useValidatedForm(checkoutSchema, {
    id: `odeme-${view.attemptKey}`,
    lastResult: formAnswer?.reply,
    defaultValue: { ...view.defaults, Installments: '1' },
  })
  const navigation = useNavigation()
  const paying = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const bankOptions = useFetcher<CheckoutActionResult>()
  const fetched = bankOptions.data?.kind === 'options' ? bankOptions.data : undefined
  const choices = fetched?.choices.length
    ? fetched.choices
    : formAnswer?.choices?.length
      ? formAnswer.choices
      : view.choices
  const bank = fetched?.bank ?? formAnswer?.bank ?? null
  const [brand, setBrand] = useState<CardBrand | null>(null)
  const lastBin = useRef('')

  function onCardInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const formatted = formatCardNumber(input.value)
    if (formatted !== input.value) input.value = formatted
    setBrand(detectCardBrand(formatted))
    // The bank decides the installments: ask again when the card's first eight digits change.
    const bin = formatted.replace(/\D/g, '').slice(0, 8)
    if (bin.length === 8 && bin !== lastBin.current) {
      lastBin.current = bin
      void bankOptions.submit({ intent: 'taksit', Bin: bin }, { method: 'post' })
    }
  }

  // The form's own inputs (not field components) take the focus like the fields do.
  const first = firstInvalid(form.allErrors, fieldOrder)
  const focus = (name: string) => (first === name ? { autoFocus: true } : {})
  const cardProps = getInputProps(fields.CardNumber, { type: 'text', ariaAttributes: true })
  const installments = String(fields.Installments.value ?? fields.Installments.initialValue ?? '1')

  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName} · Satın al</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Ödeme</h1>
      {view.failure ? (
        <div role="alert" className={`mt-4 ${alertClass}`} data-testid="odeme-hata">
          <p className="font-semibold">Ödeme alınamadı</p>
          <p>{view.failure}</p>
          <p className="mt-1 text-sm">
            Teklifiniz saklandı; başka bir kartla yeniden deneyebilirsiniz.
          </p>
        </div>
      ) : null}
      <section
        aria-labelledby="ozet-baslik"
        className="mt-6 rounded-lg border border-slate-200 p-4"
      >
        <h2 id="ozet-baslik" className="text-lg font-semibold">
          Satın aldığınız teklif
        </h2>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-lg font-semibold" data-testid="odeme-sigortaci">
              {view.insurer}
            </p>
            <p className="text-slate-700">{view.packageName}</p>
          </div>
          <div className="text-right">
            <p className="text-xl font-bold text-brand-700">{view.premium}</p>
            <p className="text-sm text-slate-700">{view.installment}</p>
          </div>
        </div>
        {view.coverages.length > 0 ? (
          <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
            {view.coverages.map((c) => (
              <li key={c.name}>
                {c.name}: <span className="font-medium">{c.value}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="text-slate-600">Sigortalı</dt>
          <dd>
            {view.insured.name} · {view.insured.nationalNumber} · {view.insured.phone}
          </dd>
          {view.subject ? (
            <>
              <dt className="text-slate-600">Sigorta konusu</dt>
              <dd>{view.subject}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 text-sm">
          <Link to={view.offersHref} className={linkClass}>
            Başka bir teklif seç
          </Link>
        </p>
      </section>

      <ConformForm form={form} focusOrder={fieldOrder} method="post" className="mt-6 grid gap-6">
        <input type="hidden" name="AttemptKey" value={view.attemptKey} />
        {form.errors?.length ? (
          <p role="alert" className={alertClass}>
            {form.errors[0]}
          </p>
        ) : null}
        <TextField
          meta={fields.Email}
          type="email"
          label="Poliçenin gönderileceği e-posta"
          autoComplete="email"
        />

        <section aria-labelledby="sozlesme-baslik">
          <h2 id="sozlesme-baslik" className="text-lg font-semibold">
            Sözleşmeler
          </h2>
          {view.contracts.map((contract) => (
            <section
              key={contract.slug}
              aria-labelledby={`${contract.slug}-baslik`}
              tabIndex={0}
              className="mt-3 max-h-56 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 p-3 text-sm"
              data-testid={contract.slug}
            >
              <h3 id={`${contract.slug}-baslik`} className="font-semibold">
                {contract.title}
              </h3>
              {contract.paragraphs.map((p) => (
                <p key={p} className="mt-2">
                  {p}
                </p>
              ))}
            </section>
          ))}
          <div className="mt-3 flex items-start gap-3">
            <input
              {...getInputProps(fields.Contracts, {
                type: 'checkbox',
                value: 'on',
                ariaAttributes: true,
              })}
              key={fields.Contracts.key}
              aria-describedby={fields.Contracts.errorId}
              className="mt-1 size-5 shrink-0 accent-brand-600"
              {...focus('Contracts')}
            />
            <label htmlFor={fields.Contracts.id} className="text-sm">
              Ön Bilgilendirme Formu&apos;nu ve Mesafeli Satış Sözleşmesi&apos;ni okudum, kabul
              ediyorum.
            </label>
          </div>
          <FieldError meta={fields.Contracts} />
        </section>

        <fieldset aria-describedby={fields.Installments.errorId}>
          <legend className="text-lg font-semibold">Ödeme seçeneği</legend>
          {bank ? <p className="text-sm text-slate-700">Kartınızın bankası: {bank}</p> : null}
          {view.installmentsFailed && choices.length === 0 ? (
            <p role="alert" className={`mt-2 ${alertClass}`}>
              Taksit seçenekleri şu anda yüklenemedi. Lütfen sayfayı yenileyin.
            </p>
          ) : null}
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {choices.map((choice, i) => (
              <label
                key={choice.value}
                className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm"
              >
                <input
                  type="radio"
                  name={fields.Installments.name}
                  value={choice.value}
                  defaultChecked={choice.value === installments}
                  aria-invalid={fields.Installments.errors ? true : undefined}
                  className="size-5 accent-brand-600"
                  {...(i === 0 ? focus('Installments') : {})}
                />
                {choice.label}
              </label>
            ))}
          </div>
          <FieldError meta={fields.Installments} />
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="text-lg font-semibold">Kart bilgileri</legend>
          <TextField
            meta={fields.CardHolderName}
            label="Kart üzerindeki ad soyad"
            autoComplete="cc-name"
          />
          <div>
            <label
              htmlFor={fields.CardNumber.id}
              className="block text-sm font-medium text-slate-800"
            >
              Kart numarası
            </label>
            <div className="mt-1 flex items-center gap-2">
              <input
                {...cardProps}
                key={cardProps.key}
                // Never filled from the server: the number is not echoed back.
                defaultValue=""
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={19}
                placeholder="0000 0000 0000 0000"
                onInput={onCardInput}
                aria-describedby={`${fields.CardNumber.id}-tur ${fields.CardNumber.errorId}`}
                className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
                {...focus('CardNumber')}
              />
              {brand ? (
                <img src={`/images/guven/${cardLogo[brand]}.svg`} alt="" width={48} height={30} />
              ) : null}
            </div>
            <p
              id={`${fields.CardNumber.id}-tur`}
              aria-live="polite"
              className="mt-1 text-xs text-slate-600"
            >
              {brand
                ? `Kart türü: ${cardBrandNames[brand]}`
                : 'Visa, Mastercard, American Express, Troy, Discover, Diners Club, JCB ve China UnionPay kabul edilir.'}
            </p>
            <FieldError meta={fields.CardNumber} />
          </div>
          <div className="grid grid-cols-3 gap-3">
            <SelectField
              meta={fields.ExpiryMonth}
              label="Son kullanma ayı"
              options={Array.from({ length: 12 }, (_, i) => ({
                id: String(i + 1),
                name: String(i + 1).padStart(2, '0'),
              }))}
              placeholder="Ay"
            />
            <SelectField
              meta={fields.ExpiryYear}
              label="Son kullanma yılı"
              options={view.years.map((y) => ({ id: String(y), name: String(y) }))}
              placeholder="Yıl"
            />
            <TextField
              meta={fields.Cvc}
              label="Güvenlik kodu (CVC)"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </div>
        </fieldset>

        <Button type="submit" pending={paying} className="w-full sm:w-auto">
          {paying ? 'Ödeme Yapılıyor' : 'Ödemeyi Tamamla'}
        </Button>
        <p className="flex items-center gap-2 text-xs text-slate-600">
          <img src="/images/guven/3d-secure.svg" alt="" width={48} height={30} />
          Kart bilgileriniz doğrudan bankaya iletilir ve saklanmaz; ödemeyi bankanızın 3D Secure
          doğrulamasıyla onaylarsınız.
        </p>
      </ConformForm>
    </main>
  )
}

export default function Odeme({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as CheckoutActionResult | undefined
  if (answer?.kind === 'acs') return <ToBank url={answer.url} fields={answer.fields} />
  const view = loaderData as CheckoutView
  if (view.state === 'policy') return <PolicyIssued view={view} />
  return <CheckoutForm key={view.attemptKey} view={view} actionData={answer} />
}

export const ErrorBoundary = RouteErrorBoundary
