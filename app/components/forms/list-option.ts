/** One choice of a list the provider gives (cities, brands, breeds, insurers): its id and name. */
export interface Option {
  id: number | string
  name: string
}
