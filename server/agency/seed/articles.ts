export type { ArticleSeed } from './articles/article-seed.ts'
import type { ArticleSeed } from './articles/article-seed.ts'
import { hasarsizlikBasamagi, kaskoTeklifi, kazaTespitTutanagi } from './articles/vehicle.ts'
import { daskVeUavt, konutVeDask } from './articles/home.ts'
import { schengenSeyahat, tamamlayiciSaglik } from './articles/health.ts'
import { evcilHayvan } from './articles/pet.ts'
import { telefonHasari } from './articles/phone.ts'
import { onlineTeklif } from './articles/buying-online.ts'

/** Oldest first: the seed inserts them in this order. */
export const articles: ArticleSeed[] = [
  kazaTespitTutanagi,
  kaskoTeklifi,
  hasarsizlikBasamagi,
  daskVeUavt,
  tamamlayiciSaglik,
  schengenSeyahat,
  evcilHayvan,
  telefonHasari,
  konutVeDask,
  onlineTeklif,
]
