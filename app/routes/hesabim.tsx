import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { CityCountyFields } from '~/components/members/city-county-fields.tsx'
import { Button } from '~/components/ui/button.tsx'
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
} from '~/components/ui/field.tsx'
import { Toasts } from '~/components/ui/toasts.tsx'
import { loginFirst, sessionExpired, toAttachment } from '~/members/account.server.ts'
import { cityOptions, countyOptions } from '~/members/cities.server.ts'
import { initials } from '~/utils/turkish.ts'
import {
  attachmentAccept,
  attachmentProblem,
  changePasswordFieldsSchema,
  profileSchema,
  supportReplySchema,
  supportRequestSchema,
} from '~/members/schemas.ts'
import {
  commitSession,
  getSession,
  redirectWithToast,
  upstreamContext,
  type Toast,
} from '~/session.server.ts'
import type { ProviderEnvelope } from '~/upstream/client.server.ts'
import {
  type PasswordErrors,
  changePassword,
  getUserClaims,
  listPolicies,
  updateProfile,
} from '~/upstream/members.server.ts'
import {
  addRequest,
  getRequestStatuses,
  getRequestTypes,
  listRequests,
  replyToRequest,
  viewRequest,
} from '~/upstream/support.server.ts'
import { maskPhone } from '~/validation/identity.ts'
import type { Route } from './+types/hesabim'

export const meta: Route.MetaFunction = () => [{ title: 'Hesabım | Bozok Sigorta' }]

const pages = [
  { key: 'profil', title: 'Profilim' },
  { key: 'policelerim', title: 'Poliçelerim' },
  { key: 'sifre-degisikligi', title: 'Şifre Değişikliği' },
  { key: 'destek', title: 'Destek Taleplerim' },
] as const
type PageKey = (typeof pages)[number]['key']

const pageOf = (url: URL): PageKey =>
  pages.find((p) => p.key === url.searchParams.get('page'))?.key ?? 'profil'

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request)
  if (!session.get('member')) throw loginFirst(request)
  const context = await upstreamContext(request, session)
  const claims = await getUserClaims(context)
  if (!claims.ok || !claims.body.Data) {
    if (!claims.ok && claims.kind === 'http' && claims.status === 401) {
      throw await sessionExpired(request, session)
    }
    throw new Response(claims.ok ? 'Üye bilgisi yok' : claims.message, { status: 502 })
  }
  const profile = claims.body.Data
  const url = new URL(request.url)
  const page = pageOf(url)
  const member = {
    name: profile.Name,
    surname: profile.Surname,
    email: profile.Email,
    phone: maskPhone(profile.Phone),
    // Only the last digits: the full T.C. kimlik number stays on the server.
    nationalNumber: `${'*'.repeat(8)}${profile.NationalNumber.slice(-3)}`,
    cityCode: profile.CityCode,
    countyCode: profile.CountyCode,
    advertisementAgreement: profile.AdvertisementAgreement,
  }
  const base = { page, member, cities: [], counties: [], policies: null, support: null }
  if (page === 'profil') {
    const [cities, counties] = await Promise.all([
      cityOptions(context),
      countyOptions(url.searchParams.get('CityCode') ?? profile.CityCode, context),
    ])
    return { ...base, cities, counties }
  }
  if (page === 'policelerim') {
    const policies = await listPolicies(context)
    return { ...base, policies: policies.ok ? (policies.body.Results ?? []) : null }
  }
  if (page === 'destek') {
    const requestId = Number(url.searchParams.get('talep'))
    const [types, statuses, list, opened] = await Promise.all([
      getRequestTypes(context),
      getRequestStatuses(context),
      listRequests(context),
      requestId > 0 ? viewRequest(requestId, context) : null,
    ])
    return {
      ...base,
      support: {
        types: types.ok ? (types.body.Results ?? []) : [],
        statuses: statuses.ok ? (statuses.body.Results ?? []) : [],
        requests: list.ok ? (list.body.Results ?? []) : [],
        opened: opened?.ok ? (opened.body.Data ?? null) : null,
        error: list.ok ? null : list.message,
      },
    }
  }
  return base
}

type ActionAnswer = {
  intent: string
  result: SubmissionResult<string[]> | null
  values?: Record<string, string>
  counties?: { id: number; name: string }[]
  toasts: Toast[]
}

