import type { RunningAgency } from './agency.ts'

/** A call past the storefront's client, for what it would hide: a reply's exact fields, a misspelt field. */
export async function rawCall(agency: RunningAgency, path: string, body: Record<string, unknown>) {
  const response = await fetch(`${agency.url}${path}`, {
    method: 'POST',
    headers: {
      SiteId: '36',
      Authorization: `Bearer ${agency.siteCredential}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ FromPlace: 32, ...body }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
