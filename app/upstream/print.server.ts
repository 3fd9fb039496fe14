import { declareCall } from './call-registry.ts'
import { callFile, type UpstreamContext } from './client.server.ts'

export interface PdfRequest {
  /**
   * 'offers' prints the quote's offer list (or the given OfferIds); 'compare' two or three offers;
   * 'policy' the issued policy: by PolicyNumber with its quote's HeaderGuid or the owning member's
   * token, or by the DownloadToken of the link in its e-mail.
   */
  Type: 'offers' | 'compare' | 'policy'
  HeaderGuid?: string
  OfferIds?: string[]
  PolicyNumber?: string
  DownloadToken?: string
  Language?: string
}

/** The PDF's bytes; failures come back as values with a Turkish message, like every call. */
const pdfCall = declareCall({
  service: 'print',
  path: '/print/Print/GetPdf',
  accept: 'application/pdf',
  spec: '§7 (adds Language, default tr)',
})

export const getPdf = (request: PdfRequest, context: UpstreamContext) =>
  callFile({ ...pdfCall, body: { Language: 'tr', ...request } }, context)
