import { Link, NavLink } from 'react-router'
import type { LoginDialogView } from '~/members/login-flow.ts'
import { ChevronIcon, MailIcon, MenuIcon, PhoneIcon, SearchIcon, ShieldIcon } from './icons.tsx'
import { telHref, type RootData, type ServiceMenuItem } from '../components/root-data.ts'
import { useShellPart } from './shell-part.tsx'
import { useDisclosure } from './use-disclosure.ts'
import { UserMenu } from './user-menu.tsx'

export const mainLinks = [
  { name: 'Teklif Al', to: '/kasko-sigortasi' },
  { name: 'Hasar Anında', to: '/hasar-aninda' },
  { name: 'Blog', to: '/blog' },
  { name: 'İletişim', to: '/iletisim' },
]

const summaryClass =
  'flex min-h-11 cursor-pointer list-none items-center gap-1 whitespace-nowrap rounded-md px-3 font-semibold text-slate-800 hover:bg-brand-50 hover:text-brand-700 [&::-webkit-details-marker]:hidden'
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-md px-3 font-semibold hover:bg-brand-50 hover:text-brand-700 ${isActive ? 'text-brand-700' : 'text-slate-800'}`

/** The links after Hizmetlerimiz, the same in the desktop and the mobile menu. */
function MainLinks() {
  return mainLinks.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} className={linkClass}>
        {link.name}
      </NavLink>
    </li>
  ))
}

/** Fixed ids, not useId: the mobile one sits in a copy rendered apart from the page (decision 050). */
function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  return (
    <form method="get" action="/arama" role="search" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        Sitede ara
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder="Sitede ara"
        className="min-h-11 w-full min-w-0 rounded-l-md border border-slate-400 px-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <button
        type="submit"
        className="flex min-h-11 items-center rounded-r-md bg-brand-700 px-3 text-white hover:bg-brand-900"
      >
        <SearchIcon />
        <span className="sr-only">Ara</span>
      </button>
    </form>
  )
}

function ServicesDropdown({ services }: { services: ServiceMenuItem[] }) {
  const { ref, open, onToggle, onKeyDown } = useDisclosure()
  return (
    <details ref={ref} className="relative" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary aria-expanded={open} className={summaryClass}>
        Hizmetlerimiz
        <ChevronIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </summary>
      <ul className="absolute left-0 z-30 mt-2 grid w-[34rem] grid-cols-2 gap-1 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
        {services.map((service) => (
          <li key={service.key}>
            <Link
              to={`/hizmetlerimiz/${service.key}`}
              className="block rounded-md px-3 py-2 hover:bg-brand-50"
            >
              <span className="block font-semibold text-slate-900">{service.name}</span>
            </Link>
          </li>
        ))}
        <li className="col-span-2 border-t border-slate-200 pt-2">
          <Link
            to="/hizmetlerimiz"
            className="block rounded-md px-3 py-2 text-brand-700 hover:bg-brand-50"
          >
            Tüm hizmetlerimiz
          </Link>
        </li>
      </ul>
    </details>
  )
}

function MobileServices({ services }: { services: ServiceMenuItem[] }) {
  const { ref, open, onToggle, onKeyDown } = useDisclosure()
  return (
    <details ref={ref} onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary aria-expanded={open} className={`${summaryClass} justify-between`}>
        Hizmetlerimiz
        <ChevronIcon className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </summary>
      <ul className="ml-3 border-l-2 border-brand-100 pl-2">
        {services.map((service) => (
          <li key={service.key}>
            <Link
              to={`/hizmetlerimiz/${service.key}`}
              className="flex min-h-11 items-center rounded-md px-3 hover:bg-brand-50"
            >
              {service.name}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/hizmetlerimiz"
            className="flex min-h-11 items-center rounded-md px-3 text-brand-700 hover:bg-brand-50"
          >
            Tüm hizmetlerimiz
          </Link>
        </li>
      </ul>
    </details>
  )
}

/** The desktop menu's list: the services dropdown and the main links. */
export function MainMenu({ services }: { services: ServiceMenuItem[] }) {
  return (
    <ul className="flex items-center gap-1">
      <li>
        <ServicesDropdown services={services} />
      </li>
      <MainLinks />
    </ul>
  )
}

/** What the hamburger holds: its button and the panel under it, with the contact strip's links. */
export function MobileMenuInside({
  open,
  services,
  agency,
}: {
  open: boolean
  services: ServiceMenuItem[]
  agency: RootData['agency']
}) {
  return (
    <>
      <summary
        aria-expanded={open}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
      >
        <MenuIcon />
        <span className="sr-only">Menü</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-30 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-8 pt-4 shadow-lg">
        <SearchForm id="arama-mobil" className="mb-4" />
        <nav aria-label="Mobil menü">
          <ul className="space-y-1">
            <li>
              <MobileServices services={services} />
            </li>
            <MainLinks />
          </ul>
        </nav>
        <ContactLinks agency={agency} className="mt-4 grid gap-1 border-t border-slate-200 pt-4" />
      </div>
    </>
  )
}

/** The hamburger: a <details> so it opens without JavaScript; CSS locks the page scroll while open. */
function MobileMenu({
  services,
  agency,
}: {
  services: ServiceMenuItem[]
  agency: RootData['agency']
}) {
  const { ref, open, onToggle, onKeyDown } = useDisclosure()
  return (
    <details
      id="mobil-menu"
      ref={ref}
      className="lg:hidden"
      onToggle={onToggle}
      onKeyDown={onKeyDown}
      {...useShellPart(
        'mobil-menu',
        <MobileMenuInside open={open} services={services} agency={agency} />,
      )}
    />
  )
}

/** The agency's phone and e-mail links: the strip above the header, and the phone's menu. */
function ContactLinks({ agency, className }: Pick<RootData, 'agency'> & { className: string }) {
  return (
    <div className={className}>
      <a
        href={telHref(agency.phone)}
        className="inline-flex min-h-6 items-center gap-1.5 hover:underline"
      >
        <PhoneIcon />
        <span>
          <span className="sr-only">Telefon: </span>
          {agency.phone}
        </span>
      </a>
      <a
        href={`mailto:${agency.email}`}
        className="inline-flex min-h-6 items-center gap-1.5 hover:underline"
      >
        <MailIcon />
        <span>
          <span className="sr-only">E-posta: </span>
          {agency.email}
        </span>
      </a>
    </div>
  )
}

/** The strip above the header; on a phone its links are in the menu, so the page starts higher. */
export function ContactBar({ agency }: Pick<RootData, 'agency'>) {
  return (
    <ContactLinks
      agency={agency}
      className="mx-auto flex max-w-6xl flex-wrap items-center justify-end gap-x-5 gap-y-1 px-4 py-1.5"
    />
  )
}

/**
 * The site header. Its menus and contact strip come from the server's copies (decision 050);
 * the home link, the desktop search and the user menu, which shows the member or carries the
 * current address in its login link, render for each request.
 */
export function Header({
  agency,
  user,
  serviceMenu,
  loginPopover,
}: Pick<RootData, 'agency' | 'user' | 'serviceMenu'> & {
  /** The login popover's state when the URL opens it (?modal=giris), else null. */
  loginPopover: LoginDialogView | null
}) {
  return (
    <header>
      <div
        className="hidden bg-brand-900 text-sm text-white sm:block"
        {...useShellPart('iletisim-seridi', <ContactBar agency={agency} />)}
      />
      <div className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <Link
            to="/"
            className="mr-auto flex items-center gap-2 lg:mr-4"
            aria-label={`${agency.name} ana sayfa`}
          >
            <ShieldIcon />
            <span className="whitespace-nowrap text-lg font-bold tracking-tight text-brand-900">
              {agency.name}
            </span>
          </Link>
          <nav
            aria-label="Ana menü"
            className="hidden lg:block"
            {...useShellPart('ana-menu', <MainMenu services={serviceMenu} />)}
          />
          <SearchForm id="arama-ust" className="ml-auto hidden w-52 md:flex lg:w-40 xl:w-56" />
          <UserMenu user={user} loginPopover={loginPopover} />
          <MobileMenu services={serviceMenu} agency={agency} />
        </div>
      </div>
    </header>
  )
}
