import { Transform, type TransformCallback } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router'
import { createLogger, maskIdentities } from '../server/platform/logger.ts'
import { config } from './platform/config.server.ts'
import { rootDataContext } from './components/root-data.ts'
import { ShellCopiesProvider } from './shell/shell-part.tsx'
import { shellCopies } from './shell/shell-parts.server.tsx'
import { cspNonceContext } from './platform/request-context.ts'
import { offerToPageCache } from './platform/shared-page.server.ts'
import { NonceProvider } from './utils/nonce.tsx'
import { scriptsAfterFirstPaint } from './utils/scripts-after-paint.server.ts'
import { SiteStylesProvider } from './utils/site-styles.tsx'
import { siteStylesheetFor, withStylesItUses } from './shell/site-styles.server.ts'

export const streamTimeout = 5_000

const log = createLogger('routes', config.log)

/** An error as one log line: its stack (or text, or React Router's refusal) with identities masked. */
function logged(error: unknown) {
  if (error instanceof Error) return maskIdentities(error.stack ?? error.message)
  if (isRouteErrorResponse(error)) return maskIdentities(`${error.status} ${String(error.data)}`)
  return maskIdentities(String(error))
}

/**
 * Every error a loader, action or render throws, and React Router's own refusals (a post to a
 * page without an action, an unknown data request), as one structured line each: React Router
 * would otherwise print a multi-line stack outside the log. A visitor who left mid-request is
 * not one.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  const path = maskIdentities(new URL(request.url).pathname)
  log.error({ method: request.method, path, err: logged(error) }, 'request failed')
}

// The HTTP layer builds each request's context through the app's own context keys.
export { requestContext } from './platform/request-context.ts'
export { endOfferStreams } from './quote/offers/offer-stream.server.ts'
export { abandonOfferCollections } from './quote/offers/offer-collection.server.ts'

/**
 * Hands the page on in the pieces React flushes, not in the 4 KB views it writes them with. React
 * ends every flush by calling the destination's `flush()` (the hook it has for compression
 * streams): gathering its writes until then spares the web stream, the response and the socket
 * some twenty small writes a page, while what streams later (a deferred answer) still leaves at
 * once. `whenEnded` runs as the last piece goes.
 *
 * The first piece holds the head and the body's shell with the page's scripts: in the build they
 * are fetched only once the browser has painted it (decision 026), since they only hydrate what
 * is on screen. When it carries the stylesheet inline and is the whole page, it keeps inline only
 * the rules the page uses (decision 054).
 */
class FlushedPieces extends Transform {
  private pieces: Buffer[] = []
  private headSent = false
  constructor(
    private readonly stylesInline: boolean,
    private readonly whenEnded: () => void,
  ) {
    super()
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pieces.push(chunk)
    callback()
  }
  flush() {
    if (this.pieces.length === 0) return
    const piece = this.pieces.length === 1 ? this.pieces[0]! : Buffer.concat(this.pieces)
    this.pieces = []
    if (this.headSent) {
      this.push(piece)
      return
    }
    this.headSent = true
    // The dev server's scripts (HMR) are left as React Router writes them.
    if (import.meta.env.DEV) {
      this.push(piece)
      return
    }
    const html = scriptsAfterFirstPaint(piece.toString('latin1'))
    this.push(Buffer.from(this.stylesInline ? withStylesItUses(html) : html, 'latin1'))
  }
  override _flush(callback: TransformCallback) {
    this.flush()
    this.whenEnded()
    callback()
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(cspNonceContext)
  // Before React renders the page: the shell's copies are rendered by React too (decision 050).
  const { pathname } = routerContext.staticHandlerContext.location
  const copies = shellCopies(loadContext.get(rootDataContext), pathname)
  const stylesheet = siteStylesheetFor(request)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let failed = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteStylesProvider value={stylesheet}>
          <ShellCopiesProvider value={copies}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ShellCopiesProvider>
        </SiteStylesProvider>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that is ready when the shell flushes stays inline: React would
        // otherwise move a large one out to the end of the stream behind a script, and without
        // JavaScript it would never show (the on-demand dialogs are such boundaries).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The page goes out whole, to people as to crawlers. No loader defers data (the offers
        // arrive over their own event stream), so the rest is ready a few microtasks after the
        // shell: streaming it would only add React's inline script that moves late parts into
        // place, and a first visit's stylesheet can be cut to the page only once it is whole.
        onAllReady() {
          shellRendered = true
          const body = new FlushedPieces(stylesheet.inline !== undefined, () => {
            clearTimeout(timeoutId)
            timeoutId = undefined
            // Only a page rendered whole may serve the next visitors.
            if (!failed) offerToPageCache(responseStatusCode, routerContext, loadContext)
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          failed = true
          responseStatusCode = 500
          if (shellRendered) {
            const path = maskIdentities(new URL(request.url).pathname)
            log.error({ path, err: logged(error) }, 'page failed while streaming')
          }
        },
      },
    )
  })
}
