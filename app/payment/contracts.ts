/**
 * The pre-information form and the distance-sales contract of one sale, filled with its details.
 * The same text is shown on the checkout page and hashed into the acceptance record, so the
 * version a buyer accepted can be shown later.
 */

import type { ProductKey } from '~/quote/product-lines.ts'

export interface Sale {
  /** The line sold: its right of withdrawal differs (docs/decisions/063). */
  productKey: ProductKey
  agency: { name: string; legalName: string; address: string; phone: string; email: string }
  insurer: string
  lineName: string
  packageName: string
  premium: string
  maxInstallments: number
  /** Every person the policy insures, the policyholder first. */
  insuredNames: string[]
  subject: string | null
  coverages: { name: string; value: string }[]
  /** DD.MM.YYYY */
  date: string
}

export interface ContractText {
  slug: 'on-bilgilendirme' | 'mesafeli-satis-sozlesmesi'
  title: string
  paragraphs: string[]
}

const withdrawalRight =
  'satın aldığınız günden başlayarak 14 gün içinde, gerekçe göstermeden ve cezai şart ödemeden, Hesabım → Poliçelerim’den ya da poliçe e-postasındaki bağlantıdan cayabilirsiniz. Sigorta başlamadan cayarsanız primin tamamı, başladıktan sonra cayarsanız sigortalı geçen günlerin primi düşülerek kalanı, ödemede kullandığınız karta en geç 14 gün içinde iade edilir.'

/** What the compulsory lines' buyer declares to withdraw, and when the policy ends otherwise. */
const compulsory: Partial<Record<ProductKey, string>> = {
  trafik:
    'Zorunlu trafik sigortası olduğundan cayarken aynı araç için aynı dönemi kapsayan başka bir zorunlu trafik poliçesi yaptırdığınızı ya da yaptıracağınızı onaylarsınız. 14 günden sonra poliçe yalnızca genel şartlarda sayılan hâllerde (aracın satışı, hurdaya ayrılması, trafik kaydının silinmesi gibi) iptal edilebilir.',
  dask: 'Zorunlu deprem sigortası olduğundan cayarken aynı bina için aynı dönemi kapsayan başka bir DASK poliçesi yaptırdığınızı ya da yaptıracağınızı onaylarsınız. 14 günden sonra poliçe yalnızca Zorunlu Deprem Sigortası Genel Şartları’nda sayılan hâllerde iptal edilebilir.',
}

/** The pre-information form's right of withdrawal for the line sold (docs/decisions/063). */
function withdrawalTerms(productKey: ProductKey) {
  if (productKey === 'seyahat') {
    return `Cayma hakkı: süresi bir aydan kısa seyahat sigortalarında Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği gereği cayma hakkı yoktur; böyle bir poliçeyi seyahatiniz başlamadan, sigorta şirketinin koşullarıyla acentemiz aracılığıyla iptal ettirebilirsiniz. Süresi bir ay ya da daha uzun olan poliçeden ${withdrawalRight}`
  }
  return [`Cayma hakkı: ${withdrawalRight}`, compulsory[productKey]].filter(Boolean).join(' ')
}

export function saleContracts(sale: Sale): ContractText[] {
  const { agency } = sale
  const subject = sale.subject ? ` Sigorta konusu: ${sale.subject}.` : ''
  const coverages = sale.coverages.map((c) => `${c.name}: ${c.value}`).join('; ')
  const [policyholder = ''] = sale.insuredNames
  const insured =
    sale.insuredNames.length > 1
      ? `Sigortalılar: ${sale.insuredNames.join(', ')}. Sigorta ettiren: ${policyholder}.`
      : `Sigortalı / sigorta ettiren: ${policyholder}.`
  return [
    {
      slug: 'on-bilgilendirme',
      title: 'Ön Bilgilendirme Formu',
      paragraphs: [
        `Aracı: ${agency.legalName} (${agency.name}), ${agency.address}. Telefon: ${agency.phone}, e-posta: ${agency.email}. ${agency.name} bir sigorta acentesidir; poliçeyi sigorta şirketi adına düzenler.`,
        `Sigortacı: ${sale.insurer}. Ürün: ${sale.lineName}, ${sale.packageName} paketi. ${insured}${subject} Primi ödeme adımında kartını yazan kişi öder; ödeyen sigortalıdan farklı olabilir ve poliçede ödeyen olarak yazılır.`,
        `Başlıca teminatlar: ${coverages || 'poliçede yazılı teminatlar'}. Teminatların kapsamı, muafiyetler ve istisnalar sigorta genel şartları ile poliçenin özel şartlarında yer alır.`,
        `Toplam prim (vergiler dahil, sigorta süresinin tamamı için): ${sale.premium}. Ödeme kredi ya da banka kartıyla, 3D Secure doğrulamasıyla alınır; tek çekim ya da sigorta şirketinin ve bankanın izin verdiği en fazla ${sale.maxInstallments} taksit seçilebilir. Dört ve daha fazla taksitte bankanın vade farkı toplam tutara eklenir ve ödeme adımında gösterilir.`,
        'Poliçe, ödemenin onaylanmasından hemen sonra düzenlenir ve e-posta adresinize gönderilir.',
        withdrawalTerms(sale.productKey),
        `Şikâyet ve başvurular için ${agency.phone} numarasından ya da ${agency.email} adresinden bize, ayrıca Sigorta Tahkim Komisyonu'na başvurabilirsiniz.`,
      ],
    },
    {
      slug: 'mesafeli-satis-sozlesmesi',
      title: 'Mesafeli Satış Sözleşmesi',
      paragraphs: [
        `Taraflar: ${policyholder} (Alıcı, sigorta ettiren) ile sigortacı ${sale.insurer} adına aracı ${agency.legalName} (Satıcı aracı). Sözleşme ${sale.date} tarihinde elektronik ortamda kurulmuştur.`,
        `Konu: ${sale.lineName} (${sale.packageName}) sigorta poliçesinin ${sale.premium} toplam prim karşılığında satışı.${subject}`,
        'Alıcı, ödeme sayfasındaki ön bilgilendirme formunu okuduğunu, ürünün temel nitelikleri, toplam fiyatı, ödeme şekli ve cayma hakkı hakkında bilgi edindiğini kabul eder.',
        'Satıcı aracı, ödemenin onaylanmasıyla poliçeyi düzenletir ve elektronik ortamda Alıcıya iletir. Alıcının kart bilgileri yalnızca ödeme için bankaya iletilir; kart numarası ve güvenlik kodu saklanmaz.',
        'Cayma hakkı, iade ve uyuşmazlıklarda 6502 sayılı Tüketicinin Korunması Hakkında Kanun, Mesafeli Sözleşmeler Yönetmeliği ve 5684 sayılı Sigortacılık Kanunu uygulanır. Alıcı, tüketici hakem heyetlerine ve tüketici mahkemelerine başvurabilir.',
      ],
    },
  ]
}
