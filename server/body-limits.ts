import type { Request, RequestHandler, Response } from 'express'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB } from '../app/members/attachment.ts'
import { uploadRoutes } from '../app/platform/upload-routes.ts'
import { plainPage } from './platform/plain-page.ts'

/** Every form of the site fits many times over; a request body larger than this is refused. */
export const FORM_BODY_LIMIT_BYTES = 64 * 1024
/**
 * An upload form's post: its one file of at most the size the form promises
 * (app/members/attachment.ts), its fields, the multipart framing, and room for a file half as
 * large again as promised, so that one a little too large reaches its form's action and comes back
 * with the form as typed and the reason, instead of this layer's page. nginx allows 4 MB in front
 * (deploy/).
 */
export const UPLOAD_BODY_LIMIT_BYTES =
  ATTACHMENT_MAX_BYTES + ATTACHMENT_MAX_BYTES / 2 + FORM_BODY_LIMIT_BYTES

/** A route path (`/hesabim/destek/:requestId`) as a pattern of the paths it matches. */
const patternOf = (route: string) =>
  route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/.]+')

/**
 * The upload forms' pages (app/platform/upload-routes.ts), as documents and as React Router's data
 * requests (`.data`).
 */
const uploadPaths = new RegExp(`^(${uploadRoutes.map(patternOf).join('|')})(\\.data)?/?$`)

const isUploadPath = (path: string) => uploadPaths.test(path)

const tooLargePage = plainPage(
  'Gönderilen bilgiler çok büyük',
  'Formla birlikte gönderilen bilgiler izin verilen boyutu aştığı için işleme alınmadı. Bir dosya eklediyseniz en çok 2 MB olmasına dikkat ederek yeniden deneyin.',
)

const tooLargeUploadPage = plainPage(
  'Eklediğiniz dosya çok büyük',
  `Eklenen dosya en çok ${ATTACHMENT_MAX_MB} MB olabilir; bu gönderi işleme alınmadı. Tarayıcınızın Geri düğmesiyle forma dönün ve daha küçük bir dosya seçin (bir fotoğrafı daha düşük çözünürlükte çekebilir ya da küçültebilirsiniz).`,
)

function refuse(req: Request, res: Response) {
  if (res.headersSent) return
  // The rest of the body is not read: the connection closes after the answer.
  res
    .set('Connection', 'close')
    .status(413)
    .type('html')
    .send(isUploadPath(req.path) ? tooLargeUploadPage : tooLargePage)
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
  const limit = isUploadPath(req.path) ? UPLOAD_BODY_LIMIT_BYTES : FORM_BODY_LIMIT_BYTES
  const declared = Number(req.get('content-length') ?? 0)
  if (declared > limit) return refuse(req, res)
  if (req.get('transfer-encoding')) countChunkedBody(req, res, limit)
  next()
}

function countChunkedBody(req: Request, res: Response, limit: number) {
  let received = 0
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit) return
    req.off('data', count)
    refuse(req, res)
    // The reader's stream fails instead of ending, so no action runs on a cut-off form.
    if (req.listenerCount('error') > 0) req.emit('error', new BodyTooLarge())
  }
  req.on('data', count)
  // Listening above would start the flow before React Router's reader listens and lose what came
  // first: paused, it flows once that reader asks for the body.
  req.pause()
}
