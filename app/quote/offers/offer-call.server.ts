import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getFirmOffers, type Firm } from '~/upstream/offers.server.ts'
import type { QuoteDraft } from '../draft.ts'
import { productCodes } from '../product-codes.server.ts'

/** How one insurer is asked for its offers on a quote; each line names its own (definitions.server.ts). */
export type FirmOfferCall = (
  ask: { draft: QuoteDraft; firm: Firm; headerGuid: string },
  context: UpstreamContext,
  timeoutMs: number,
) => ReturnType<typeof getFirmOffers>

/** The provider's NewListOffer: how most lines ask each insurer (spec §7). */
export const askWithNewListOffer: FirmOfferCall = (
  { draft, firm, headerGuid },
  context,
  timeoutMs,
) =>
  getFirmOffers(
    {
      HeaderGuid: headerGuid,
      InsuranceFirm: firm.Id,
      QueryType: productCodes[draft.data.product].queryType,
    },
    context,
    timeoutMs,
  )
