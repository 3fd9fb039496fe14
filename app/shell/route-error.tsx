import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router'
import { unreadableFormTexts } from '~/utils/unreadable-form.ts'

/**
 * A page that failed, said in Turkish, with ways back. The links reload the document: after a
 * failure the page's own script state is not to be trusted.
 */
export function ErrorMessage({ error, retryHref }: { error: unknown; retryHref?: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  // A route that knows why the page is missing says so in the response (e.g. an unknown article).
  const reason = notFound && typeof error.data === 'string' && error.data ? error.data : null
  // The posted body was no form (postedForm): sent by something other than the site's own pages.
  const unreadableForm = isRouteErrorResponse(error) && error.status === 400
  return (
    <main id="icerik" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold">
        {notFound
          ? 'Sayfa bulunamadı'
          : unreadableForm
            ? unreadableFormTexts.title
            : 'Üzgünüz bir sorun oluştu tekrar deneyin.'}
      </h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? (reason ?? 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.')
          : unreadableForm
            ? unreadableFormTexts.text
            : 'Sayfayı yenileyerek tekrar deneyebilir ya da bizi arayabilirsiniz.'}
      </p>
      <ul className="mt-6 space-y-2">
        {!notFound && retryHref ? (
          <li>
            <Link className="text-brand-700 underline" to={retryHref} reloadDocument>
              Sayfayı yenileyin
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="text-brand-700 underline" to="/" reloadDocument>
            Ana sayfaya dönün
          </Link>
        </li>
        <li>
          <Link className="text-brand-700 underline" to="/iletisim" reloadDocument>
            Bize ulaşın
          </Link>
        </li>
      </ul>
    </main>
  )
}

/**
 * Every page route's error boundary: the failure shows where the page would have been, inside
 * the site's header and footer (the root renders those around the outlet), not on the bare
 * screen the root boundary falls back to when the shell itself fails.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const { pathname, search } = useLocation()
  return <ErrorMessage error={error} retryHref={pathname + search} />
}
