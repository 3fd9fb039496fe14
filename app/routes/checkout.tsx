import { ConformForm } from '~/components/forms/conform-form.tsx'
import { ConformErrorSummary } from '~/components/forms/error-summary.tsx'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { useEffect, useRef } from 'react'
import { Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { useHydrated } from '~/components/forms/use-hydrated.ts'
import { useNonce } from '~/utils/nonce.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { checkoutAction, checkoutLoader } from '~/payment/checkout.server.ts'
import { ContractCheckbox, ContractTexts, contractsTitle } from '~/payment/contract-acceptance.tsx'
import { InstallmentChoices, installmentsTitle } from '~/payment/installment-choices.tsx'
import { OfferSummary } from '~/quote/offers/offer-summary.tsx'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { dottedDate } from '~/utils/format.ts'
import type { CheckoutActionResult, CheckoutView } from '~/payment/types.ts'
import type { Route } from './+types/checkout'
import { pageTitle } from '~/components/seo.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export const loader = ({ request, params, context, url }: Route.LoaderArgs) =>
  checkoutLoader({ request, context, url }, params.draftId, params.offerId)

export const action = ({ request, params, context, url }: Route.ActionArgs) =>
  checkoutAction({ request, context, url }, params.draftId, params.offerId)

export const meta: Route.MetaFunction = ({ data: view, matches }) => [
  ...pageTitle(
    { matches },
    view?.state === 'policy'
      ? view.withdrawnOn
        ? 'Poliçeniz iptal edildi'
        : 'Poliçeniz hazır'
      : view?.state === 'quote-insured'
        ? 'Poliçeniz zaten var'
        : view?.state === 'cover-started'
          ? 'Teklifin başlangıç tarihi geçti'
          : 'Ödeme',
  ),
  { name: 'robots', content: 'noindex' },
]

const linkClass = 'font-semibold text-brand-700 underline'
/** The fields in the order they appear (for the focus after a round trip), with their labels. */
const fieldLabels = {
  Email: 'Poliçenin gönderileceği e-posta',
  Installments: installmentsTitle,
  Contracts: contractsTitle,
}
const fieldOrder = Object.keys(fieldLabels)
const alertClass = 'rounded-md border border-red-300 bg-red-50 p-3 text-red-800'

const toCardPageFormId = 'kart-sayfasina-git'

/**
 * The provider's card page, posted to with the payment session: the form goes there by itself
 * with JavaScript, by its button without.
 */
function ToCardPage({ url, fields }: { url: string; fields: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null)
  const nonce = useNonce()
  // In the page the server sent (a checkout posted before hydration), the script after the form
  // sends it as soon as it is parsed: a slow phone does not wait for hydration, and hydrating
  // never sends it a second time. Rendered in the browser (the answer to a fetch), where such a
  // script does not run, it is sent from here.
  const servedWithPage = useRef(!useHydrated())
  useEffect(() => {
    if (!servedWithPage.current) form.current?.submit()
  }, [])
  return (
    <main id="icerik" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">Ödeme Sayfasına Geçiliyor</h1>
      <p className="mt-4 flex items-center gap-2 text-slate-700" role="status">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-brand-700 border-r-transparent"
        />
        Kart bilgilerinizi gireceğiniz ödeme kuruluşunun güvenli sayfasına yönlendiriliyorsunuz…
      </p>
      <form ref={form} id={toCardPageFormId} method="post" action={url} className="mt-6">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit">Ödeme Sayfasına Git</Button>
      </form>
      <script
        nonce={nonce}
        // Browsers hide the nonce after parsing, so the hydrated value differs by design.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `document.getElementById('${toCardPageFormId}').submit()`,
        }}
      />
    </main>
  )
}

function PolicyIssued({ view }: { view: Extract<CheckoutView, { state: 'policy' }> }) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName}</p>
      {view.withdrawnOn ? (
        <>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
            Poliçeniz cayma hakkıyla iptal edildi
          </h1>
          <p role="status" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3">
            Bu poliçe <strong data-testid="cayma-tarihi">{dottedDate(view.withdrawnOn)}</strong>{' '}
            tarihinde cayma hakkıyla iptal edildi; yürürlükte değildir ve üzerinden hasar
            bildirilemez.
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Ödemeniz alındı, poliçeniz hazır</h1>
          <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3">
            İşleminiz başarı ile gerçekleştirilmiştir. Poliçeniz{' '}
            <strong data-testid="odeme-eposta">{view.email}</strong> adresine e-posta ile
            gönderildi.
          </p>
        </>
      )}
      <dl className="mt-6 grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-600">Poliçe numarası</dt>
        <dd className="font-semibold" data-testid="police-no">
          {view.policyNumber}
        </dd>
        <dt className="font-medium text-slate-600">Sigorta şirketi</dt>
        <dd>{view.insurer}</dd>
        <dt className="font-medium text-slate-600">Paket</dt>
        <dd>{view.packageName}</dd>
        <dt className="font-medium text-slate-600">Sigorta süresi</dt>
        <dd data-testid="police-suresi">{coverPeriodText(view.startsOn, view.endsOn)}</dd>
      </dl>
      <p className="mt-6 flex flex-wrap gap-4">
        <a href={view.pdfHref} download className={linkClass}>
          {view.withdrawnOn
            ? 'İptal edilen poliçeyi PDF olarak indir'
            : 'Poliçeyi PDF olarak indir'}
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

