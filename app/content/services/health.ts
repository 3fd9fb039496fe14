import type { ServiceContent } from './service-content.ts'

export const bireyselSaglik: ServiceContent = {
  key: 'bireysel-saglik-sigortasi',
  name: 'Bireysel Sağlık Sigortası',
  shortName: 'Özel Sağlık',
  tagline: 'Özel hastanelerde kapsamlı tedavi güvencesi, size ve ailenize özel.',
  description:
    'Bireysel sağlık sigortası ile yatarak ve ayakta tedavi giderlerinizi güvenceye alın. Farklı sigorta şirketlerinin tekliflerini karşılaştırıp hemen başvurun.',
  intro:
    "Bireysel sağlık sigortası (özel sağlık sigortası), hastalık ve kaza durumlarında özel hastanelerde yapılan tedavi giderlerinizi poliçenizde belirtilen limitler dahilinde karşılar. SGK kaydınız olup olmamasından bağımsız olarak yaptırılabilir; sitemizde yalnızca yatarak tedaviyi ya da yatarak ve ayakta tedaviyi kapsayan paketlerden birini seçebilirsiniz. {{ad}}'da farklı sigorta şirketlerinin planlarını yan yana görerek karar verebilirsiniz.",
  covers: [
    'Yatarak tedavi: ameliyat, hastane odası, refakatçi ve yoğun bakım giderleri',
    'Ayakta tedavi: doktor muayenesi, tahlil, röntgen ve ileri tanı yöntemleri (plana göre)',
    'Kemoterapi, radyoterapi ve diyaliz tedavileri',
    'Acil durumlarda ambulans hizmetleri',
    'Fizik tedavi ve rehabilitasyon giderleri (poliçe limitleri dahilinde)',
    'Reçeteli ilaç giderleri (ayakta tedavi teminatı olan planlarda)',
    'Doğum teminatı (iki pakette de, 12 aylık bekleme süresinin ardından; ayrıca seçilmez)',
  ],
  notCovered: [
    'Poliçe başlangıcından önce var olan ve başvuruda beyan edilmeyen hastalıklar',
    'Estetik ve kozmetik amaçlı işlemler',
    'Kısırlık tedavisi ve tüp bebek uygulamaları',
    'Alkol ve madde kullanımına bağlı rahatsızlıklar',
    'Savaş, terör ve tehlikeli sporlardan kaynaklanan yaralanmalar (özel şartlara göre)',
  ],
  whoNeeds: [
    'Özel hastanelerde sıra beklemeden tedavi olmak isteyenler',
    'SGK kaydı bulunmayan serbest çalışanlar ve yurt dışından dönenler',
    'Ailesi için kapsamlı bir sağlık güvencesi oluşturmak isteyenler',
    'Doğum planlayan çiftler (bekleme süreleri dikkate alınarak)',
  ],
  priceFactors: [
    'Sigortalanan her kişinin yaşı',
    'Sigorta ettirenin sağlık beyanı: boy ve kilo (vücut kitle indeksi), kronik hastalık ve devam eden tedavi',
    'Yalnızca yatarak veya yatarak ve ayakta tedaviyi kapsayan paket',
    'Sigorta şirketinin kendi tarifesi',
  ],
  faq: [
    {
      question: 'Bireysel sağlık sigortası ile tamamlayıcı sağlık sigortası arasındaki fark nedir?',
      answer:
        "Bireysel sağlık sigortası, SGK kaydı gerektirmeden özel hastanedeki tedavi masraflarını poliçe limitleri dahilinde karşılar. Tamamlayıcı sağlık sigortası ise SGK'lı kişilerin anlaşmalı özel hastanelerde ödediği fark ücretlerini öder. Bireysel sağlık daha kapsamlıdır, tamamlayıcı sağlık ise genellikle daha uygun fiyatlıdır.",
    },
    {
      question: 'Mevcut hastalıklarım kapsama dahil olur mu?',
      answer:
        'Poliçe öncesinde var olan hastalıklar genellikle kapsam dışıdır ya da ek prim veya özel şartla kapsama alınır. Bu nedenle başvuru sırasında sağlık beyanınızı eksiksiz ve doğru yapmanız önemlidir. Yanlış veya eksik beyan, ileride tazminat ödenmemesine yol açabilir.',
    },
    {
      question: 'Bekleme süresi nedir?',
      answer:
        'Bazı teminatlar, poliçenin başlangıcından itibaren belirli bir süre geçtikten sonra kullanılabilir. Sitemizdeki bireysel sağlık tekliflerinde bekleme süresi 3 ay, doğum için 12 aydır; teklif kartında “Bekleme süresi” satırında yazar.',
    },
    {
      question: 'Yenileme garantisi ne demek?',
      answer:
        'Yenileme garantisi, belirli bir süre kesintisiz sigortalı kaldıktan sonra sigorta şirketinin poliçenizi sonraki yıllarda sağlık durumunuz nedeniyle reddetmeyeceği veya kısıtlamayacağı anlamına gelir. Koşulları sigorta şirketine göre değişir. Poliçenizi kesintisiz yenilemeniz bu hakkı kazanmanız için önemlidir.',
    },
    {
      question: 'Katılım payı ne demek?',
      answer:
        'Katılım payı, tedavi masrafının poliçede belirtilen oranının sizin tarafınızdan ödenmesidir; katılım paylı planların primi daha düşük olur. Sitemizdeki bireysel sağlık tekliflerinde katılım payı seçeneği yoktur: teklif ekranında sigorta şirketlerinin Yatarak Tedavi ile Yatarak ve Ayakta Tedavi paketlerini karşılaştırırsınız.',
    },
  ],
}

