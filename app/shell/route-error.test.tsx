import { renderToStaticMarkup } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteErrorBoundary } from './route-error.tsx'

/** Renders `url` under a shell route whose one page has `loader` and the page error boundary. */
async function renderPage(url: string, loader: () => unknown) {
  const handler = createStaticHandler([
    {
      path: '/',
      element: (
        <>
          <header>Site başlığı</header>
          <Outlet />
          <footer>Site altbilgisi</footer>
        </>
      ),
      children: [
        { path: 'sayfa', loader, element: <p>Sayfa</p>, ErrorBoundary: RouteErrorBoundary },
      ],
    },
  ])
  const context = await handler.query(new Request(`http://localhost${url}`))
  if (context instanceof Response) throw new Error('unexpected redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  return {
    status: context.statusCode,
    html: renderToStaticMarkup(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    ),
  }
}

describe('a page that fails', () => {
  it('shows the Turkish failure message between the header and the footer, with a retry', async () => {
    const { status, html } = await renderPage('/sayfa?adim=2', () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9')
    })
    expect(status).toBe(500)
    expect(html).toMatch(/<header>.*Üzgünüz bir sorun oluştu tekrar deneyin\..*<footer>/s)
    expect(html).toContain('href="/sayfa?adim=2"')
    expect(html).toContain('Sayfayı yenileyin')
    expect(html).toContain('href="/"')
    // The message shown is ours, not the error's text (the built server also strips it from the data).
    expect(html).not.toContain('ECONNREFUSED')
  })

  it('says why a page is missing when the route gave a reason, and offers no retry', async () => {
    const { status, html } = await renderPage('/sayfa', () => {
      throw data('Aradığınız yazı bulunamadı.', { status: 404 })
    })
    expect(status).toBe(404)
    expect(html).toContain('Sayfa bulunamadı')
    expect(html).toContain('Aradığınız yazı bulunamadı.')
    expect(html).not.toContain('Sayfayı yenileyin')
    expect(html).toContain('<footer>')
  })
})
