import { Form, NavLink, Outlet, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { RouteErrorBoundary } from '~/shell/route-error.tsx'
import { requireMember } from '~/members/account.server.ts'
import { initials } from '~/utils/turkish.ts'
import type { Route } from './+types/layout'
import { pageTitle } from '~/components/seo.ts'

export const meta: Route.MetaFunction = (args) => pageTitle(args, 'Hesabım')

/** The account's sections; the first is the index page /hesabim. */
const accountSections = [
  { path: '', title: 'Profilim' },
  { path: 'tekliflerim', title: 'Tekliflerim' },
  { path: 'policelerim', title: 'Poliçelerim' },
  { path: 'sifre-degisikligi', title: 'Şifre Değişikliği' },
  { path: 'destek', title: 'Destek Taleplerim' },
] as const

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { member } = await requireMember({ request, context, url })
  return { name: member.name, surname: member.surname }
}

export default function AccountLayout() {
  const member = useLoaderData<typeof loader>()
  return (
    <main id="icerik" className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            data-testid="uye-bas-harfler"
            className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initials(member.name, member.surname)}
          </span>
          <h1 className="text-2xl font-bold">
            Hesabım{' '}
            <span className="block text-base font-normal">{`${member.name} ${member.surname}`}</span>
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
          {accountSections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/hesabim${section.path ? `/${section.path}` : ''}`}
                end={section.path === ''}
                className="inline-block rounded-t-md px-3 py-2 font-medium text-slate-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {section.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
