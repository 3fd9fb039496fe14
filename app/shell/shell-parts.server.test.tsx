import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { services } from '~/content/services.ts'
import { Footer } from './footer.tsx'
import { Header } from './header.tsx'
import type { RootData } from '../components/root-data.ts'
import { ShellCopiesProvider, type ShellCopies } from './shell-part.tsx'
import { activeMainLink, shellCopies } from './shell-parts.server.tsx'

// Characters HTML escapes, so a copy that escaped them otherwise than the page would show.
const root = {
  agency: {
    name: `Ayşe & O'ğul <Sigorta>`,
    legalName: 'Ayşe & Oğul Sigorta Aracılık Hizmetleri Ltd. Şti.',
    phone: '0354 212 34 56',
    email: 'iletisim@ornek.com.tr',
    address: 'Cumhuriyet Mah. "Atatürk" Cad. No: 1, Yozgat',
    siteUrl: 'https://ornek.com.tr',
  },
  serviceMenu: services.map((s) => ({ key: s.key, name: s.name })),
} as RootData

const member = { name: 'Gül', surname: 'Yıldız' }

/** The page's shell as app/root.tsx lays it out, streamed as a page is (not a string render). */
async function page(path: string, user: RootData['user'], copies: ShellCopies) {
  function Shell() {
    return (
      <>
        <Header
          agency={root.agency}
          user={user}
          serviceMenu={root.serviceMenu}
          loginPopover={null}
        />
        <main>İçerik</main>
        <Footer agency={root.agency} serviceMenu={root.serviceMenu} />
      </>
    )
  }
  const handler = createStaticHandler([{ path: '*', Component: Shell }])
  const context = await handler.query(new Request(`http://yerel${path}`))
  if (context instanceof Response) throw new Error(`no page at ${path}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return streamed(
    <ShellCopiesProvider value={copies}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellCopiesProvider>,
  )
}

function streamed(element: ReactNode) {
  return new Promise<string>((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    })
  })
}

// Every variant of the active main link, below and beside them, in another case, and none.
const paths = [
  '/',
  '/kasko-sigortasi',
  '/kasko-sigortasi/arac-bilgileri',
  '/hasar-aninda',
  '/blog',
  '/blog/kasko-nedir',
  '/BLOG',
  '/blogger',
  '/iletisim',
  '/hesabim',
]

describe('the shell from the server’s copies', () => {
  it.each(paths)('%s: the page is byte for byte the page React renders whole', async (path) => {
    for (const user of [null, member]) {
      const whole = await page(path, user, {})
      expect(await page(path, user, shellCopies(root, path))).toBe(whole)
    }
  })

  it('marks the active main link in its copy', async () => {
    const html = await page('/blog/kasko-nedir', null, shellCopies(root, '/blog/kasko-nedir'))
    // The desktop and the mobile menu each mark it.
    expect(html.match(/<a aria-current="page"[^>]*href="\/blog"/g)).toHaveLength(2)
  })

  it('takes the contact strip, both menus and the footer from the copies', async () => {
    const copies = Object.keys(shellCopies(root, '/blog')).map((part) => [part, `<i>${part}</i>`])
    const html = await page('/blog', null, Object.fromEntries(copies))
    for (const part of ['iletisim-seridi', 'ana-menu', 'mobil-menu', 'alt-bilgi'])
      expect(html).toContain(`<i>${part}</i>`)
    expect(html.match(/<i>/g)).toHaveLength(4)
  })

  it.each([
    ['/', ''],
    ['/hesabim', ''],
    ['/blogger', ''],
    ['/blog', '/blog'],
    ['/blog/kasko-nedir', '/blog'],
    ['/KASKO-SIGORTASI/arac-bilgileri', '/kasko-sigortasi'],
  ])('%s: the copy marking %j as the active main link', (path, link) => {
    expect(activeMainLink(path)).toBe(link)
  })
})
