import { loadOutbox } from '~/quote/demo-outbox.server.ts'
import { formatDate } from '~/utils/format.ts'
import { pageTitle } from '~/components/seo.ts'
import type { Route } from './+types/demo-outbox'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loadOutbox({ request, context }) }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageTitle({ matches }, 'Demo giden kutusu'),
  { name: 'robots', content: 'noindex' },
]

const time = new Intl.DateTimeFormat('tr-TR', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Istanbul',
})

/** What the built-in back office "sent" by SMS and e-mail; only in demo mode. */
export default function DemoOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="icerik" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Demo giden kutusu</h1>
      <p className="mt-2 text-slate-700">
        Demo modunda SMS ve e-postalar gerçekten gönderilmez; burada, en yenisi en üstte listelenir.
      </p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-6">Henüz gönderilmiş bir ileti yok.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">Gönderilen iletiler, en yenisi önce</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2">
                  Zaman
                </th>
                <th scope="col" className="p-2">
                  Kanal
                </th>
                <th scope="col" className="p-2">
                  Alıcı
                </th>
                <th scope="col" className="p-2">
                  İleti
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.messages.map((m) => (
                <tr key={m.Id} className="border-b border-slate-200 align-top">
                  <td className="whitespace-nowrap p-2">
                    {formatDate(m.CreatedAt)} {time.format(new Date(m.CreatedAt))}
                  </td>
                  <td className="p-2">{m.Channel === 'sms' ? 'SMS' : 'E-posta'}</td>
                  <td className="p-2">{m.Recipient}</td>
                  <td className="p-2">
                    {m.Body}
                    {m.AttachmentName ? (
                      <a
                        href={`/demo/outbox/${m.Id}/ek`}
                        download={m.AttachmentName}
                        className="mt-1 block font-semibold text-brand-700 underline"
                      >
                        Ek: {m.AttachmentName}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