export async function action({ request }: Route.ActionArgs): Promise<ActionAnswer | Response> {
  const session = await getSession(request)
  const member = session.get('member')
  if (!member) return loginFirst(request)
  const context = await upstreamContext(request, session)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const fail = (description: string): Toast => ({ kind: 'error', description })

  if (intent === 'il-sec') {
    const values = Object.fromEntries(
      [...formData.entries()].filter(([k, v]) => typeof v === 'string' && k !== 'intent'),
    ) as Record<string, string>
    const counties = await countyOptions(formData.get('CityCode'), context)
    return { intent: 'profil', result: null, values, counties, toasts: [] }
  }

  if (intent === 'profil') {
    const submission = parseWithZod(formData, { schema: profileSchema })
    if (submission.status !== 'success') return { intent, result: submission.reply(), toasts: [] }
    const saved = await updateProfile(submission.value, context)
    if (!saved.ok) return { intent, result: submission.reply(), toasts: [fail(saved.message)] }
    session.set('member', {
      ...member,
      name: submission.value.Name,
      surname: submission.value.Surname,
    })
    session.flash('toast', { kind: 'success', description: 'Bilgileriniz güncellendi.' })
    return redirect('/hesabim', { headers: { 'Set-Cookie': await commitSession(session) } })
  }

  if (intent === 'sifre') {
    const hideFields = ['OldPassword', 'NewPassword', 'RetryPassword']
    const submission = parseWithZod(formData, { schema: changePasswordFieldsSchema })
    if (submission.status !== 'success') {
      return { intent, result: submission.reply({ hideFields }), toasts: [] }
    }
    const changed = await changePassword(submission.value, context)
    const body = (
      changed.ok ? changed.body : changed.kind === 'http' ? changed.body : null
    ) as ProviderEnvelope<PasswordErrors> | null
    if (body?.StatusCode === 4000) {
      return redirectWithToast(
        '/hesabim?page=sifre-degisikligi',
        { kind: 'success', description: 'Şifreniz başarıyla değiştirildi.' },
        request,
      )
    }
    if (body?.StatusCode === 4002) {
      // Spec §5/§8: each server password error is an error toast titled 'Hata'.
      const errors = body.Data?.errors ?? {}
      const toasts = [...(errors.NewPassword ?? []), ...(errors.RetryPassword ?? [])].map(
        (description): Toast => ({ kind: 'error', title: 'Hata', description }),
      )
      return { intent, result: submission.reply({ hideFields }), toasts }
    }
    const message =
      body?.Messages?.[0] ?? (changed.ok ? 'Şifreniz değiştirilemedi.' : changed.message)
    return { intent, result: submission.reply({ hideFields }), toasts: [fail(message)] }
  }

  if (intent === 'talep' || intent === 'yanit') {
    const schema = intent === 'talep' ? supportRequestSchema : supportReplySchema
    const submission = parseWithZod(formData, { schema })
    if (submission.status !== 'success') return { intent, result: submission.reply(), toasts: [] }
    const files = formData
      .getAll('Attachment')
      .filter((f): f is File => f instanceof File && f.size > 0)
    // Spec §5 upload: one file at most; with a count of 1 only the latest is kept.
    const file = files.at(-1)
    const problem = file ? attachmentProblem(file) : null
    if (problem) return { intent, result: submission.reply(), toasts: [fail(problem)] }
    const attachment = file ? await toAttachment(file) : undefined
    if (intent === 'talep') {
      const value = submission.value as z.output<typeof supportRequestSchema>
      const added = await addRequest({ ...value, attachment }, context)
      if (!added.ok) return { intent, result: submission.reply(), toasts: [fail(added.message)] }
      return redirectWithToast(
        `/hesabim?page=destek&talep=${added.body.Data?.Id ?? ''}`,
        { kind: 'success', description: added.body.Messages?.[0] ?? 'Destek talebiniz alındı.' },
        request,
      )
    }
    const value = submission.value as z.output<typeof supportReplySchema>
    const replied = await replyToRequest({ ...value, attachment }, context)
    if (!replied.ok) return { intent, result: submission.reply(), toasts: [fail(replied.message)] }
    return redirectWithToast(
      `/hesabim?page=destek&talep=${value.RequestId}`,
      { kind: 'success', description: 'Yanıtınız gönderildi.' },
      request,
    )
  }
  return { intent, result: null, toasts: [fail('Geçersiz işlem.')] }
}

type LoaderData = Awaited<ReturnType<typeof loader>>

function useAnswer(intent: string) {
  const answer = useActionData<typeof action>()
  return answer && answer.intent === intent ? answer : undefined
}

