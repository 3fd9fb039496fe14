import type { Option } from '~/components/forms/list-option.ts'
import type { UpstreamContext } from '~/upstream/client.server.ts'
import { getList } from '~/upstream/lists.server.ts'

/** The get-list group of each species' breeds (backend contract, Lists). */
const breedGroups = { kedi: 'KediIrki', kopek: 'KopekIrki' } as const

export interface PetLists {
  species: Option[]
  /** Every species' breeds, so the breed list follows the species without a round trip. */
  breeds: Record<string, Option[]>
  sexes: Option[]
  failed: boolean
}

export async function petLists(context: UpstreamContext): Promise<PetLists> {
  const [species, sexes, ...breeds] = await Promise.all([
    getList('EvcilHayvanTuru', context),
    getList('HayvanCinsiyeti', context),
    ...Object.values(breedGroups).map((group) => getList(group, context)),
  ])
  const options = (list: typeof species) =>
    list.ok ? (list.body.Results ?? []).map((i) => ({ id: i.Id, name: i.Text })) : []
  return {
    species: options(species),
    breeds: Object.fromEntries(
      Object.keys(breedGroups).map((key, i) => [key, options(breeds[i]!)]),
    ),
    sexes: options(sexes),
    failed: [species, sexes, ...breeds].some((list) => !list.ok),
  }
}
