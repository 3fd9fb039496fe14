import { callFile, type UpstreamContext } from './client.server.ts'

export interface PdfRequest {
  /** 'offers' prints the quote's offer list (or the given OfferIds); 'compare' two or three offers. */
  Type: 'offers' | 'compare'
  HeaderGuid: string
  OfferIds?: string[]
  Language?: string
}

/** The PDF's bytes; failures come back as values with a Turkish message, like every call. */
export const getPdf = (request: PdfRequest, context: UpstreamContext) =>
  callFile(
    {
      service: 'print',
      path: '/print/Print/GetPdf',
      body: { Language: 'tr', ...request },
      accept: 'application/pdf',
    },
    context,
  )
