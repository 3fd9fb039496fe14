import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { FooterInside } from './footer.tsx'
import { ContactBar, MainMenu, mainLinks, MobileMenuInside } from './header.tsx'
import type { RootData } from '../components/root-data.ts'
import type { ShellCopies } from './shell-part.tsx'

/**
 * The main link NavLink marks active at `pathname`, '' for none, by NavLink's own rule: the
 * link's address or one below it, case aside.
 */
export function activeMainLink(pathname: string) {
  const here = pathname.toLowerCase()
  return mainLinks.find(({ to }) => here === to || here.startsWith(`${to}/`))?.to ?? ''
}

// React's own server renderer, not renderToStaticMarkup: the copies must be byte for byte what
// the page's stream would hold in their place (text separators included), or hydration fails.
// The links read only the router's location (through the same stateless navigator as the page's
// server router), so a static router at an address marking the same main link stands in.
const inside = (pathname: string, element: ReactNode) =>
  renderToString(<StaticRouter location={pathname}>{element}</StaticRouter>)

function render({ agency, serviceMenu }: Pick<RootData, 'agency' | 'serviceMenu'>) {
  // The menus hold the main links: one copy per main link marked active, and one for none.
  const menus = new Map<string, ShellCopies>()
  for (const activeLink of ['', ...mainLinks.map((link) => link.to)]) {
    const at = activeLink || '/'
    menus.set(activeLink, {
      'ana-menu': inside(at, <MainMenu services={serviceMenu} />),
      // Closed: a menu is never open on the server.
      'mobil-menu': inside(
        at,
        <MobileMenuInside open={false} services={serviceMenu} agency={agency} />,
      ),
    })
  }
  return {
    menus,
    'iletisim-seridi': inside('/', <ContactBar agency={agency} />),
    'alt-bilgi': inside('/', <FooterInside agency={agency} serviceMenu={serviceMenu} />),
  }
}

let rendered: { from: string; copies: ReturnType<typeof render> } | undefined

/**
 * The shell's copies for a page at `pathname` with the root loader's data. They are rendered at
 * the first page of the process and again only if the agency's details or the services change,
 * outside React's rendering (app/entry.server.tsx): a render inside a render would share React's
 * server state.
 */
export function shellCopies(root: RootData | undefined, pathname: string): ShellCopies {
  if (!root) return {}
  const from = JSON.stringify([root.agency, root.serviceMenu])
  if (rendered?.from !== from) rendered = { from, copies: render(root) }
  const { menus, ...parts } = rendered.copies
  return { ...parts, ...menus.get(activeMainLink(pathname)) }
}
