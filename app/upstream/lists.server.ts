import { z } from 'zod'
import { noFields } from './call-registry.ts'
import {
  defineCall,
  listEnvelope,
  type UpstreamContext,
  type UpstreamResult,
} from './client.server.ts'
import { sharedLookupCache } from './lookup-cache.server.ts'

const city = z.object({ ID: z.number(), CityName: z.string() })
const county = z.object({ ID: z.number(), CountyName: z.string(), CityCode: z.number() })
const listItem = z.object({ Id: z.string(), Text: z.string() })
export const firm = z.object({
  Id: z.number(),
  Code: z.string(),
  Name: z.string(),
  ShortName: z.string(),
})
export type Firm = z.output<typeof firm>

// Every list here is reference data that changes rarely: cached in process (lookup-cache).

export const getCities = defineCall({
  service: 'common',
  path: '/api/listeler/get-iller',
  request: noFields,
  reply: listEnvelope(city),
  kept: true,
})

export const getCounties = defineCall(
  {
    service: 'common',
    path: '/api/listeler/get-ilceler',
    request: z.object({ CityCode: z.number() }),
    reply: listEnvelope(county),
    kept: true,
  },
  (cityCode: number) => ({ CityCode: cityCode }),
)

/** A select list by its group code (spec §3: DASK and home lists, 84 = EvTipi, 85 = PoliceTipi). */
export const getList = defineCall(
  {
    service: 'common',
    path: '/api/Listeler/get-list',
    request: z.object({ GroupCode: z.string() }),
    reply: listEnvelope(listItem),
    spec: '§7 (GroupCode); §3 (lookup lists)',
    kept: true,
  },
  (groupCode: string) => ({ GroupCode: groupCode }),
)

const country = z.object({
  StringKey: z.string(),
  StringPair: z.string(),
  /** The built-in backend's grouping for the travel form; a provider without it lists them flat. */
  Group: z.string().optional(),
})

/** Spec §4: a branch the provider keeps no company list for; the list is skipped. */
const noCompanyList = 404

const firmsReply = listEnvelope(firm)

const getFirms = defineCall(
  {
    service: 'common',
    path: '/firms/GetFirms',
    request: z.object({ BranchId: z.number() }),
    reply: firmsReply,
    spec: '§7 (BranchId: §9 per-product code); §4 (skipped on 404)',
    httpStatuses: { [noCompanyList]: 'No company list for the branch: skipped (spec §4)' },
  },
  (branchId: number) => ({ BranchId: branchId }),
)

/**
 * The insurance companies of a branch (spec §7 GetFirms, BranchId spec §9's numeric code), kept
 * as the other lists are. A 404 says the provider keeps no such list: spec §4 skips it, so it is
 * kept as an empty list rather than asked again on every page.
 */
const companiesCache = sharedLookupCache<UpstreamResult<z.output<typeof firmsReply>>>()
const insuranceCompanies = (branchId: number, context: UpstreamContext) =>
  companiesCache(`common/firms/GetFirms${branchId}`, async () => {
    const answer = await getFirms(branchId, context)
    const skipped = !answer.ok && answer.kind === 'http' && answer.status === noCompanyList
    return skipped ? { ok: true as const, status: noCompanyList, body: { Results: [] } } : answer
  })

/**
 * The insurance companies of these branches, each once, in the provider's order; none from a
 * branch whose list is skipped, or failed (asked again next time).
 */
export async function insuranceCompaniesOf(
  branchIds: number[],
  context: UpstreamContext,
): Promise<Firm[]> {
  const answers = await Promise.all(branchIds.map((id) => insuranceCompanies(id, context)))
  const companies = new Map<number, Firm>()
  for (const answer of answers) {
    for (const company of answer.ok ? (answer.body.Results ?? []) : []) {
      if (!companies.has(company.Id)) companies.set(company.Id, company)
    }
  }
  return [...companies.values()]
}

/** The countries (spec §7 get-ulkeler): ISO code as StringKey, Turkish name as StringPair. */
export const getCountries = defineCall(
  {
    service: 'common',
    path: '/api/listeler/get-ulkeler',
    request: z.object({ QueryType: z.string() }),
    reply: listEnvelope(country),
    spec: '§7 (QueryType: §3 product code)',
    kept: true,
  },
  (queryType: string) => ({ QueryType: queryType }),
)
