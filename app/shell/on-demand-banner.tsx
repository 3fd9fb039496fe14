import { fetchedOnDemand, suspended } from './on-demand-dialogs.tsx'

// The cookie banner shows on a visitor's first pages only, until they decide, so its code is
// fetched like the dialogs' (docs/decisions/007-dialogs-on-demand.md): its server-rendered form
// posts natively until the code arrives. A module of its own, because the banner itself imports
// the dialogs' module for the preferences preload.
const cookieBanner = () => import('./cookie-consent.tsx').then((m) => m.CookieBanner)
export const CookieBanner = suspended(
  import.meta.env.SSR ? await cookieBanner() : fetchedOnDemand(cookieBanner),
)
