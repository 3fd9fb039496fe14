import { useRef } from 'react'
import { Link, useLocation } from 'react-router'
import {
  loginControlId,
  withLoginModal,
  withoutLoginModal,
  type LoginDialogView,
} from '~/members/login-flow.ts'
import { initials } from '~/utils/turkish.ts'
import { UserIcon } from './icons.tsx'
import { LoginPopover, preloadLoginDialogs } from './on-demand-dialogs.tsx'
import { useDisclosure } from './use-disclosure.ts'

/**
 * Logged out: a link that opens the login popover under it on the current page, its query kept
 * (?modal=giris; the same link closes it again). A link rather than a button, so without
 * JavaScript it still opens the server-rendered popover. Logged in: the member's initials and a
 * menu with the account and log out.
 */
export function UserMenu({
  user,
  loginPopover,
}: {
  user: { name: string; surname: string } | null
  loginPopover: LoginDialogView | null
}) {
  const location = useLocation()
  const { ref, open, onToggle, onKeyDown } = useDisclosure()
  const button = useRef<HTMLAnchorElement>(null)
  if (!user) {
    const here = location.pathname + location.search
    return (
      <div className="shrink-0 sm:relative">
        <Link
          ref={button}
          id={loginControlId}
          to={loginPopover ? withoutLoginModal(here) : withLoginModal(here)}
          preventScrollReset
          aria-haspopup="dialog"
          aria-expanded={Boolean(loginPopover)}
          onPointerEnter={preloadLoginDialogs}
          onFocus={preloadLoginDialogs}
          onTouchStart={preloadLoginDialogs}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded-md border border-brand-700 px-3 max-[399px]:px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <UserIcon />
          {/* On the narrowest phones the icon stands alone; the name stays for screen readers. */}
          <span className="max-[399px]:sr-only">Giriş Yap</span>
        </Link>
        {loginPopover ? <LoginPopover view={loginPopover} returnFocusTo={button} /> : null}
      </div>
    )
  }
  const fullName = `${user.name} ${user.surname}`.trim()
  return (
    <details ref={ref} className="relative" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary
        aria-expanded={open}
        aria-label={`Hesap menüsü: ${fullName}`}
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-900 [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">{initials(user.name, user.surname)}</span>
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-52 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
        <p className="truncate px-3 py-2 text-sm text-slate-600">{fullName}</p>
        <Link to="/hesabim" className="block rounded px-3 py-2 hover:bg-brand-50">
          Hesabım
        </Link>
        <form method="post" action="/cikis">
          <button
            type="submit"
            className="block w-full rounded px-3 py-2 text-left hover:bg-brand-50"
          >
            Çıkış Yap
          </button>
        </form>
      </div>
    </details>
  )
}
