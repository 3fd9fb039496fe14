import type { ServiceContent } from './service-content.ts'

export const cepTelefonu: ServiceContent = {
  key: 'cep-telefonu-sigortasi',
  name: 'Cep Telefonu Sigortası',
  shortName: 'Cep Telefonu',
  tagline: 'Kırılan ekran, sıvı teması ve hırsızlığa karşı telefonunuzu güvenceye alın.',
  description:
    'Cep telefonu sigortası ile ekran kırılması, sıvı teması ve hırsızlık gibi risklere karşı cihazınızı koruyun. Paketleri karşılaştırın, dakikalar içinde alın.',
  intro:
    'Cep telefonu sigortası, telefonunuzun kazayla düşmesi, ekranının kırılması, sıvıyla temas etmesi veya pakete göre çalınması gibi durumlarda tamir ya da değişim masraflarını karşılar. Üretici garantisinin kapsamadığı kaza kaynaklı hasarlar için pratik bir güvencedir. Sitemizde satın alındığı günden bu yana 12 aydan az geçmiş telefonlar sigortalanır; fatura istenmez.',
  covers: [
    'Ekran ve kasa kırılması',
    'Düşme ve çarpma sonucu oluşan fiziksel hasarlar',
    'Sıvı teması sonucu oluşan hasarlar',
    'Hırsızlık ve gasp (bu teminatı içeren paketlerde, resmi makamlara bildirim şartıyla)',
    'Yetkili veya anlaşmalı serviste orijinal parça ile onarım',
    'Onarılamayan cihazlarda poliçe şartlarına göre değişim veya tazminat',
  ],
  notCovered: [
    'Cihazın kaybolması veya unutulması',
    'Üretici garantisi kapsamındaki arızalar ve üretim hataları',
    'Cihazın işlevini etkilemeyen çizik ve kozmetik hasarlar',
    'Yetkisiz kişilerce açılmış veya yetkisiz serviste onarılmış cihazlar',
    'Kasıtlı olarak verilen zararlar',
  ],
  whoNeeds: [
    'Yeni telefon satın alanlar',
    'Ekran veya arka kapak tamiri pahalı olan akıllı telefon sahipleri',
    'Telefonunu iş için yoğun kullanan ve uzun süre cihazsız kalamayanlar',
    'Çocuğu veya genç aile bireyleri için telefon alanlar',
  ],
  priceFactors: [
    'Cihazın markası ve modeli: fiyat, modelin liste fiyatına göre hesaplanır',
    'Seçilen paket (Ekran Koruma, Kaza Hasarı, Kaza + Hırsızlık)',
    'Sigorta şirketinin kendi tarifesi, muafiyet oranı ve yıllık hasar adedi sınırı',
  ],
  faq: [
    {
      question: 'Kaç yaşındaki telefonlar sigortalanabilir?',
      answer:
        'Satın alındığı günden bu yana 12 aydan az geçmiş telefonlar sigortalanabilir; bu sınır bütün sigorta şirketlerinin teklifleri ve paketleri için aynıdır. Aynı sınır yenilemede de geçerlidir: telefonunuz 12 aylık olana kadar poliçenizi yenileyebilirsiniz, sonrasında yenileme teklifi verilmez. Teklif formunda cihazın markasını, modelini, IMEI numarasını ve satın alma tarihini girersiniz; fatura istenmez. Hasar anında sigorta şirketi satın alma belgesini isteyebileceği için faturanızı saklayın.',
    },
    {
      question: 'Telefonum kaybolursa sigorta öder mi?',
      answer:
        'Hayır, kaybolma ve unutma durumları kapsam dışıdır. Hırsızlık ve gasp ise yalnızca bu teminatı içeren paketlerde ve olay resmi makamlara bildirildiğinde karşılanır.',
    },
    {
      question: 'Hasar olduğunda cihazım nerede onarılır?',
      answer:
        'Cihazınız sigorta şirketinin yetkili veya anlaşmalı servisinde onarılır. Çoğu sigorta şirketi cihazın kargo ile alınıp onarıldıktan sonra size geri gönderilmesini sağlar. Kendi seçtiğiniz bir serviste yapılan onarımlar genellikle karşılanmaz.',
    },
    {
      question: 'Poliçe süresince kaç kez hasar bildirebilirim?',
      answer:
        'Hasar bildirim sayısı pakete göre değişir; birçok pakette yıllık hasar adedi sınırlıdır. Her hasarda poliçede belirtilen muafiyet tutarı sizin tarafınızdan ödenebilir. Bu bilgileri teklif detayında karşılaştırabilirsiniz.',
    },
  ],
}
