import type { ServiceContent } from './service-content.ts'

export const kasko: ServiceContent = {
  key: 'kasko-sigortasi',
  name: 'Kasko Sigortası',
  shortName: 'Kasko',
  tagline: 'Aracınızın kendi hasarlarına karşı kapsamlı güvence, dakikalar içinde teklif.',
  description:
    'Kasko sigortası teklifi alın: çarpma, çalınma, yanma ve doğal afetlere karşı aracınızı koruyun. Sigorta şirketlerinin fiyatlarını tek ekranda karşılaştırın.',
  intro:
    "Kasko sigortası, aracınızın kaza, çalınma, yanma ve benzeri risklerle uğradığı hasarları karşılayan isteğe bağlı bir sigortadır. Zorunlu trafik sigortası yalnızca karşı tarafın zararını öderken kasko doğrudan sizin aracınızı korur. {{ad}}'da birden fazla sigorta şirketinin kasko tekliflerini aynı anda görür, teminatları yan yana karşılaştırarak size en uygun poliçeyi seçersiniz.",
  covers: [
    'Çarpma, çarpışma ve devrilme sonucu araçta oluşan hasarlar',
    'Aracın veya parçalarının çalınması ve çalınmaya teşebbüs sırasında oluşan hasarlar',
    'Yanma, yıldırım ve infilak sonucu oluşan hasarlar',
    'Cam kırılması (Standart ve Geniş kaskoda; orijinal veya eşdeğer cam, sigorta şirketine göre)',
    'Deprem, sel ve su baskını (Standart ve Geniş kaskoda) ile terör ve grev (Geniş kaskoda): ayrıca eklenmez, paketle gelir ve teklif kartında yazar',
    'İhtiyari mali mesuliyet (İMM): zorunlu trafik sigortası limitlerini aşan üçüncü kişi zararları',
    'Sürücü ve yolcular için ferdi kaza teminatı',
    'Hukuksal koruma teminatı (Standart ve Geniş kaskoda)',
    'Çekme, kurtarma ve yol yardımı hizmetleri',
    'İkame araç (Standart ve Geniş kaskoda, yılda kaç gün olduğu teklif kartında yazar)',
  ],
  notCovered: [
    'Alkollü veya uyuşturucu etkisi altında araç kullanılırken meydana gelen hasarlar',
    'Ehliyetsiz ya da aracın sınıfına uygun ehliyeti olmayan kişilerin kullanımında oluşan hasarlar',
    'Aşınma, yıpranma, bakımsızlık ve mekanik ya da elektronik arızalar',
    'Yarış, sürat denemesi ve benzeri organizasyonlarda oluşan hasarlar',
    'Sigortalının kasıtlı olarak sebep olduğu zararlar',
    'Dar kaskoda deprem, sel, su baskını, terör ve grev hasarları; Standart kaskoda terör ve grev hasarları',
  ],
  whoNeeds: [
    'Aracının kendi hasarlarını cebinden ödemek istemeyen tüm araç sahipleri',
    'Yeni veya değeri yüksek araç sahipleri',
    'Kredi ya da leasing ile araç alanlar (finans kuruluşları genellikle kasko şartı koyar)',
    'Şehir içinde yoğun trafikte veya sık sık uzun yolda araç kullananlar',
    'Aracını açık otoparkta veya sokakta park etmek zorunda kalanlar',
  ],
  priceFactors: [
    'Aracın markası, modeli, model yılı ve kasko değeri',
    'Aracın kayıtlı olduğu il',
    'Paket (Dar, Standart veya Geniş Kasko) ve sigorta şirketinin o pakette uyguladığı muafiyet oranı',
    'Beyan ettiğiniz aksesuarlar (ses sistemi, navigasyon, jant ve diğerleri)',
    'Meslek indirimi ve fabrika çıkışı olmayan LPG sistemi',
    'Sigorta şirketinin kendi tarifesi; bazı şirketler eski araçlarda daha yüksek fiyat verir',
  ],
  faq: [
    {
      question: 'Kasko sigortası zorunlu mu?',
      answer:
        'Hayır, kasko isteğe bağlı bir sigortadır. Zorunlu olan, karşı tarafa verdiğiniz zararları karşılayan zorunlu trafik sigortasıdır. Ancak kredi veya leasing ile alınan araçlarda finans kuruluşu kasko yapılmasını şart koşabilir.',
    },
    {
      question: 'Kasko ile zorunlu trafik sigortası arasındaki fark nedir?',
      answer:
        'Zorunlu trafik sigortası, kusurlu olduğunuz bir kazada üçüncü kişilerin araçlarına ve kendilerine verdiğiniz zararları karşılar. Kasko ise kusur durumundan bağımsız olarak kendi aracınızın hasarlarını öder. İki sigorta birbirinin yerine geçmez, birbirini tamamlar.',
    },
    {
      question: 'Kasko poliçemi ne zaman yenileyebilirim?',
      answer:
        '{{ad}} üzerinden kasko yenileme teklifini mevcut poliçenizin bitişine 28 günden fazla kala alabilirsiniz; son 28 günde sigorta şirketleri yeni teklif vermez, yeni teklifi poliçenizin bittiği günden itibaren alabilirsiniz. Sitemizden aldığınız kaskoyu bitişten 45 ve 30 gün önce size hatırlatırız. Yeni poliçeniz eski poliçenizin bittiği gün başlar, böylece aracınız hiçbir gün teminatsız kalmaz.',
    },
    {
      question: 'Kasko hasarsızlık indirimi nasıl işler?',
      answer:
        'Poliçe döneminde hasar bildirmediğiniz her yıl, sigorta şirketleri kendi tarifelerine göre bir sonraki yenilemede daha yüksek bir indirim kademesi uygulayabilir; hasar bildirdiğinizde indirim kademeniz düşebilir. Sitemizdeki kasko teklifleri hasar geçmişinizi sorgulamaz ve hasarsızlık indirimi içermez: fiyat aracın kasko değeri, yaşı, ili, paket ve muafiyet, aksesuarlar, meslek indirimi ve LPG ile sigorta şirketinin tarifesine göre hesaplanır.',
    },
    {
      question: 'Aracımı satarsam kasko poliçem ne olur?',
      answer:
        'Araç satışıyla birlikte poliçeniz iptal edilir ve kullanılmayan süreye ait prim, poliçe genel şartlarına göre size iade edilir. İptal için {{telefon}} numarasından bize ulaşmanız yeterli. Yeni aracınız için sitemizden yeni bir kasko teklifi alabilirsiniz.',
    },
    {
      question: 'Kasko primini taksitle ödeyebilir miyim?',
      answer:
        'Evet, kredi kartınızla ödeme yaparken sigorta şirketinin ve bankanızın sunduğu taksit seçeneklerinden yararlanabilirsiniz. Ödemeler 3D Secure ile güvenle alınır; taksit seçenekleri ödeme adımında gösterilir.',
    },
  ],
}

