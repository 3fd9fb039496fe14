import type { UpstreamContext } from '~/upstream/client.server.ts'
import type { QuoteHeaderRequest } from '~/upstream/offers.server.ts'

/**
 * Opens a quote through the storefront's offers client and lists the insurers that quote it;
 * a refusal of either call fails the test. Call it after agencyForFile: the client reads the
 * backend's address as it loads.
 */
export async function quoteWithFirms(request: QuoteHeaderRequest, context: UpstreamContext) {
  const offers = await import('~/upstream/offers.server.ts')
  const header = await offers.createQuoteHeader(request, context)
  if (!header.ok) throw new Error(header.message)
  const HeaderGuid = header.body.Data!.HeaderGuid
  const firms = await offers.getQuoteFirms(
    {
      QueryType: request.QueryType,
      Gsm: request.Phone,
      NationalNumber: request.NationalNumber,
      HeaderGuid,
    },
    context,
  )
  if (!firms.ok) throw new Error(firms.message)
  return { HeaderGuid, firms: firms.body.Results! }
}
