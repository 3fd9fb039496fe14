import { z } from 'zod'
import type { Option } from '~/components/forms/list-option.ts'
import { optionSchema } from '~/components/forms/list-option.server.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getPhoneBrands, getPhoneModels } from '~/upstream/phone.server.ts'
import type { ModelList } from './models.ts'

/** A model list as the step's answer keeps it (on a renewal). */
export const modelListSchema = z.object({
  brandId: z.string(),
  options: z.array(optionSchema),
}) satisfies z.ZodType<ModelList>

/** The brands (spec §3: Title, Key) as options; null when the list could not be had. */
export async function brandOptions(context: UpstreamContext): Promise<Option[] | null> {
  const brands = await getPhoneBrands(context)
  return brands.ok ? (brands.body.Results ?? []).map((b) => ({ id: b.Key, name: b.Title })) : null
}

/** A brand's models, labelled with the brand; no brand (or an unknown one) has none. */
export async function modelList(brandId: unknown, context: UpstreamContext): Promise<ModelList> {
  const brand = typeof brandId === 'string' ? brandId : ''
  if (!/^\d+$/.test(brand)) return { brandId: '', options: [] }
  const models = await getPhoneModels(brand, context)
  return {
    brandId: brand,
    options: models.ok ? (models.body.Results ?? []).map((m) => ({ id: m.Id, name: m.Title })) : [],
  }
}
