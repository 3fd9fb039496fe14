import { lazy, Suspense, type ComponentType } from 'react'

// Every page may open the login or cookie-preferences dialog, but few do: their code (conform, the
// fields, the SMS dialog, the consent switches) stays out of the shell and the browser fetches it
// when one opens. The server imports the modules before the first request, so its HTML always
// holds an open dialog, usable without JavaScript; in the browser a dialog that was server-rendered
// stays so (native forms and links) until its code arrives and hydrates it.

function suspended<Props extends object>(Dialog: ComponentType<Props>) {
  return function OnDemand(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}

export const LoginDialogs = suspended(
  import.meta.env.SSR
    ? (await import('../members/login-dialogs.tsx')).LoginDialogs
    : lazy(() => import('../members/login-dialogs.tsx').then((m) => ({ default: m.LoginDialogs }))),
)

export const CookiePreferences = suspended(
  import.meta.env.SSR
    ? (await import('./cookie-preferences.tsx')).CookiePreferences
    : lazy(() =>
        import('./cookie-preferences.tsx').then((m) => ({ default: m.CookiePreferences })),
      ),
)
