import type { ServiceContent } from './service-content.ts'

export const konut: ServiceContent = {
  key: 'konut-sigortasi',
  name: 'Konut Sigortası',
  shortName: 'Konut',
  tagline: 'Evinizi ve eşyalarınızı yangın, hırsızlık ve su baskınına karşı koruyun.',
  description:
    'Konut sigortası ile evinizi ve eşyalarınızı yangın, hırsızlık, su baskını ve doğal afetlere karşı koruyun. Teklifleri karşılaştırın, size uygun teminatı seçin.',
  intro:
    'Konut sigortası, evinizin binasını ve içindeki eşyaları yangın, hırsızlık, su baskını, fırtına gibi risklere karşı güvence altına alan isteğe bağlı bir sigortadır. Zorunlu deprem sigortası (DASK) yalnızca binayı ve belirli bir limite kadar korurken konut sigortası eşyalarınızı ve DASK limitini aşan zararları da kapsayabilir. Ev sahibi de kiracı da kendi ihtiyacına uygun bir konut poliçesi yaptırabilir.',
  covers: [
    'Yangın, yıldırım ve infilak (her pakette)',
    'Dahili su hasarları (tesisat patlaması, su kaçağı), sel ve su baskını (Geniş ve Tam Kapsam paketlerde)',
    'Eşyanın çalınması (Geniş ve Tam Kapsam paketlerde, eşya sigortalandığında)',
    'Cam kırılması ve ferdi kaza (Geniş ve Tam Kapsam paketlerde)',
    'Deprem: DASK sigorta bedelinin üzerindeki bina zararı ve eşya (Tam Kapsam pakette)',
    'Hasar sonrası evde oturulamaması halinde kira kaybı (Tam Kapsam pakette, sigorta şirketine göre; teklif kartında yazar)',
    'Çilingir, tesisatçı, elektrikçi gibi acil konut asistans hizmetleri (Geniş ve Tam Kapsam paketlerde, sigorta şirketine göre)',
  ],
  notCovered: [
    'Aşınma, yıpranma ve bakımsızlıktan kaynaklanan hasarlar',
    'Sigortalının kasıtlı olarak sebep olduğu zararlar',
    'Mücevher, sanat eseri ve nakit para (teklif formunda ayrıca beyan edilmez)',
    'Temel ve Geniş paketlerde deprem hasarları',
    'Komşulara ve ev sahibine karşı mali sorumluluk',
    'Savaş ve terör hasarları',
  ],
  whoNeeds: [
    'Evinin binasını ve eşyalarını güvence altına almak isteyen ev sahipleri',
    'Yalnızca eşyalarını sigortalatmak isteyen kiracılar',
    'Konut kredisi kullananlar (bankalar genellikle konut sigortası ister)',
    'Yazlık veya uzun süre boş kalan evi olanlar',
  ],
  priceFactors: [
    'Sigortalanan bina ve eşya bedelleri',
    'Binanın yapı tarzı, çatı tipi ve yaşı',
    'Konutun tipi (apartman, müstakil, villa, rezidans) ve dairenin bulunduğu kat',
    'Paket (Temel, Geniş, Tam Kapsam); Tam Kapsam pakette binanın deprem risk bölgesi',
    'Sigorta şirketinin kendi tarifesi',
  ],
  faq: [
    {
      question: 'DASK varken konut sigortasına neden ihtiyacım olur?',
      answer:
        'DASK yalnızca deprem ve depremin doğrudan sonucu olan hasarları, binanız için belirlenen limit dahilinde karşılar. Eşyalarınız, yangın, hırsızlık ve su hasarları ile DASK limitini aşan deprem zararları DASK kapsamında değildir. Konut sigortası bu boşlukları doldurur.',
    },
    {
      question: 'Kiracıyım, konut sigortası yaptırabilir miyim?',
      answer:
        'Evet. Teklif formunda poliçe türünü “Kiracı (yalnız eşya)” seçerek yalnızca eşyalarınızı sigortalatabilirsiniz; bina teminatını ise genellikle ev sahibi kendi adına yaptırır. Sitemizdeki konut tekliflerinde komşulara veya ev sahibine karşı mali sorumluluk teminatı yoktur.',
    },
    {
      question: 'Konut sigortasında deprem teminatı için DASK şart mı?',
      answer:
        'DASK zorunlu olduğu için konutunuzun geçerli bir DASK poliçesi olmalıdır; konut teklifi sırasında ise DASK poliçeniz sorulmaz. Sitemizdeki konut tekliflerinde deprem teminatı ayrıca eklenmez, Tam Kapsam paketle gelir ve DASK sigorta bedelinin üzerindeki bina zararını ve eşyayı karşılar; o bedele kadar olan bina zararı DASK poliçesinden ödenir.',
    },
    {
      question: 'Eşyalarımın değerini nasıl belirlemeliyim?',
      answer:
        'Eşya bedelini, evinizdeki tüm eşyaları bugün yeniden satın almanın maliyetine göre belirlemeniz önerilir. Eksik bedelle yapılan poliçelerde hasar tazminatı orantılı olarak azalabilir. Mücevher, sanat eseri ve nakit para teklif formunda ayrıca beyan edilmez.',
    },
  ],
}

