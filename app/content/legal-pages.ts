import type { LegalPageSlug } from '~/upstream/content.server.ts'

/** Titles and descriptions known without the content service, so the page is named even if it fails. */
export const legalPages: Record<LegalPageSlug, { title: string; description: string }> = {
  'gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi': {
    title: 'Gizlilik ve Kullanım Koşulları ve Kullanıcı Sözleşmesi',
    description:
      '{{ad}} internet sitesinin kullanım koşulları, üyelik kuralları ve gizlilik ilkeleri.',
  },
  'kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni': {
    title: 'Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni',
    description:
      '6698 sayılı KVKK kapsamında kişisel verilerinizin hangi amaçlarla işlendiği, kimlere aktarıldığı ve haklarınız.',
  },
  'mesafeli-satis-sozlesmesi': {
    title: 'Mesafeli Satış Sözleşmesi',
    description:
      'İnternet üzerinden satın alınan sigorta poliçelerine ilişkin mesafeli satış sözleşmesi, cayma hakkı ve ödeme koşulları.',
  },
  'cerez-politikasi': {
    title: 'Çerez Politikası',
    description:
      'Sitemizde kullanılan zorunlu, analitik, işlevsel ve hedefleme çerezleri, saklama süreleri ve tercihlerinizi nasıl değiştirebileceğiniz.',
  },
}

export const legalPageSlugs = Object.keys(legalPages) as LegalPageSlug[]