export const zorunluTrafik: ServiceContent = {
  key: 'zorunlu-trafik-sigortasi',
  name: 'Zorunlu Trafik Sigortası',
  shortName: 'Trafik',
  tagline: 'Yasal zorunluluğunuzu dakikalar içinde, en uygun teklifle yerine getirin.',
  description:
    'Zorunlu trafik sigortası teklifinizi hemen alın. 2918 sayılı Karayolları Trafik Kanunu kapsamındaki poliçenizi karşılaştırın, kartla güvenle satın alın.',
  intro:
    "Zorunlu trafik sigortası (Karayolları Motorlu Araçlar Zorunlu Mali Sorumluluk Sigortası), 2918 sayılı Karayolları Trafik Kanunu gereğince trafiğe çıkan her motorlu araç için yaptırılması zorunlu olan sigortadır. Kazada kusurlu olduğunuzda üçüncü kişilere verdiğiniz maddi ve bedeni zararları, mevzuatla belirlenen limitler dahilinde karşılar. {{ad}}'da farklı sigorta şirketlerinin tekliflerini birkaç dakika içinde karşılaştırabilirsiniz.",
  covers: [
    'Üçüncü kişilerin araçlarına verilen maddi zararlar',
    'Üçüncü kişilerin bina, eşya ve diğer mallarına verilen maddi zararlar',
    'Kazada yaralanan kişilerin sürekli sakatlık tazminatları',
    'Kazada hayatını kaybeden kişiler için vefat ve destekten yoksun kalma tazminatları',
    'Kaza nedeniyle üçüncü kişilerin araçlarında oluşan değer kaybı',
    'Yayaların ve sigortalı araçtaki yolcuların bedeni zararları',
    'Tedavi giderleri (mevzuat gereği Sosyal Güvenlik Kurumu aracılığıyla karşılanır)',
  ],
  notCovered: [
    'Sigortalı aracın kendi hasarları (bu zararlar kasko ile güvence altına alınır)',
    'Mevzuatla belirlenen teminat limitlerini aşan zararlar',
    'Manevi tazminat talepleri',
    'Sigortalının veya işletenin kendi mallarına gelen zararlar',
    'Yarış ve sürat denemelerinde oluşan zararlar',
  ],
  whoNeeds: [
    'Trafiğe çıkan her motorlu aracın sahibi (yasal zorunluluktur)',
    'Yeni araç alanlar: araç tescili için geçerli trafik poliçesi gerekir',
    'İkinci el araç satın alanlar: satışla birlikte yeni malik adına poliçe yaptırılmalıdır',
    'Motosiklet, kamyonet, ticari araç ve taksi sahipleri',
  ],
  priceFactors: [
    'Hasarsızlık basamağınız (0 ile 8 arasında; basamak yükseldikçe prim düşer)',
    'Aracın türü ve kullanım tarzı (otomobil, taksi, minibüs, kamyon, motosiklet vb.)',
    'Aracın kayıtlı olduğu il',
    'Geçmiş dönemlerde ödenen kusurlu hasarlar',
    'Düzenleyici kurumun belirlediği azami prim tutarları',
    'Sigorta şirketinin kendi fiyatlama politikası',
  ],
  faq: [
    {
      question: 'Trafik sigortası yaptırmazsam ne olur?',
      answer:
        'Zorunlu trafik sigortası olmayan araçlar trafikten men edilir ve sahibine idari para cezası uygulanır. Ayrıca sigortasız bir araçla kazaya karışırsanız karşı tarafın tüm zararlarını kendi cebinizden ödemek zorunda kalabilirsiniz. Poliçenizin süresini takip etmeniz bu nedenle çok önemlidir.',
    },
    {
      question: 'Trafik sigortamı ne zaman yenileyebilirim?',
      answer:
        '{{ad}} üzerinden trafik yenileme teklifini mevcut poliçenizin bitişine 14 günden fazla kala alabilirsiniz; son 14 günde sigorta şirketleri yeni teklif vermez, yeni teklifi poliçenizin bittiği günden itibaren alabilirsiniz. Sitemizden aldığınız poliçeyi bitişten 30 ve 15 gün önce size hatırlatırız. Yeni poliçeniz eski poliçenizin bittiği gün başlar, böylece ne teminatsız kalırsınız ne de hasarsızlık basamağınızı kaybedersiniz.',
    },
    {
      question: 'Hasarsızlık basamağı nedir?',
      answer:
        'Hasarsızlık basamağı, 0 ile 8 arasında değişen ve geçmiş hasar kayıtlarınıza göre priminizi belirleyen bir kademedir; ilk kez trafik sigortası yaptıranlar 4. basamaktan başlar. Kusurlu hasar ödenmeden geçen her poliçe döneminde basamağınız yükselir ve priminiz düşer. Sizin kusurunuzla hasar ödendiğinde ise basamağınız düşer ve prim artar.',
    },
    {
      question: 'Teminat limitleri ne kadar?',
      answer:
        'Zorunlu trafik sigortasının maddi ve bedeni teminat limitleri her yıl düzenleyici kurum tarafından belirlenir ve tüm sigorta şirketleri için aynıdır. Güncel limitler teklif ve poliçe belgenizde açıkça yazar. Limitleri aşan zararlara karşı kaskonuza ihtiyari mali mesuliyet (İMM) teminatı eklemenizi öneririz.',
    },
    {
      question: 'Alkollü veya ehliyetsiz sürüşte trafik sigortası öder mi?',
      answer:
        'Trafik sigortası, mağdurları korumak için karşı tarafın zararını bu durumlarda da öder. Ancak sigorta şirketi ödediği tutarı, kusurlu sürücüden ve araç sahibinden geri isteme (rücu) hakkına sahiptir.',
    },
    {
      question: 'Aracımı sattığımda trafik sigortam ne olur?',
      answer:
        'Araç satıldığında mevcut poliçe sona erer ve kullanılmayan süreye ait prim genel şartlara göre iade edilir. Aracı satın alan kişinin kendi adına yeni bir trafik sigortası yaptırması gerekir. Hasarsızlık basamağınız sizde kalır ve yeni aracınızın poliçesinde kullanılabilir.',
    },
  ],
}