export const zorunluDeprem: ServiceContent = {
  key: 'zorunlu-deprem-sigortasi',
  name: 'Zorunlu Deprem Sigortası (DASK)',
  shortName: 'DASK',
  tagline: 'Konutunuz için yasal zorunluluk, depreme karşı ilk ve en temel güvence.',
  description:
    'Zorunlu deprem sigortası (DASK) poliçenizi dakikalar içinde düzenleyin. 6305 sayılı Kanun kapsamındaki konutunuzu depreme karşı güvence altına alın.',
  intro:
    'Zorunlu deprem sigortası, 6305 sayılı Afet Sigortaları Kanunu gereğince tapuya kayıtlı konutlar için yaptırılması zorunlu olan ve Doğal Afet Sigortaları Kurumu (DASK) güvencesiyle sunulan sigortadır. Deprem ve depremin doğrudan sonucu olan yangın, infilak, tsunami ve yer kaymasının binanızda yol açtığı maddi zararları teminat limiti dahilinde karşılar. Tapu işlemlerinde ve su, doğalgaz gibi abonelik işlemlerinde geçerli bir DASK poliçesi aranır.',
  covers: [
    'Depremin binada doğrudan neden olduğu maddi zararlar',
    'Deprem sonucu çıkan yangın',
    'Deprem sonucu meydana gelen infilak',
    'Deprem sonucu oluşan tsunami',
    'Deprem sonucu oluşan yer kayması',
    'Binanın temel, ana duvarlar, bağımsız bölümleri ayıran ortak duvarlar, tavan, taban, merdiven ve çatı gibi yapı unsurları',
  ],
  notCovered: [
    'Ev eşyası ve kişisel eşyalar',
    'Kira kaybı, iş durması ve kâr kaybı gibi dolaylı zararlar',
    'Bedeni zararlar ve vefat',
    'Teminat limitini aşan zararlar (konut sigortasının deprem teminatıyla tamamlanabilir)',
    'Tamamen ticari amaçla kullanılan binalar ve kamuya ait binalar',
  ],
  whoNeeds: [
    'Tapuya kayıtlı tüm konut sahipleri (yasal zorunluluktur)',
    'Konut satın alan veya satan herkes: tapu işlemlerinde geçerli DASK poliçesi aranır',
    'Su, doğalgaz gibi yeni abonelik işlemleri yapacak olanlar',
    'Konut kredisi kullananlar',
    'Mesken olarak kullanılan binalardaki büro ve dükkan gibi bağımsız bölümlerin sahipleri',
  ],
  priceFactors: [
    'Konutun brüt yüzölçümü (m²)',
    'Binanın yapı tarzı (çelik ya da betonarme karkas veya diğer yapı tarzları)',
    'Konutun bulunduğu il ve ilçenin deprem risk bölgesi',
    'Yıllık olarak belirlenen azami teminat limiti',
  ],
  faq: [
    {
      question: 'DASK yaptırmak zorunlu mu?',
      answer:
        'Evet, 6305 sayılı Afet Sigortaları Kanunu gereğince tapuya kayıtlı konutlar için zorunlu deprem sigortası yaptırılması zorunludur. Tapu işlemlerinde ve su, doğalgaz gibi abonelik işlemlerinde geçerli DASK poliçesi istenir. Poliçesi olmayan konutlarda deprem hasarı için DASK tarafından tazminat ödenmez.',
    },
    {
      question: 'Teminat limiti nasıl belirlenir?',
      answer:
        'Teminat limiti, konutunuzun brüt metrekaresi ve binanın yapı tarzına göre hesaplanır. Her yıl belirlenen azami teminat limitini aşamaz. Limit konutunuzun gerçek değerinin altında kalıyorsa aradaki farkı Tam Kapsam konut sigortasının deprem teminatıyla karşılayabilirsiniz.',
    },
    {
      question: 'DASK poliçesi için hangi bilgiler gerekir?',
      answer:
        'Konutun UAVT adres kodu, brüt yüzölçümü, binanın yapı tarzı, inşa yılı ve kat sayısı ile malikin kimlik bilgileri gerekir. UAVT adres kodunu elektrik, su veya doğalgaz faturanızdan ya da e-Devlet üzerinden öğrenebilirsiniz.',
    },
    {
      question: 'Kiracıyım, DASK yaptırabilir miyim?',
      answer:
        "Kiracılar da DASK yaptırabilir; ancak DASK'ta sigortalı konut sahibidir ve tazminat konut sahibine ödenir. Sitemizdeki online DASK teklifi ise poliçeyi, T.C. kimlik numarası ve cep telefonu SMS ile doğrulanan kişi adına düzenler; konut sahibini ayrıca sormaz. Bu yüzden kiracıysanız teklifi ev sahibinizin kendi T.C. kimlik numarası ve cep telefonuyla alması gerekir; kendi bilgilerinizle alırsanız poliçe sizin adınıza düzenlenir. Ev sahibinize ulaşamıyorsanız bize {{telefon}} numarasından ulaşın. DASK yalnızca binayı kapsadığı için kendi eşyalarınız için ayrıca konut sigortası yaptırmanızı öneririz.",
    },
    {
      question: 'DASK poliçesinde muafiyet var mı?',
      answer:
        "Evet, DASK poliçelerinde her hasarda sigorta bedelinin yüzde 2'si oranında muafiyet uygulanır. Bu tutar hasar tazminatından düşülür. Muafiyet oranı poliçenizde ayrıca belirtilir.",
    },
  ],
}
