import type { Request, RequestHandler, Response } from 'express'
import { plainPage } from './plain-page.ts'

/** Every form of the site fits many times over; a request body larger than this is refused. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024
/**
 * The support forms carry one attachment of at most 2 MB (app/members/attachment.ts, decision
 * 017) with their fields and the multipart framing; nginx allows 4 MB in front (deploy/).
 */
const ATTACHMENT_BODY_LIMIT_BYTES = 3 * 1024 * 1024

/**
 * The support forms' pages (app/routes.ts: /destek-talebi, /hesabim/destek and a request under
 * it), as documents and as React Router's data requests.
 */
const attachmentPaths = /^\/(destek-talebi|hesabim\/destek(\/[^/.]+)?)(\.data)?\/?$/

const bodyLimitFor = (path: string) =>
  attachmentPaths.test(path) ? ATTACHMENT_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES

const tooLargePage = plainPage(
  'Gönderilen bilgiler çok büyük',
  'Formla birlikte gönderilen bilgiler izin verilen boyutu aştığı için işleme alınmadı. Bir dosya eklediyseniz en çok 2 MB olmasına dikkat ederek yeniden deneyin.',
)

function refuse(res: Response) {
  if (res.headersSent) return
  // The rest of the body is not read: the connection closes after the answer.
  res.set('Connection', 'close').status(413).type('html').send(tooLargePage)
}

class BodyTooLarge extends Error {
  override name = 'BodyTooLarge'
}

/**
 * Refuses a request body over its limit before it is read into memory: by its declared
 * Content-Length at once, and for a chunked body (no length declared) by counting the bytes as
 * they arrive, failing the read of whoever is reading it (React Router's form parser) the moment
 * the limit is passed.
 */
export const bodyLimits: RequestHandler = (req, res, next) => {
  // React Router reads no body of these, so nothing would resume a paused one (below).
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const limit = bodyLimitFor(req.path)
  const declared = Number(req.get('content-length') ?? 0)
  if (declared > limit) return refuse(res)
  if (req.get('transfer-encoding')) countChunkedBody(req, res, limit)
  next()
}

function countChunkedBody(req: Request, res: Response, limit: number) {
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit) return
    req.off('data', count)
    refuse(res)
    // The reader's stream fails instead of ending, so no action runs on a cut-off form.
    if (req.listenerCount('error') > 0) req.emit('error', new BodyTooLarge())
  }
  req.on('data', count)
  // Listening above would start the flow before React Router's reader listens and lose what came
  // first: paused, it flows once that reader asks for the body.
  req.pause()
}
