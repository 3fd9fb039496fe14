import siteStylesText from '../app.css?inline'
import siteStylesHref from '../app.css?url'
import { carriesSessionCookie } from '../session/session.server.ts'
import { classesIn, parseStylesheet, stylesheetFor } from '../utils/critical-styles.server.ts'
import type { SiteStylesheet } from '../utils/site-styles.tsx'

/**
 * The stylesheet inline for a first visit, as a file for a visitor with a session: a session is
 * only ever started in answer to a form sent from one of our pages, which fetched the file (linked
 * at the end of its body, decision 054).
 */
export const siteStylesheetFor = (request: Request): SiteStylesheet =>
  carriesSessionCookie(request) ? { href: siteStylesHref } : { inline: siteStylesText }

const units = parseStylesheet(siteStylesText)
// Pages are rewritten as latin1 text, one character per byte (see scripts-after-paint).
const inlineText = Buffer.from(siteStylesText).toString('latin1')

/**
 * A whole page that carries the stylesheet inline keeps inline only the rules its markup can use
 * (decision 054), and links the whole file at the end of its body: the first paint needs nothing
 * from it, and the browser fetches it before the page's scripts, which are the only ones that
 * could add a class the inline part lacks. A page not whole in its first piece (none since
 * decision 056 sends every page whole) would keep the whole stylesheet inline, and no link.
 */
export function withStylesItUses(html: string): string {
  const at = html.indexOf(inlineText)
  if (at < 0 || !html.endsWith('</body></html>')) return html
  const used = Buffer.from(stylesheetFor(units, classesIn(html))).toString('latin1')
  return (
    html.slice(0, at) +
    used +
    html.slice(at + inlineText.length, -'</body></html>'.length) +
    `<link rel="stylesheet" href="${siteStylesHref}"/></body></html>`
  )
}
