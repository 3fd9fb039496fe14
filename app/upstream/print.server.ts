import { z } from 'zod'
import { declareCall } from './call-registry.ts'
import { callFile, type UpstreamContext } from './client.server.ts'

const pdfRequest = z.object({
  /**
   * 'offers' prints the quote's offer list (or the given OfferIds); 'compare' two or three offers;
   * 'policy' the issued policy: by PolicyNumber with its quote's HeaderGuid or the owning member's
   * token, or by the DownloadToken of the link in its e-mail.
   */
  Type: z.enum(['offers', 'compare', 'policy']),
  HeaderGuid: z.string().optional(),
  OfferIds: z.array(z.string()).optional(),
  PolicyNumber: z.string().optional(),
  DownloadToken: z.string().optional(),
  Language: z.string().optional(),
})
export type PdfRequest = z.input<typeof pdfRequest>

/** The PDF's bytes; failures come back as values with a Turkish message, like every call. */
const pdfCall = declareCall({
  service: 'print',
  path: '/print/Print/GetPdf',
  request: pdfRequest,
  accept: 'application/pdf',
  spec: '§7 (adds Language, default tr)',
})

export const getPdf = (request: PdfRequest, context: UpstreamContext) =>
  callFile({ ...pdfCall, body: { Language: 'tr', ...request } }, context)
