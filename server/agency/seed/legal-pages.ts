export type { LegalPageSeed } from './legal-pages/legal-page-seed.ts'
import type { LegalPageSeed } from './legal-pages/legal-page-seed.ts'
import { aydinlatmaMetni } from './legal-pages/aydinlatma-metni.ts'
import { kullaniciSozlesmesi } from './legal-pages/kullanici-sozlesmesi.ts'
import { mesafeliSatisSozlesmesi } from './legal-pages/mesafeli-satis-sozlesmesi.ts'
import { cerezPolitikasi } from './legal-pages/cerez-politikasi.ts'

export const legalPages: LegalPageSeed[] = [
  aydinlatmaMetni,
  kullaniciSozlesmesi,
  mesafeliSatisSozlesmesi,
  cerezPolitikasi,
]
