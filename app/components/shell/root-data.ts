import { useRouteLoaderData } from 'react-router'
import type { Toast } from '~/session.server.ts'

export interface ServiceMenuItem {
  key: string
  name: string
}

/** What the root loader hands every page: the shell's state, read on the server. */
export interface RootData {
  agency: {
    name: string
    legalName: string
    phone: string
    email: string
    address: string
    siteUrl: string
  }
  demoMode: boolean
  /** The nine services' keys and names for the menus; sent as data so their long texts stay server-side. */
  serviceMenu: ServiceMenuItem[]
  toast: (Toast & { id: string }) | null
  consent: { decided: boolean; analytic: boolean; functional: boolean; targeting: boolean }
  user: { name: string; surname: string } | null
  cookiePolicy: { ok: true; html: string } | { ok: false; message: string } | null
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}

/** A phone number as a tel: link target (+90, digits only). */
export const telHref = (phone: string) => `tel:+90${phone.replace(/\D/g, '').replace(/^0/, '')}`
