import { createContext, useRouteLoaderData } from 'react-router'
import { fillAgency, type AgencyDetails } from '~/content/agency.ts'
import type { Toast } from '~/components/ui/toasts.tsx'

export interface ServiceMenuItem {
  key: string
  name: string
}

/** What the root loader hands every page: the shell's state, read on the server. */
export interface RootData {
  agency: AgencyDetails
  /** The demo or staging banner (decision 028), null on a live site: data, so its code never carries it. */
  siteNotice: string | null
  /** The nine services' keys and names for the menus; sent as data so their long texts stay server-side. */
  serviceMenu: ServiceMenuItem[]
  toast: (Toast & { id: string }) | null
  consent: { decided: boolean; analytic: boolean; functional: boolean; targeting: boolean }
  user: { name: string; surname: string } | null
  cookiePolicy: { ok: true; html: string } | { ok: false; message: string } | null
  /** The agency as structured data for search engines; sent as data so it stays out of the shell's code. */
  organization: Record<string, unknown>
}

/**
 * The root loader's data for the document's own render (app/entry.server.tsx), which React Router
 * hands every loader's data untyped; unset when the root loader did not run to its end.
 */
export const rootDataContext = createContext<RootData | undefined>(undefined)

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root')
}

/** Site content with the configured agency's name and contact details put in. */
export function useAgencyContent<T>(content: T): T {
  const agency = useRootData()?.agency
  return agency ? fillAgency(content, agency) : content
}

/** A phone number as a tel: link target (+90, digits only). */
export const telHref = (phone: string) => `tel:+90${phone.replace(/\D/g, '').replace(/^0/, '')}`
