import type { ServiceContent } from './service-content.ts'

export const evcilHayvan: ServiceContent = {
  key: 'evcil-hayvan-sigortasi',
  name: 'Evcil Hayvan Sigortası',
  shortName: 'Evcil Hayvan',
  tagline: 'Kediniz ve köpeğiniz için veteriner masraflarına karşı güvence.',
  description:
    'Kedi ve köpekler için evcil hayvan sigortası: tedavi, ameliyat ve üçüncü şahıs sorumluluk teminatlarını karşılaştırın, can dostunuzu güvenceye alın.',
  intro:
    'Evcil hayvan sigortası, kedi ve köpeğinizin hastalık veya kaza sonucu ihtiyaç duyduğu veteriner muayenesi, tedavi ve ameliyat giderlerini poliçe limitleri dahilinde karşılar. Birçok pakette, evcil dostunuzun başkalarına verebileceği zararlar için üçüncü şahıs sorumluluk teminatı da yer alır. Beklenmedik veteriner masrafları karşısında bütçenizi korurken dostunuzun en iyi bakımı almasını sağlarsınız.',
  covers: [
    'Hastalık ve kaza sonucu veteriner muayene ve tedavi giderleri',
    'Ameliyat ve cerrahi müdahale giderleri',
    'Yatarak tedavi ve hastane giderleri',
    'Tahlil, röntgen ve ultrason gibi teşhis giderleri',
    'Tedavi için reçete edilen ilaç giderleri (yıllık tedavi limiti içinde)',
    'Evcil hayvanın üçüncü şahıslara verdiği zararlar için sorumluluk teminatı (Tedavi + Sorumluluk paketinde)',
  ],
  notCovered: [
    'Poliçe başlangıcından önce var olan hastalıklar ve doğuştan gelen rahatsızlıklar',
    'Aşı, parazit uygulaması ve rutin bakım giderleri',
    'Kısırlaştırma, gebelik ve doğum giderleri',
    'Estetik amaçlı işlemler',
    'Sahiplenilmesi veya üretilmesi mevzuatla yasaklanmış ırklar',
  ],
  whoNeeds: [
    'Kedi veya köpek sahibi olan herkes',
    'Yavru veya genç bir dost sahiplenip ileriye dönük güvence isteyenler',
    'Köpeğiyle sık sık parkta, sokakta veya seyahatte vakit geçirenler',
    'Beklenmedik veteriner masraflarını bütçeleyemeyecek olanlar',
  ],
  priceFactors: [
    'Hayvanın türü (kedi veya köpek) ve ırkının büyüklüğü',
    'Yaşı',
    'Kısırlaştırılmış olup olmadığı ve bildirdiğiniz önceden var olan hastalık',
    'Paket: Tedavi ya da Tedavi + Sorumluluk',
    'Sigorta şirketinin kendi tarifesi (tedavi limiti, katılım payı ve bekleme süresi teklif kartında yazar)',
  ],
  faq: [
    {
      question: 'Hangi hayvanlar için sigorta yaptırabilirim?',
      answer:
        'Evcil hayvan sigortası kedi ve köpekler için sunulmaktadır. Sitemizde 3 aylıktan 8 yaş 11 aylığa kadar olan kedi ve köpekler sigortalanabilir; bu sınır bütün sigorta şirketleri için aynıdır ve teklif formunda hayvanınızın doğum tarihini ya da yaşını girersiniz. Aynı sınır yenilemede de geçerlidir: hayvanınız 9 yaşını doldurana kadar poliçenizi yenileyebilirsiniz, sonrasında yenileme teklifi verilmez.',
    },
    {
      question: 'Mikroçip zorunlu mu?',
      answer:
        'Kedi ve köpeklerin mikroçiple kayıt altına alınması mevzuat gereği zorunludur ve sigorta şirketleri de poliçe düzenlerken mikroçip numarasını ister. Tazminat sürecinde hayvanınızın kimliği bu numarayla doğrulanır.',
    },
    {
      question: 'Veteriner masraflarını nasıl geri alırım?',
      answer:
        'Anlaşmalı bir veteriner kliniğine giderseniz masraflar çoğu durumda doğrudan sigorta şirketiyle karşılanır. Anlaşmasız bir klinikte ödeme yaptıysanız fatura, muayene raporu ve reçeteyi sigorta şirketine ileterek geri ödeme talep edebilirsiniz.',
    },
    {
      question: 'Üçüncü şahıs sorumluluk teminatı neyi karşılar?',
      answer:
        'Bu teminat, kedinizin veya köpeğinizin başka bir kişiye, hayvana ya da eşyaya verdiği zararlardan doğan yasal sorumluluğunuzu poliçe limiti dahilinde karşılar. Örneğin köpeğinizin parkta birini ısırması veya bir eşyaya zarar vermesi bu kapsamda değerlendirilir.',
    },
  ],
}