function Profile({ data }: { data: LoaderData }) {
  const answer = useAnswer('profil')
  const m = data.member
  const saving = usePendingSubmission({ intent: 'profil' })
  const [form, fields] = useValidatedForm(profileSchema, {
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
  })
  return (
    <section aria-labelledby="profil-baslik">
      <h2 id="profil-baslik" className="text-xl font-semibold">
        Profilim
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Cep Telefonu</dt>
          <dd className="font-medium">{m.phone}</dd>
        </div>
        <div>
          <dt className="text-slate-600">TC Kimlik Numarası</dt>
          <dd className="font-medium">{m.nationalNumber}</dd>
        </div>
      </dl>
      <ConformForm form={form} method="post" className="mt-4 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField meta={fields.Name} label="Ad" autoComplete="given-name" />
          <TextField meta={fields.Surname} label="Soyad" autoComplete="family-name" />
        </div>
        <TextField meta={fields.Email} label="E-posta" type="email" autoComplete="email" />
        <CityCountyFields
          city={fields.CityCode}
          county={fields.CountyCode}
          cities={data.cities}
          counties={answer?.counties ?? data.counties}
          countiesUrl="/hesabim"
        />
        <CheckboxField meta={fields.AdvertisementAgreement}>
          Kampanya ve duyurulardan e-posta, SMS ve e-bülten ile haberdar olmak istiyorum.
        </CheckboxField>
        <Button type="submit" name="intent" value="profil" pending={saving}>
          Bilgilerimi Güncelle
        </Button>
      </ConformForm>
    </section>
  )
}

