export interface LegalPageSeed {
  slug: string
  title: string
  version: string
  updatedAt: string /* YYYY-MM-DD */
  html: string
}