export const tamamlayiciSaglik: ServiceContent = {
  key: 'tamamlayici-saglik-sigortasi',
  name: 'Tamamlayıcı Sağlık Sigortası',
  shortName: 'Tamamlayıcı Sağlık',
  tagline: "SGK'lı olarak özel hastanelerde fark ücreti ödemeden tedavi olun.",
  description:
    'Tamamlayıcı sağlık sigortası ile SGK anlaşmalı özel hastanelerde fark ücreti ödemeden tedavi olun. Teklifleri karşılaştırın, dakikalar içinde başvurun.',
  intro:
    "Tamamlayıcı sağlık sigortası, SGK kapsamındaki kişilerin SGK ile anlaşmalı özel hastanelerde tedavi olurken ödemesi gereken fark ücretlerini karşılar. SGK'nın ödediği tutarın üzerindeki kısım sigorta şirketi tarafından üstlenildiği için bireysel sağlık sigortasına göre çok daha uygun primlerle özel hastane konforuna kavuşursunuz. Poliçe yalnızca sigorta şirketinin anlaşmalı hastane listesindeki kurumlarda geçerlidir.",
  covers: [
    'Yatarak tedavilerde SGK fark ücretleri',
    'Ameliyat ve cerrahi müdahale giderleri',
    'Yoğun bakım ve hastane yatış giderleri',
    'Ayakta tedavide muayene, tahlil ve görüntüleme fark ücretleri (planda varsa, yıllık kullanım adedi dahilinde)',
    'MR, tomografi ve benzeri ileri tanı yöntemleri',
    'Fizik tedavi ve rehabilitasyon (poliçe limitleri dahilinde)',
    'Doğum teminatı (iki pakette de, 10 aylık bekleme süresinin ardından; ayrıca seçilmez)',
  ],
  notCovered: [
    "SGK'nın geri ödeme kapsamında olmayan işlem ve tedaviler",
    'Sigorta şirketiyle anlaşması olmayan hastanelerde yapılan tedaviler',
    'Poliçe öncesinde var olan ve beyan edilmeyen hastalıklar',
    'Estetik amaçlı işlemler',
    'SGK tarafından alınan yasal katılım payları ve ilaç giderleri (genellikle)',
  ],
  whoNeeds: [
    "SGK'lı çalışanlar ve emekliler",
    'SGK üzerinden sağlık hizmeti alan eş ve çocuklar',
    'Özel hastane konforunu uygun bir primle isteyenler',
    'Bireysel sağlık sigortası primlerini yüksek bulanlar',
  ],
  priceFactors: [
    'Sigortalanan her kişinin yaşı',
    'Seçtiğiniz anlaşmalı hastane ağı (geniş, standart veya ekonomik)',
    'Planın yalnızca yatarak tedaviyi mi yoksa ayakta tedaviyi de (yılda 10 kez) mi kapsadığı',
    'Sigorta ettirenin sağlık beyanı: boy ve kilo (vücut kitle indeksi), kronik hastalık ve devam eden tedavi',
    'Sigorta şirketinin kendi tarifesi',
  ],
  faq: [
    {
      question: "Tamamlayıcı sağlık sigortası için SGK'lı olmak şart mı?",
      answer:
        "Evet, tamamlayıcı sağlık sigortası yaptırabilmek için SGK kapsamında sağlık hizmeti alma hakkınızın bulunması gerekir. Sistem, SGK'nın ödediği tutarın üzerindeki fark ücretini sigorta şirketinin karşılaması esasına dayanır. SGK kaydınız yoksa bireysel sağlık sigortasını tercih edebilirsiniz.",
    },
    {
      question: 'Hangi hastanelerde kullanabilirim?',
      answer:
        'Poliçeniz yalnızca hem SGK ile hem de sigorta şirketinizle anlaşması bulunan özel hastanelerde geçerlidir. Her sigorta şirketinin hastane listesi farklıdır. Teklif seçmeden önce yaşadığınız ildeki anlaşmalı hastaneleri kontrol etmenizi öneririz.',
    },
    {
      question: 'Hastanede herhangi bir ücret öder miyim?',
      answer:
        "Teminat kapsamındaki tedavilerde fark ücreti sigorta şirketi tarafından karşılanır. Ancak SGK'nın aldığı yasal katılım payları ile kapsam dışı işlemlerin ücretleri genellikle sizin tarafınızdan ödenir.",
    },
    {
      question: 'Ayakta tedavi teminatı sınırsız mı?',
      answer:
        'Hayır, ayakta tedavi teminatı genellikle yılda belirli sayıda kullanımla sınırlıdır. Muayene, tahlil ve görüntüleme işlemleri bu hakkı tek tek veya birlikte kullanabilir. Kullanım adedi her planın teklif detayında yazar.',
    },
    {
      question: 'Mevcut bir hastalığım varsa başvurabilir miyim?',
      answer:
        'Başvurabilirsiniz; ancak poliçe öncesinde var olan hastalıklar sigorta şirketinin değerlendirmesine göre kapsam dışı bırakılabilir veya ek şartla kapsama alınabilir. Sağlık beyanınızı eksiksiz yapmanız, ileride tazminat sürecinde sorun yaşamamanız için önemlidir.',
    },
  ],
}