function QuoteInsured({ view }: { view: Extract<CheckoutView, { state: 'quote-insured' }> }) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bu teklif için poliçeniz zaten var</h1>
      <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3">
        Bu teklif listesinden {view.insurer ? <strong>{view.insurer}</strong> : null} poliçenizi (
        <span data-testid="alinan-police-no">{view.policyNumber}</span>) satın aldınız. Aynı sigorta
        konusu için ikinci bir poliçe bu tekliften alınamaz; bu nedenle kartınızdan çekim yapılmaz.
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to={view.policyHref} className={linkClass}>
          Satın aldığım poliçeyi göster
        </Link>
        <Link to={view.newQuoteHref} className={linkClass}>
          Yeni teklif al
        </Link>
      </p>
    </main>
  )
}

function CoverStarted({ view }: { view: Extract<CheckoutView, { state: 'cover-started' }> }) {
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Bu teklif artık satın alınamıyor</h1>
      <p role="alert" className={`mt-4 ${alertClass}`}>
        {view.message}
      </p>
      <p className="mt-6">
        <Link to={view.newQuoteHref} className={linkClass}>
          Yeni teklif al
        </Link>
      </p>
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
  const [form, fields] = useValidatedForm(
    () => import('~/payment/checkout-schema.ts').then((m) => m.checkoutSchema),
    {
      id: `odeme-${view.attemptKey}`,
      lastResult: formAnswer?.reply,
      defaultValue: { ...view.defaults, Installments: '1' },
    },
  )
  const navigation = useNavigation()
  const paying = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  // On a phone's first screen: the premium, then the few fields and "Ödemeye Geç" (issue 40);
  // the contracts' texts and the offer's details follow below the button.
  return (
    <main id="icerik" className="mx-auto max-w-3xl px-4 py-4 sm:py-12">
      <p className="text-sm font-semibold text-brand-600">{view.lineName} · Satın al</p>
      <h1 className="text-2xl font-bold sm:text-3xl">Ödeme</h1>
      {view.failure ? (
        <div role="alert" className={`mt-3 ${alertClass}`} data-testid="odeme-hata">
          <p className="font-semibold">Ödeme alınamadı</p>
          <p>{view.failure}</p>
          <p className="mt-1 text-sm">
            Teklifiniz saklandı; başka bir kartla yeniden deneyebilirsiniz.
          </p>
        </div>
      ) : null}
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3" data-testid="odeme-tutar">
        <span className="font-semibold" data-testid="odeme-sigortaci">
          {view.insurer}
        </span>
        <span className="text-xl font-bold text-brand-700">{view.premium}</span>
        <span className="text-sm text-slate-700">{view.installment}</span>
      </p>

      <ConformForm form={form} focusOrder={fieldOrder} method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="AttemptKey" value={view.attemptKey} />
        {form.errors?.length ? (
          <p role="alert" className={alertClass}>
            {form.errors[0]}
          </p>
        ) : null}
        <ConformErrorSummary form={form} labels={fieldLabels} />
        <TextField
          meta={fields.Email}
          type="email"
          label={fieldLabels.Email}
          autoComplete="email"
        />
        <InstallmentChoices
          meta={fields.Installments}
          choices={view.choices}
          failed={view.installmentsFailed}
        />
        <ContractCheckbox meta={fields.Contracts} />
        <Button type="submit" pending={paying} className="w-full sm:w-auto">
          {paying ? 'Ödeme Sayfası Açılıyor' : 'Ödemeye Geç'}
        </Button>
        <p className="flex items-center gap-2 text-xs text-slate-600" data-testid="kart-notu">
          <img src="/images/guven/3d-secure.svg" alt="" width={48} height={30} />
          Kart bilgileriniz ödeme kuruluşunun güvenli ödeme sayfasında girilir; {
            view.agencyName
          }{' '}
          kart bilgilerinizi görmez ve saklamaz. Ödemeyi bankanızın 3D Secure doğrulamasıyla
          onaylarsınız.
        </p>
      </ConformForm>

      <ContractTexts contracts={view.contracts} />

      <section
        aria-labelledby="ozet-baslik"
        className="mt-6 rounded-lg border border-slate-200 p-4"
      >
        <h2 id="ozet-baslik" className="text-lg font-semibold">
          Satın aldığınız teklif
        </h2>
        <OfferSummary
          offer={view}
          className="mt-2"
          title={<p className="text-lg font-semibold">{view.insurer}</p>}
        />
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="text-slate-600">
            {view.insured.length > 1 ? 'Sigortalılar' : 'Sigortalı'}
          </dt>
          <dd>
            <ul data-testid="odeme-sigortalilar">
              {view.insured.map((person) => (
                <li key={`${person.idLabel}${person.idNumber}${person.name}`}>
                  {person.name} · {person.idLabel} {person.idNumber}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-slate-600">Cep telefonu</dt>
          <dd>{view.phone}</dd>
          {view.subject ? (
            <>
              <dt className="text-slate-600">Sigorta konusu</dt>
              <dd>{view.subject}</dd>
            </>
          ) : null}
          <dt className="text-slate-600">Sigorta süresi</dt>
          <dd data-testid="odeme-suresi">{view.coverPeriod}</dd>
        </dl>
        <p className="mt-3 text-sm">
          <Link to={view.offersHref} className={linkClass}>
            Başka bir teklif seç
          </Link>
        </p>
      </section>
    </main>
  )
}

export default function Odeme({ loaderData: view, actionData: answer }: Route.ComponentProps) {
  if (answer?.kind === 'card-page') return <ToCardPage url={answer.url} fields={answer.fields} />
  if (view.state === 'policy') return <PolicyIssued view={view} />
  if (view.state === 'quote-insured') return <QuoteInsured view={view} />
  if (view.state === 'cover-started') return <CoverStarted view={view} />
  return <CheckoutForm key={view.attemptKey} view={view} actionData={answer} />
}

export const ErrorBoundary = RouteErrorBoundary
