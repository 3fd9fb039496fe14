import { filterQuoteOffers, type Firm, type Offer } from '~/upstream/offers.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { insuranceCompaniesOf } from '~/upstream/lists.server.ts'
import { offerFilterFields, type OfferFilterView } from './offer-filter.ts'

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr')

/** The insurers among the offers, named as the companies list (spec §4) names them where it does. */
function choicesOf(offers: Offer[], companies: Firm[]) {
  const listedName = new Map(companies.map((company) => [String(company.Id), company.Name]))
  const insurers = new Map(offers.map((o) => [String(o.InsuranceFirm), o.InsurerName]))
  const packages = new Map(offers.map((o) => [o.PackageCode, o.PackageName]))
  return {
    insurers: [...insurers]
      .map(([id, name]) => ({ id, name: listedName.get(id) ?? name }))
      .sort(byName),
    packages: [...packages].map(([id, name]) => ({ id, name })).sort(byName),
    installments: [...new Set(offers.map((o) => o.MaxInstallments))]
      .filter((n) => n > 1)
      .sort((a, b) => a - b),
  }
}

/**
 * The offers the visitor asked to see (the GET form's InsuranceFirm, PackageCode and
 * InstallmentCount), filtered by the provider's teklifler-filtre. A value that is not among the
 * choices (an old link, a hand-typed address) counts as no filter. When the provider cannot
 * filter, every offer stays on the page with a word why: hiding them all would look like none came.
 */
export async function filterOffers(
  offers: Offer[],
  url: URL,
  quote: { headerGuid: string; branchId: number },
  upstream: UpstreamContext,
): Promise<{ offers: Offer[]; filter: OfferFilterView }> {
  const choices = choicesOf(offers, await insuranceCompaniesOf([quote.branchId], upstream))
  const asked = Object.fromEntries(
    offerFilterFields.map((field) => [field, url.searchParams.get(field)?.trim() ?? '']),
  ) as OfferFilterView['chosen']
  const chosen: OfferFilterView['chosen'] = {
    InsuranceFirm: choices.insurers.some((i) => i.id === asked.InsuranceFirm)
      ? asked.InsuranceFirm
      : '',
    PackageCode: choices.packages.some((p) => p.id === asked.PackageCode) ? asked.PackageCode : '',
    InstallmentCount: choices.installments.includes(Number(asked.InstallmentCount))
      ? asked.InstallmentCount
      : '',
  }
  const active = Object.values(chosen).some(Boolean)
  const view = { ...choices, chosen, active, message: null }
  if (!active) return { offers, filter: view }

  const filtered = await filterQuoteOffers(
    {
      HeaderGuid: quote.headerGuid,
      InsuranceFirm: chosen.InsuranceFirm ? Number(chosen.InsuranceFirm) : undefined,
      PackageCode: chosen.PackageCode || undefined,
      InstallmentCount: chosen.InstallmentCount ? Number(chosen.InstallmentCount) : undefined,
    },
    upstream,
  )
  if (!filtered.ok) {
    return { offers, filter: { ...view, message: `Teklifler süzülemedi: ${filtered.message}` } }
  }
  const matching = new Set((filtered.body.Results ?? []).map((o) => o.OfferId))
  return { offers: offers.filter((o) => matching.has(o.OfferId)), filter: view }
}