export const seyahatSaglik: ServiceContent = {
  key: 'seyahat-saglik-sigortasi',
  name: 'Seyahat Sağlık Sigortası',
  shortName: 'Seyahat Sağlık',
  tagline: 'Vize başvurunuza uygun poliçe, yurt dışında beklenmedik sağlık giderlerine güvence.',
  description:
    'Schengen vizesine uygun seyahat sağlık sigortası teklifinizi dakikalar içinde alın. Yurt dışında acil tedavi ve tıbbi nakil giderlerine karşı korunun.',
  intro:
    'Seyahat sağlık sigortası, yurt dışındayken ani bir hastalık veya kaza sonucu ihtiyaç duyacağınız acil tedavi giderlerini ve gerektiğinde tıbbi nakil masraflarını karşılar. Schengen ülkeleri başta olmak üzere birçok ülke vize başvurusunda bu sigortayı zorunlu olarak ister. Poliçeniz düzenlendiğinde PDF olarak indirip vize başvurunuza hemen ekleyebilirsiniz.',
  covers: [
    'Yurt dışında ani hastalık veya kaza sonucu acil tıbbi tedavi giderleri',
    'Hastane yatışı, ameliyat ve ilaç giderleri (acil durumlarda)',
    "Tıbbi nakil ve Türkiye'ye tıbbi geri dönüş",
    "Vefat halinde cenazenin Türkiye'ye nakli",
    'Acil diş tedavisi (poliçede belirtilen limit dahilinde)',
    'Hastanede yatan sigortalının yanına refakatçi gönderilmesi (pakete göre)',
    'Bagaj kaybı (Standart ve Geniş paketlerde) ve seyahat iptali (Geniş pakette): ayrıca seçilmez, paketle gelir ve teklif kartında yazar',
    '7 gün 24 saat ulaşılabilen asistans hizmeti',
  ],
  notCovered: [
    'Seyahat öncesinde var olan kronik hastalıkların planlı tedavileri',
    'Tedavi amacıyla yapılan seyahatler',
    'Tehlikeli sporlar ve profesyonel spor faaliyetleri sırasında oluşan yaralanmalar',
    'Alkol veya madde kullanımına bağlı rahatsızlıklar',
    'Gebeliğin belirli bir haftasından sonraki doğum ve gebelik giderleri',
  ],
  whoNeeds: [
    'Schengen vizesi başvurusu yapanlar (en az 30.000 Euro teminat şartı)',
    'İş, eğitim veya tatil amacıyla yurt dışına çıkan herkes',
    'Vize gerektirmeyen ülkelere seyahat edenler: yurt dışında tedavi giderleri çok yüksek olabilir',
    'Yurt dışında öğrenim gören öğrenciler ve değişim programı katılımcıları',
  ],
  priceFactors: [
    'Seyahat süresi',
    'Gidilecek ülke veya bölge (Schengen, tüm dünya, ABD ve Kanada dahil vb.)',
    'Sigortalının yaşı',
    'Seçilen paket: tedavi teminatı limiti ile pakete göre bagaj ve seyahat iptali',
  ],
  faq: [
    {
      question: 'Schengen vizesi için hangi şartları sağlamalıyım?',
      answer:
        "Schengen vizesi için seyahat sağlık sigortanızın en az 30.000 Euro teminat içermesi, tüm Schengen ülkelerinde geçerli olması ve seyahat süresinin tamamını kapsaması gerekir. {{ad}}'da sunulan Schengen paketleri bu şartları karşılar. Konsolosluğun ek bir talebi varsa başvuru öncesinde kontrol etmenizi öneririz.",
    },
    {
      question: 'Poliçemi ne kadar sürede alırım?',
      answer:
        'Ödemeniz tamamlandığı anda poliçeniz düzenlenir ve PDF olarak indirebilirsiniz. Aynı belge e-posta adresinize de gönderilir. Vize başvurunuza bu belgeyi doğrudan ekleyebilirsiniz.',
    },
    {
      question: 'Vizem reddedilirse ne olur?',
      answer:
        'Vize başvurunuz reddedilirse, poliçe başlangıç tarihinden önce ret yazısını ileterek iptal talebinde bulunabilirsiniz. İptal ve prim iadesi koşulları sigorta şirketine göre değişir. Talebiniz için {{telefon}} numarasından bize ulaşabilirsiniz.',
    },
    {
      question: 'Yurt dışında hastalanırsam ne yapmalıyım?',
      answer:
        'Tedaviye başlamadan önce mümkünse poliçenizde yazan asistans hattını arayın. Asistans şirketi sizi anlaşmalı bir sağlık kurumuna yönlendirir ve çoğu durumda ödemeyi doğrudan hastaneyle yapar. Tüm fatura ve raporları saklamayı unutmayın.',
    },
    {
      question: "Türkiye'de ikamet izni için bu sigorta yeterli mi?",
      answer:
        "Hayır, ikamet izni başvurusu için yabancı uyruklu kişilere özel olarak düzenlenen yabancı sağlık sigortası gerekir. Bu poliçe, Türkiye'de yaşayan yabancıların tedavi giderlerini karşılar ve ikamet izni süresine uygun olarak düzenlenir. Yabancı sağlık sigortası için de bizden teklif alabilirsiniz.",
    },
  ],
}
