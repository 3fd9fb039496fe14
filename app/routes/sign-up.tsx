import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { Link, useActionData, useLoaderData } from 'react-router'
import { ServerCheckedForm, useServerCheckedForm } from '~/components/forms/server-checked-form.tsx'
import { ErrorSummary } from '~/components/forms/error-summary.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { CityCountyFields } from '~/address/city-county-fields.tsx'
import { MemberPhoneField, NationalNumberField } from '~/members/components/member-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import { SelectField, PasswordField, TextField } from '~/components/ui/field.tsx'
import { VerificationConsents } from '~/verification/verification-consents.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { cityOptions, countyList } from '~/address/options.server.ts'
import { verifyNewMemberPhone } from '~/verification/member-phone.server.ts'
import { registerSchema, type RegisterFields } from '~/members/schemas.ts'
import { getSession, upstreamContext } from '~/session/session.server.ts'
import { getPreloginKey, readPreloginKey, register } from '~/upstream/members.server.ts'
import { encryptWithPassphrase } from '~/utils/passphrase-aes.server.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/sign-up'
import { pageTitle } from '~/components/seo.ts'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

export const handle = sharedPageHandle

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Üye Ol')

export async function loader({ request, context }: Route.LoaderArgs) {
  return { cities: await cityOptions(await upstreamContext({ request, context })) }
}

const passwordFields = ['Password', 'PasswordRepeat']
/** The fields in the order they appear (for the focus after a round trip), with their labels. */
const fieldLabels = {
  Name: 'Ad',
  Surname: 'Soyad',
  Phone: 'Cep Telefonu',
  NationalNumber: 'TC Kimlik Numarası',
  Email: 'E-posta',
  Birthdate: 'Doğum Tarihi',
  Gender: 'Cinsiyet',
  CityCode: 'İl',
  CountyCode: 'İlçe',
  Password: 'Şifre',
  PasswordRepeat: 'Şifre (Tekrar)',
  PrivacyAgreement: 'Gizlilik politikası ve kullanım koşulları',
  OpenDataAgreement: 'Aydınlatma metni',
} satisfies Partial<Record<keyof RegisterFields, string>>
const fieldOrder = Object.keys(fieldLabels)

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const session = await getSession(request)
  const upstream = await upstreamContext({ request, context }, session)
  const counties = await countyList(formData.get('CityCode'), upstream)
  // Without JavaScript the county list follows the city through this round trip.
  if (formData.get('intent') === 'il-sec') {
    const values = Object.fromEntries(
      [...formData.entries()].flatMap(([k, v]) =>
        // Only the form's own fields come back: anything else posted is not echoed in the page.
        typeof v === 'string' && k in registerSchema.shape && !passwordFields.includes(k)
          ? [[k, v] as const]
          : [],
      ),
    )
    return { result: null, values, counties, error: null }
  }
  const submission = parsePostedForm(formData, registerSchema)
  if (submission.status !== 'success') {
    return {
      result: submission.reply({ hideFields: passwordFields }),
      values: null,
      counties,
      error: null,
    }
  }
  const v = submission.value
  const key = readPreloginKey(await getPreloginKey(upstream))
  if (!key.ok) {
    return {
      result: submission.reply({ hideFields: passwordFields }),
      values: null,
      counties,
      error: key.message,
    }
  }
  const created = await register(
    {
      CityCode: v.CityCode,
      CountyCode: v.CountyCode,
      Email: v.Email,
      NationalNumber: v.NationalNumber,
      Name: v.Name,
      Surname: v.Surname,
      Password: encryptWithPassphrase(v.Password, key.key),
      Phone: v.Phone,
      Birthdate: v.Birthdate,
      Gender: v.Gender,
      AdvertisementAgreement: v.AdvertisementAgreement,
      PrivacyAgreement: v.PrivacyAgreement,
      OpenDataAgreement: v.OpenDataAgreement,
      Guid: key.guid,
    },
    { ...upstream, member: null },
  )
  if (!created.ok) {
    return {
      result: submission.reply({ hideFields: passwordFields }),
      values: null,
      counties,
      error: created.message,
    }
  }
  // The membership waits for the phone's code; the login runs once the code is right.
  return verifyNewMemberPhone({
    request,
    session,
    context: upstream,
    phone: v.Phone,
    password: v.Password,
    returnTo: '/',
    redirectTo: '/',
    enhanced: false,
  })
}

export default function SignUp() {
  const { cities } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useServerCheckedForm<RegisterFields>({
    id: 'uye-ol',
    lastResult: actionData?.result,
    defaultValue: actionData?.values,
  })
  const signingUp = usePendingSubmission({ intent: 'uye-ol' })
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">Üye Ol</h1>
      <p className="mt-2 text-slate-700">
        Zaten üye misiniz?{' '}
        <Link to="?modal=giris" className="text-brand-700 underline">
          Giriş yapın
        </Link>
      </p>
      <Toasts
        toasts={actionData?.error ? [{ kind: 'error', description: actionData.error }] : []}
      />
      <ServerCheckedForm
        form={form}
        focusOrder={fieldOrder}
        method="post"
        className="mt-6 space-y-3"
      >
        <ErrorSummary formId={form.id} errors={form.reply?.error} labels={fieldLabels} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Name} mask="name" label="Ad" autoComplete="given-name" />
          <TextField meta={fields.Surname} mask="name" label="Soyad" autoComplete="family-name" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <MemberPhoneField meta={fields.Phone} />
          <NationalNumberField meta={fields.NationalNumber} />
        </div>
        <TextField meta={fields.Email} label="E-posta" type="email" autoComplete="email" />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Birthdate} label="Doğum Tarihi" type="date" autoComplete="bday" />
          <SelectField
            meta={fields.Gender}
            label="Cinsiyet"
            options={[
              { id: 'K', name: 'Kadın' },
              { id: 'E', name: 'Erkek' },
            ]}
          />
        </div>
        <CityCountyFields
          city={fields.CityCode}
          county={fields.CountyCode}
          cities={cities}
          counties={actionData?.counties ?? { cityCode: '', options: [] }}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <PasswordField meta={fields.Password} label="Şifre" autoComplete="new-password" />
          <PasswordField
            meta={fields.PasswordRepeat}
            label="Şifre (Tekrar)"
            autoComplete="new-password"
          />
        </div>
        <VerificationConsents
          fields={{
            // Spec §3 Register names the privacy consent PrivacyAgreement.
            PrivacyPolicy: fields.PrivacyAgreement,
            OpenDataAgreement: fields.OpenDataAgreement,
            AdvertisementAgreement: fields.AdvertisementAgreement,
          }}
        />
        <Button type="submit" name="intent" value="uye-ol" pending={signingUp} className="w-full">
          Üye Ol
        </Button>
      </ServerCheckedForm>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
