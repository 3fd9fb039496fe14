import siteStylesText from '../app.css?inline'
import siteStylesHref from '../app.css?url'
import { carriesSessionCookie } from '../session.server.ts'
import type { SiteStylesheet } from './site-styles.tsx'

/**
 * The stylesheet inline for a first visit, as a file for a visitor with a session: a session is
 * only ever started in answer to a form sent from one of our pages, which prefetched the file.
 */
export const siteStylesheetFor = (request: Request): SiteStylesheet =>
  carriesSessionCookie(request)
    ? { href: siteStylesHref }
    : { inline: siteStylesText, href: siteStylesHref }
