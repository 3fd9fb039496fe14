import type { ListEntry } from './list-entry.ts'

/** The size group a breed is priced by: a bigger dog costs more to treat (pricing/pet.ts). */
export type SizeGroup = 'kedi' | 'kucuk' | 'orta' | 'buyuk' | 'dev'

export type Species = 'kedi' | 'kopek'

export interface Breed {
  id: string
  name: string
  species: Species
  size: SizeGroup
}

const cat = (id: string, name: string): Breed => ({ id, name, species: 'kedi', size: 'kedi' })
const dog = (id: string, name: string, size: Exclude<SizeGroup, 'kedi'>): Breed => ({
  id,
  name,
  species: 'kopek',
  size,
})

/**
 * The breeds the pet insurers list. Cats are one size group; dogs go by the breed's adult weight
 * (küçük under 10 kg, orta 10–25 kg, büyük 25–45 kg, dev above), mixed breeds by the owner's
 * estimate.
 */
export const breeds: Breed[] = [
  cat('tekir', 'Tekir (melez)'),
  cat('van', 'Van Kedisi'),
  cat('ankara', 'Ankara Kedisi'),
  cat('british-shorthair', 'British Shorthair'),
  cat('scottish-fold', 'Scottish Fold'),
  cat('iran', 'İran Kedisi (Persian)'),
  cat('siyam', 'Siyam Kedisi'),
  cat('maine-coon', 'Maine Coon'),
  cat('bengal', 'Bengal'),
  cat('ragdoll', 'Ragdoll'),
  cat('sfenks', 'Sfenks (Sphynx)'),
  dog('chihuahua', 'Chihuahua', 'kucuk'),
  dog('pomeranian', 'Pomeranian', 'kucuk'),
  dog('yorkshire-terrier', 'Yorkshire Terrier', 'kucuk'),
  dog('maltese', 'Maltese Terrier', 'kucuk'),
  dog('shih-tzu', 'Shih Tzu', 'kucuk'),
  dog('pug', 'Pug', 'kucuk'),
  dog('jack-russell', 'Jack Russell Terrier', 'kucuk'),
  dog('beagle', 'Beagle', 'orta'),
  dog('cocker-spaniel', 'Cocker Spaniel', 'orta'),
  dog('fransiz-bulldog', 'Fransız Bulldog', 'orta'),
  dog('border-collie', 'Border Collie', 'orta'),
  dog('poodle', 'Poodle (Kaniş)', 'orta'),
  dog('golden-retriever', 'Golden Retriever', 'buyuk'),
  dog('labrador-retriever', 'Labrador Retriever', 'buyuk'),
  dog('alman-coban', 'Alman Çoban Köpeği', 'buyuk'),
  dog('sibirya-kurdu', 'Sibirya Kurdu (Husky)', 'buyuk'),
  dog('boxer', 'Boxer', 'buyuk'),
  dog('doberman', 'Doberman', 'buyuk'),
  dog('kangal', 'Kangal Çoban Köpeği', 'dev'),
  dog('akbas', 'Akbaş Çoban Köpeği', 'dev'),
  dog('danua', 'Danua (Great Dane)', 'dev'),
  dog('saint-bernard', 'Saint Bernard', 'dev'),
  dog('melez-kucuk', 'Melez (10 kg altı)', 'kucuk'),
  dog('melez-orta', 'Melez (10–25 kg)', 'orta'),
  dog('melez-buyuk', 'Melez (25 kg üstü)', 'buyuk'),
]

export const speciesNames: Record<Species, string> = { kedi: 'Kedi', kopek: 'Köpek' }

/** The get-list group of each species' breeds. */
export const breedGroups: Record<Species, string> = { kedi: 'KediIrki', kopek: 'KopekIrki' }

const breedEntries = (species: Species): ListEntry[] =>
  breeds.filter((b) => b.species === species).map((b) => [b.id, b.name] as const)

/** The pet lists served by get-list: species, then each species' breeds. */
export const petLists: Record<string, ListEntry[]> = {
  EvcilHayvanTuru: Object.entries(speciesNames),
  [breedGroups.kedi]: breedEntries('kedi'),
  [breedGroups.kopek]: breedEntries('kopek'),
  HayvanCinsiyeti: [
    ['disi', 'Dişi'],
    ['erkek', 'Erkek'],
  ],
}

export const breedOf = (species: string, id: string) =>
  breeds.find((b) => b.species === species && b.id === id)
