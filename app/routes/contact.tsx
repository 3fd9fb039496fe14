import { parsePostedForm } from '~/validation/posted-fields.server.ts'
import { useState } from 'react'
import { data } from 'react-router'
import { Honeypot } from '~/components/forms/honeypot.tsx'
import { ServerCheckedForm, useServerCheckedForm } from '~/components/forms/server-checked-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { PageHeader } from '~/components/page.tsx'
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '~/shell/icons.tsx'
import { telHref, useRootData } from '~/components/root-data.ts'
import { Button } from '~/components/ui/button.tsx'
import { TextAreaField, TextField } from '~/components/ui/field.tsx'
import { redirectWithToast, upstreamContext } from '~/session/session.server.ts'
import { sendContactMessage } from '~/upstream/customer.server.ts'
import { contactSchema, type ContactFields } from '~/validation/contact.ts'
import { pageMeta } from '~/components/seo.ts'
import { visitorContext } from '~/platform/request-context.ts'
import { allowContactMessage, contactLimitMessage } from '~/platform/visitor-limits.server.ts'
import { sharedPageHandle } from '~/platform/shared-page.ts'
import type { Route } from './+types/contact'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { postedForm } from '~/utils/posted-form.server.ts'

export const handle = sharedPageHandle

const sentToast = {
  kind: 'success',
  description: 'Mesajınız bize ulaştı; en kısa sürede size dönüş yapacağız.',
} as const

const contactNotTaken =
  'Mesajınız şu anda iletilemedi. Lütfen biraz sonra tekrar deneyin ya da bizi arayın.'

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await postedForm(request)
  const submission = parsePostedForm(formData, contactSchema)
  if (submission.status !== 'success') return submission.reply()
  const { Website, ...message } = submission.value
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is sent.
  if (Website?.trim()) return redirectWithToast('/iletisim', sentToast, request)
  if (!(await allowContactMessage(context.get(visitorContext).ip ?? 'bilinmiyor'))) {
    return data(submission.reply({ formErrors: [contactLimitMessage] }), { status: 429 })
  }
  const result = await sendContactMessage(
    { Type: 'ILETISIM', ...message },
    await upstreamContext({ request, context }),
  )
  if (!result.ok) return submission.reply({ formErrors: [result.message] })
  // Spec §7: the call reports Status; a message the provider did not take was not sent.
  if (result.body.Status !== true) {
    return submission.reply({ formErrors: [result.body.Message || contactNotTaken] })
  }
  return redirectWithToast('/iletisim', sentToast, request)
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'İletişim',
    description:
      "{{ad}}'ya telefon, e-posta veya iletişim formuyla ulaşın. Yozgat'taki ofisimizin adresi ve çalışma saatleri.",
  })

const fieldOrder = ['Name', 'Email', 'Phone', 'Subject', 'Message'] as const

export default function Contact({ actionData }: Route.ComponentProps) {
  const agency = useRootData()?.agency
  // After a successful send the page stays mounted with JavaScript: a new form, emptied, takes
  // the sent one's place. (conform's form.reset() submits an intent, which raced the redirect.)
  const toast = useRootData()?.toast
  const [formKey, setFormKey] = useState('bos')
  if (toast?.kind === 'success' && toast.id !== formKey) setFormKey(toast.id)
  return (
    <main id="icerik">
      <PageHeader
        title="İletişim"
        lead="Teklif, poliçe veya hasar süreciyle ilgili her sorunuz için bize ulaşın; mesai saatlerinde aynı gün dönüş yapıyoruz."
        crumbs={[{ name: 'İletişim', path: '/iletisim' }]}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-5">
        <section aria-labelledby="iletisim-bilgileri" className="lg:col-span-2">
          <h2 id="iletisim-bilgileri" className="text-xl font-bold text-brand-900">
            İletişim bilgileri
          </h2>
          {agency ? (
            <ul className="mt-4 space-y-4 text-slate-800">
              <li className="flex gap-3">
                <PhoneIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">Telefon</span>
                  <a
                    href={telHref(agency.phone)}
                    className="font-semibold text-brand-700 underline"
                  >
                    {agency.phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">E-posta</span>
                  <a
                    href={`mailto:${agency.email}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {agency.email}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <PinIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">Adres</span>
                  <address className="not-italic">
                    {agency.legalName}
                    <br />
                    {agency.address}
                  </address>
                </span>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-slate-600">Çalışma saatleri</span>
                  Hafta içi 09.00–18.00, Cumartesi 09.00–13.00
                </span>
              </li>
            </ul>
          ) : null}
        </section>
        <section
          aria-labelledby="iletisim-formu"
          className="rounded-lg border border-slate-200 p-5 shadow-sm sm:p-6 lg:col-span-3"
        >
          <h2 id="iletisim-formu" className="text-xl font-bold text-brand-900">
            Bize yazın
          </h2>
          <ContactForm key={formKey} lastResult={actionData} />
        </section>
      </div>
    </main>
  )
}

function ContactForm({ lastResult }: { lastResult: Route.ComponentProps['actionData'] }) {
  const [form, fields] = useServerCheckedForm<ContactFields>({ id: 'iletisim', lastResult })
  const sending = usePendingSubmission({ action: '/iletisim' })
  return (
    <ServerCheckedForm form={form} focusOrder={fieldOrder} method="post" className="mt-4 space-y-3">
      {form.errors?.length ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
        >
          {form.errors[0]}
        </p>
      ) : null}
      <TextField meta={fields.Name} mask="name" label="Ad Soyad" autoComplete="name" />
      <TextField meta={fields.Email} label="E-posta" type="email" autoComplete="email" />
      <TextField
        meta={fields.Phone}
        mask="phone"
        label="Telefon (isteğe bağlı)"
        autoComplete="tel-national"
        hint="(5XX)XXX-XXXX"
      />
      <TextField meta={fields.Subject} label="Konu" />
      <TextAreaField meta={fields.Message} label="Mesajınız" rows={6} />
      <Honeypot name="Website" id="iletisim-website" />
      <Button type="submit" pending={sending}>
        Gönder
      </Button>
    </ServerCheckedForm>
  )
}

export const ErrorBoundary = RouteErrorBoundary
