import type { ListEntry } from './list-entry.ts'

/**
 * The select lists of the health and travel lines (served by /api/Listeler/get-list); the ids are
 * codes the tariffs and the quote lines read.
 */
export const healthLists: Record<string, ListEntry[]> = {
  /** A family member's relation to the policyholder on tamamlayıcı and bireysel. */
  YakinlikDerecesi: [
    ['es', 'Eş'],
    ['cocuk', 'Çocuk'],
    ['anne', 'Anne'],
    ['baba', 'Baba'],
  ],
  /** Tamamlayıcı's contracted private hospitals (pricing/health.ts networkFactor). */
  HastaneAgi: [
    ['genis', 'Geniş ağ: tüm anlaşmalı özel hastaneler'],
    ['standart', 'Standart ağ: zincir hastaneler hariç'],
    ['ekonomik', 'Ekonomik ağ: seçili hastaneler'],
  ],
  SeyahatAmaci: [
    ['turizm', 'Turizm'],
    ['is', 'İş'],
    ['egitim', 'Eğitim'],
    ['aile', 'Aile ziyareti'],
    ['diger', 'Diğer'],
  ],
}
