import { lazy, Suspense, type ComponentType } from 'react'

// Every page may open the login or cookie-preferences dialog, but few do: their code (conform, the
// fields, the SMS dialog, the consent switches) stays out of the shell and the browser fetches it
// when one opens. The server imports the modules before the first request, so its HTML always
// holds an open dialog, usable without JavaScript; in the browser a dialog that was server-rendered
// stays so (native forms and links) until its code arrives and hydrates it.
// See docs/decisions/007-dialogs-on-demand.md.

const RELOADED_AT = 'diyalog-yeniden-yuklendi'

/**
 * The browser's side: fetched on first render. Code that fails to load (a deploy replaced it, the
 * connection dropped) reloads the page, as React Router does for route modules, and the server
 * then renders the dialog itself. At most once a minute, so a chunk that keeps failing leaves the
 * server-rendered dialog working as it does without JavaScript instead of reloading forever.
 */
export function fetchedOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => {
        const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0)
        if (Date.now() - last > 60_000) {
          sessionStorage.setItem(RELOADED_AT, String(Date.now()))
          window.location.reload()
        }
        return new Promise<never>(() => {})
      },
    ),
  )
}

export function suspended<Props extends object>(Dialog: ComponentType<Props>) {
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}

/** For intent (hover, focus, touch): the code starts loading before the click that needs it. */
function preloader(load: () => Promise<unknown>) {
  // A failure is left to the dialog itself, which tries again when it renders.
  return () => void load().catch(() => {})
}

const loginDialogs = () =>
  import('../members/components/login-dialogs.tsx').then((m) => m.LoginDialogs)
export const LoginDialogs = suspended(
  import.meta.env.SSR ? await loginDialogs() : fetchedOnDemand(loginDialogs),
)
export const preloadLoginDialogs = preloader(loginDialogs)

// The popover comes from the same module, so the hover that preloads one preloads both.
const loginPopover = () =>
  import('../members/components/login-dialogs.tsx').then((m) => m.LoginPopover)
export const LoginPopover = suspended(
  import.meta.env.SSR ? await loginPopover() : fetchedOnDemand(loginPopover),
)

const cookiePreferences = () => import('./cookie-preferences.tsx').then((m) => m.CookiePreferences)
export const CookiePreferences = suspended(
  import.meta.env.SSR ? await cookiePreferences() : fetchedOnDemand(cookiePreferences),
)
export const preloadCookiePreferences = preloader(cookiePreferences)