function Policies({ data }: { data: LoaderData }) {
  return (
    <section aria-labelledby="police-baslik">
      <h2 id="police-baslik" className="text-xl font-semibold">
        Poliçelerim
      </h2>
      {data.policies === null ? (
        <p role="alert" className="mt-3 text-red-800">
          Poliçeleriniz şu anda yüklenemedi. Lütfen birazdan tekrar deneyin.
        </p>
      ) : data.policies.length === 0 ? (
        <div className="mt-3 rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p>Henüz size ait bir poliçe bulunmuyor.</p>
          <Link to="/" className="mt-2 inline-block font-semibold text-brand-700 underline">
            Teklif almaya başlayın
          </Link>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.policies.map((p) => (
            <li key={p.Id} className="py-3">
              <p className="font-semibold">
                {p.InsurerName} — {p.PolicyNumber}
              </p>
              <p className="text-sm text-slate-700">
                {p.StartsOn} – {p.EndsOn} · {p.Premium} TL
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function PasswordChange() {
  const answer = useAnswer('sifre')
  const changing = usePendingSubmission({ intent: 'sifre' })
  const [form, fields] = useValidatedForm(changePasswordFieldsSchema, {
    id: 'sifre',
    lastResult: answer?.result,
  })
  return (
    <section aria-labelledby="sifre-baslik">
      <h2 id="sifre-baslik" className="text-xl font-semibold">
        Şifre Değişikliği
      </h2>
      <ConformForm form={form} method="post" className="mt-4 max-w-md space-y-3">
        <PasswordField
          meta={fields.OldPassword}
          label="Mevcut Şifre"
          autoComplete="current-password"
        />
        <PasswordField meta={fields.NewPassword} label="Yeni Şifre" autoComplete="new-password" />
        <PasswordField
          meta={fields.RetryPassword}
          label="Yeni Şifre (Tekrar)"
          autoComplete="new-password"
        />
        <Button type="submit" name="intent" value="sifre" pending={changing}>
          Şifremi Değiştir
        </Button>
      </ConformForm>
    </section>
  )
}

function FileInput({ id }: { id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Dosya Ekle (isteğe bağlı)
      </label>
      <input
        id={id}
        name="Attachment"
        type="file"
        accept={attachmentAccept}
        aria-describedby={`${id}-ipucu`}
        className="mt-1 block w-full text-sm"
      />
      <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-600">
        En fazla 1 dosya; PDF, JPG veya PNG, en çok 2 MB.
      </p>
    </div>
  )
}

function NewRequest({ support }: { support: NonNullable<LoaderData['support']> }) {
  const answer = useAnswer('talep')
  const sending = usePendingSubmission({ intent: 'talep' })
  const [form, fields] = useValidatedForm(supportRequestSchema, {
    id: 'talep',
    lastResult: answer?.result,
  })
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="space-y-3">
      <h3 className="text-lg font-semibold">Yeni Destek Talebi</h3>
      <SelectField
        meta={fields.RequestType}
        label="Talep Türü"
        options={support.types.map((t) => ({ id: t.Id, name: t.Text }))}
      />
      <TextField meta={fields.Subject} label="Konu" maxLength={150} />
      <TextAreaField meta={fields.Message} label="Mesajınız" rows={4} maxLength={4000} />
      <FileInput id="talep-dosya" />
      <Button type="submit" name="intent" value="talep" pending={sending}>
        Talep Oluştur
      </Button>
    </ConformForm>
  )
}

function RequestThread({
  opened,
}: {
  opened: NonNullable<NonNullable<LoaderData['support']>['opened']>
}) {
  const answer = useAnswer('yanit')
  const replying = usePendingSubmission({ intent: 'yanit' })
  const [form, fields] = useValidatedForm(supportReplySchema, {
    id: 'yanit',
    lastResult: answer?.result,
    defaultValue: { RequestId: String(opened.Id) },
  })
  return (
    <section aria-labelledby="talep-baslik" className="rounded-lg border border-slate-200 p-4">
      <h3 id="talep-baslik" className="text-lg font-semibold">
        #{opened.Id} {opened.Subject}
      </h3>
      <p className="text-sm text-slate-700">
        {opened.TypeText} · Durum: <strong>{opened.StatusText}</strong>
      </p>
      <ol className="mt-3 space-y-2">
        {opened.Thread.map((m) => (
          <li
            key={m.Id}
            className={`rounded-md p-3 ${m.FromAgency ? 'bg-brand-50' : 'bg-slate-100'}`}
          >
            <p className="text-xs text-slate-700">
              {m.FromAgency ? 'Bozok Sigorta' : 'Siz'} ·{' '}
              {new Date(m.CreatedAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}
            </p>
            <p className="whitespace-pre-line">{m.Body}</p>
            {m.FileName ? <p className="text-sm">Ek: {m.FileName}</p> : null}
          </li>
        ))}
      </ol>
      <ConformForm
        form={form}
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-3"
      >
        <input type="hidden" name="RequestId" value={opened.Id} />
        <TextAreaField meta={fields.Message} label="Yanıtınız" rows={4} maxLength={4000} />
        <FileInput id="yanit-dosya" />
        <Button type="submit" name="intent" value="yanit" pending={replying}>
          Yanıt Gönder
        </Button>
      </ConformForm>
    </section>
  )
}

function Support({ support }: { support: NonNullable<LoaderData['support']> }) {
  return (
    <section aria-labelledby="destek-baslik" className="space-y-6">
      <h2 id="destek-baslik" className="text-xl font-semibold">
        Destek Taleplerim
      </h2>
      {support.opened ? <RequestThread key={support.opened.Id} opened={support.opened} /> : null}
      {support.error ? (
        <p role="alert" className="text-red-800">
          {support.error}
        </p>
      ) : support.requests.length === 0 ? (
        <p>Henüz bir destek talebiniz yok.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Destek talepleriniz ve durumları</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                Konu
              </th>
              <th scope="col">Tür</th>
              <th scope="col">Durum</th>
            </tr>
          </thead>
          <tbody>
            {support.requests.map((r) => (
              <tr key={r.Id} className="border-b border-slate-200">
                <td className="py-2">
                  <Link
                    to={`/hesabim?page=destek&talep=${r.Id}`}
                    className="text-brand-700 underline"
                  >
                    #{r.Id} {r.Subject}
                  </Link>
                </td>
                <td>{r.TypeText}</td>
                <td>{r.StatusText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-600">
        Durumlar: {support.statuses.map((s) => s.Text).join(', ')}
      </p>
      <NewRequest support={support} />
    </section>
  )
}

export default function Account() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
      <Toasts toasts={answer?.toasts ?? []} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            data-testid="uye-bas-harfler"
            className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(data.member.name, data.member.surname)}
          </span>
          <h1 className="text-2xl font-bold">
            Hesabım{' '}
            <span className="block text-base font-normal">{`${data.member.name} ${data.member.surname}`}</span>
          </h1>
        </div>
        <Form method="post" action="/cikis">
          <Button type="submit" variant="secondary">
            Çıkış Yap
          </Button>
        </Form>
      </div>
      <nav aria-label="Hesabım bölümleri" className="mt-6 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1">
          {pages.map((p) => (
            <li key={p.key}>
              <Link
                to={`/hesabim?page=${p.key}`}
                aria-current={data.page === p.key ? 'page' : undefined}
                className="inline-block rounded-t-md px-3 py-2 font-medium text-slate-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {p.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {data.page === 'profil' ? <Profile data={data} /> : null}
        {data.page === 'policelerim' ? <Policies data={data} /> : null}
        {data.page === 'sifre-degisikligi' ? <PasswordChange /> : null}
        {data.page === 'destek' && data.support ? <Support support={data.support} /> : null}
      </div>
    </main>
  )
}
