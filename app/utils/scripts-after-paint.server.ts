/**
 * Rewrites the head and body React Router writes so that the page's scripts are fetched only
 * after the first paint (decision 026). The module preloads leave the head, and the inline module
 * script that imports the route modules and starts hydration waits, inert, until the browser has
 * painted; a small classic script then puts both back as they were. Everything on the page works
 * as HTML before the scripts arrive, so nothing a visitor sees waits for them.
 *
 * React Router's `<Scripts>` has no option for this, so the exact tags it writes are matched;
 * when they are not found the page is left as it came (and the e2e foundation test fails).
 */
import loaderSource from './load-after-first-paint.js?raw'

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

/** The id of the inert module script, for the loader to find. */
export const deferredScriptId = 'hydration-script'

/**
 * The script that follows the inert one: it removes itself, waits for the first contentful paint
 * (at once in a hidden tab, one frame in a browser without paint timing), lets one more frame end,
 * preloads the modules, evaluates the route modules one task each and last swaps the inert script
 * for a live one with the same nonce, which imports the client entry (`entry`) that hydrates.
 */
const loaderFunction = loaderSource.replace(/^\s*\/\/.*\n/gm, '') // its comments are for us
const loader = (preloads: string[], entry: string) =>
  `(()=>{${loaderFunction}loadAfterFirstPaint(${[deferredScriptId, preloads, entry].map((value) => JSON.stringify(value)).join(',')})})()`

/** The client entry React Router's module script imports last, once the route modules are set. */
const clientEntry = /import\("([^"]+)"\)/

/**
 * The rewrite of one piece of the page, given as latin1 text, one character per byte, which is
 * ten times cheaper than decoding the page's UTF-8 on every render: everything it looks for or
 * writes is ASCII, and the rest goes back byte for byte.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const script = moduleScript.exec(html)
  const entry = script && clientEntry.exec(script[2]!)?.[1]
  if (!script || !entry) return html
  const [tag, nonce, body] = script
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!)
  const deferred =
    `<script nonce="${nonce}" type="text/plain" id="${deferredScriptId}">${body}</script>` +
    `<script nonce="${nonce}">${loader(preloads, entry)}</script>`
  return html.replace(tag, () => deferred).replace(modulePreload, '')
}
