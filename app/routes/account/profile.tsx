import type { SubmissionResult } from '@conform-to/react'
import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { Link, redirect, useActionData, useLoaderData } from 'react-router'
import { CityCountyFields } from '~/address/city-county-fields.tsx'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { CheckboxField, TextField } from '~/components/ui/field.tsx'
import { Toasts, type Toast } from '~/components/ui/toasts.tsx'
import { requireMember, throwIfTokenRejected } from '~/members/account.server.ts'
import type { CountyList } from '~/address/options.ts'
import { cityOptions, countyList } from '~/address/options.server.ts'
import { profileSchema } from '~/members/schemas.ts'
import { commitSession } from '~/session/session.server.ts'
import { getUserClaims, updateProfile } from '~/upstream/members.server.ts'
import { maskIdNumber, maskPhone } from '~/validation/identity.ts'
import type { Route } from './+types/profile'
import { postedForm } from '~/utils/posted-form.server.ts'

/** Spec §2: `/hesabim?page=…` opens that section (the login dialog links to the password page). */
function sectionAddress(url: URL): string | null {
  const page = url.searchParams.get('page')
  if (page === 'policelerim' || page === 'sifre-degisikligi') return `/hesabim/${page}`
  if (page === 'destek') {
    const request = Number(url.searchParams.get('talep'))
    return Number.isInteger(request) && request > 0
      ? `/hesabim/destek/${request}`
      : '/hesabim/destek'
  }
  return null
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const section = sectionAddress(url)
  if (section) throw redirect(section)
  const { session, upstream } = await requireMember({ request, context, url })
  const claims = await getUserClaims(upstream)
  await throwIfTokenRejected(claims, url, session)
  if (!claims.ok || !claims.body.Data) {
    throw new Response(claims.ok ? 'Üye bilgisi yok' : claims.message, { status: 502 })
  }
  const profile = claims.body.Data
  const [cities, counties] = await Promise.all([
    cityOptions(upstream),
    countyList(profile.CityCode, upstream),
  ])
  return {
    member: {
      name: profile.Name,
      surname: profile.Surname,
      email: profile.Email,
      phone: maskPhone(profile.Phone),
      // Only the last digits: the full T.C. kimlik number stays on the server.
      nationalNumber: maskIdNumber(profile.NationalNumber),
      cityCode: profile.CityCode,
      countyCode: profile.CountyCode,
      advertisementAgreement: profile.AdvertisementAgreement,
    },
    cities,
    counties,
  }
}

type ActionAnswer = {
  result: SubmissionResult<string[]> | null
  values?: Record<string, string>
  counties?: CountyList
  toasts: Toast[]
}

export async function action({
  request,
  context,
  url,
}: Route.ActionArgs): Promise<ActionAnswer | Response> {
  const { session, member, upstream } = await requireMember({ request, context, url })
  const formData = await postedForm(request)
  if (formData.get('intent') === 'il-sec') {
    // Without JavaScript the county list comes back with the page, the form as typed.
    const values = Object.fromEntries(
      [...formData.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'intent',
      ),
    )
    return {
      result: null,
      values,
      counties: await countyList(formData.get('CityCode'), upstream),
      toasts: [],
    }
  }
  const submission = parsePostedForm(formData, profileSchema)
  if (submission.status !== 'success') return { result: submission.reply(), toasts: [] }
  const saved = await updateProfile(submission.value, upstream)
  await throwIfTokenRejected(saved, url, session)
  if (!saved.ok) {
    return { result: submission.reply(), toasts: [{ kind: 'error', description: saved.message }] }
  }
  session.set('member', {
    ...member,
    name: submission.value.Name,
    surname: submission.value.Surname,
  })
  session.flash('toast', { kind: 'success', description: 'Bilgileriniz güncellendi.' })
  return redirect('/hesabim', { headers: { 'Set-Cookie': await commitSession(session) } })
}

export default function Profile() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const submitting = usePendingSubmission({ intent: 'profil' })
  const m = data.member
  const [form, fields] = useValidatedForm(
    () => import('~/members/schemas.ts').then((m) => m.profileSchema),
    {
      id: 'profil',
      lastResult: answer?.result,
      defaultValue: answer?.values ?? {
        Name: m.name,
        Surname: m.surname,
        Email: m.email,
        CityCode: m.cityCode ? String(m.cityCode) : '',
        CountyCode: m.countyCode ? String(m.countyCode) : '',
        AdvertisementAgreement: m.advertisementAgreement ? 'on' : undefined,
      },
    },
  )
  return (
    <section aria-labelledby="profil-baslik">
      <Toasts toasts={answer?.toasts ?? []} />
      <h2 id="profil-baslik" className="text-xl font-semibold">
        Profilim
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Cep Telefonu</dt>
          <dd className="font-medium">
            {m.phone}{' '}
            <Link
              to="/hesabim/telefon-degisikligi"
              className="ml-2 font-semibold text-brand-700 underline"
            >
              Cep Telefonumu Değiştir
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">TC Kimlik Numarası</dt>
          <dd className="font-medium">{m.nationalNumber}</dd>
        </div>
      </dl>
      <ConformForm form={form} method="post" className="mt-4 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Name} mask="name" label="Ad" autoComplete="given-name" />
          <TextField meta={fields.Surname} mask="name" label="Soyad" autoComplete="family-name" />
        </div>
        <TextField meta={fields.Email} label="E-posta" type="email" autoComplete="email" />
        <CityCountyFields
          city={fields.CityCode}
          county={fields.CountyCode}
          cities={data.cities}
          counties={answer?.counties ?? data.counties}
        />
        <CheckboxField meta={fields.AdvertisementAgreement}>
          Kampanya ve duyurulardan e-posta, SMS ve e-bülten ile haberdar olmak istiyorum.
        </CheckboxField>
        <Button type="submit" name="intent" value="profil" pending={submitting}>
          Bilgilerimi Güncelle
        </Button>
      </ConformForm>
    </section>
  )
}
