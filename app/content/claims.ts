export interface ClaimGuide {
  productKey: string
  title: string
  steps: string[]
  documents: string[]
  tip: string
}

export const claimIntro: string =
  "Hasar anı stresli olabilir; doğru adımları sırasıyla atmak tazminat sürecinizi hızlandırır ve hak kaybı yaşamanızı önler. Aşağıda her sigorta türü için yapmanız gerekenleri ve hazırlamanız gereken belgeleri bulabilirsiniz. Hangi adımı atacağınızdan emin değilseniz {{ad}}'yı {{telefon}} numarasından arayın; hasar bildiriminden tazminat ödemesine kadar yanınızdayız."

export const claimGuides: ClaimGuide[] = [
  {
    productKey: 'kasko',
    title: 'Kasko Hasarında Ne Yapmalı?',
    steps: [
      'Aracınızı güvenli bir yere çekin, dörtlü flaşörleri yakın ve reflektörü yerleştirerek kendinizin ve diğerlerinin güvenliğini sağlayın.',
      "Yaralı varsa hemen 112'yi arayın; yaralanmalı kazalarda, karşı tarafla anlaşamadığınızda veya kamu malına zarar verildiğinde 155 Polis ya da 156 Jandarma'ya haber verin.",
      'Karşı taraf varsa kaza tespit tutanağını birlikte doldurup imzalayın; tek taraflı kazalarda olay yerini ve hasarı ayrıntılı biçimde not edin.',
      'Araçların konumunu, plakaları, hasarlı bölgeleri ve olay yerini farklı açılardan fotoğraflayın.',
      'Aracınız çalındıysa durumu vakit kaybetmeden en yakın polis veya jandarma birimine bildirin ve tutanak aldırın.',
      'Hasarı en geç 5 iş günü içinde sigorta şirketinize ya da {{telefon}} numarasından bize bildirin.',
      'Aracınızı anlaşmalı veya yetkili servise çekin; eksper incelemesi tamamlanmadan onarıma başlatmayın.',
    ],
    documents: [
      'Kaza tespit tutanağı veya polis/jandarma tutanağı',
      'Araç ruhsatının fotokopisi',
      'Sürücü belgesinin fotokopisi',
      'Hasarlı aracın ve olay yerinin fotoğrafları',
      'Varsa alkol raporu',
      'Çalınma durumunda karakol tutanağı ve aracın tüm anahtarları',
    ],
    tip: 'Hasarsızlık indiriminizi korumak için küçük hasarlarda onarım maliyetini indirim kaybıyla karşılaştırın; karar vermeden önce bizi arayarak hesaplama isteyebilirsiniz.',
  },
  {
    productKey: 'trafik',
    title: 'Trafik Kazasında Ne Yapmalı?',
    steps: [
      'Aracınızı durdurun, dörtlü flaşörleri yakın ve reflektörü yerleştirerek olay yerinin güvenliğini sağlayın.',
      "Yaralı varsa 112'yi arayın; yaralanma, ölüm, alkollü veya sürücü belgesi olmayan sürücü ya da anlaşmazlık durumunda 155 Polis veya 156 Jandarma'ya haber verin.",
      'Yalnızca maddi hasar varsa ve taraflar anlaşıyorsa kaza tespit tutanağını eksiksiz doldurup iki taraf da imzalayın.',
      'Olay yerini, araçların konumunu, plakaları ve hasarları fotoğraflayın; karşı tarafın adı, telefonu ve sigorta bilgilerini alın.',
      'Kazayı en geç 5 iş günü içinde sigorta şirketine bildirin; karşı taraf kusurluysa başvurunuz onun trafik sigortasına yapılır.',
      'Eksper aracınızı inceleyip hasar tutarını belirleyene kadar onarıma başlatmayın.',
    ],
    documents: [
      'Kaza tespit tutanağı veya polis/jandarma tutanağı',
      'Her iki aracın ruhsat fotokopileri',
      'Her iki sürücünün sürücü belgesi fotokopileri',
      'Hasar ve olay yeri fotoğrafları',
      'Tazminatın ödeneceği kişiye ait IBAN bilgisi',
    ],
    tip: 'Tutanaktaki kaza krokisi ve kusur durumunu işaretlediğiniz kutucuklar tazminatın belirlenmesinde esas alınır; imzalamadan önce her bölümü dikkatle kontrol edin.',
  },
  {
    productKey: 'tamamlayici',
    title: 'Tamamlayıcı Sağlık Sigortasını Kullanırken',
    steps: [
      'Gideceğiniz hastanenin hem SGK ile hem de sigorta şirketinizle anlaşmalı olduğunu önceden kontrol edin.',
      'Hastanede kimliğinizi göstererek tamamlayıcı sağlık sigortanızın bulunduğunu belirtin; hastane SGK ve sigorta şirketinden provizyon alır.',
      'Planlı ameliyat ve yatışlarda işlemden önce hastane aracılığıyla sigorta şirketinden ön onay alınmasını isteyin.',
      "Acil durumlarda 112'yi arayın veya en yakın acil servise başvurun; durumunuz stabil olduktan sonra sigorta şirketinizi bilgilendirin.",
      'Yasal katılım payları ve teminat dışındaki işlemler için hastanenin düzenlediği faturayı kontrol edin.',
      'Herhangi bir ödeme yaptıysanız fatura ve tıbbi belgeleri geri ödeme için sigorta şirketine iletin.',
    ],
    documents: [
      'T.C. kimlik kartı',
      'Doktor raporu veya epikriz',
      'Tahlil ve görüntüleme sonuçları',
      'Hastane faturası ve ödeme belgesi',
      'Geri ödeme için IBAN bilgisi',
    ],
    tip: 'Ayakta tedavi kullanım hakkınız yıllık adetle sınırlı olabilir; kalan hakkınızı sigorta şirketinizden veya bizi arayarak öğrenebilirsiniz.',
  },
  {
    productKey: 'bireysel',
    title: 'Özel Sağlık Sigortasını Kullanırken',
    steps: [
      'Mümkünse sigorta şirketinizin anlaşmalı sağlık kurumlarından birini tercih edin; anlaşmalı kurumlarda masraflar doğrudan sigorta şirketine yansıtılır.',
      'Başvuruda kimliğinizi göstererek özel sağlık sigortanızı belirtin ve provizyon alınmasını isteyin.',
      'Planlı ameliyat, yatış ve ileri tetkiklerde işlemden önce sigorta şirketinden ön onay alın.',
      "Acil durumlarda 112'yi arayın veya en yakın acil servise başvurun; en kısa sürede sigorta şirketinizi bilgilendirin.",
      'Anlaşmasız bir kurumda ödeme yaptıysanız tüm fatura ve tıbbi belgelerin asıllarını saklayın.',
      'Geri ödeme talebinizi poliçenizde belirtilen süre içinde belgelerle birlikte sigorta şirketine iletin.',
    ],
    documents: [
      'T.C. kimlik kartı veya poliçe numarası',
      'Doktor raporu, epikriz ve tedavi detayları',
      'Tahlil ve görüntüleme sonuçları',
      'Fatura asılları ve ödeme belgeleri',
      'Reçete ve ilaç kupürleri',
      'Geri ödeme için IBAN bilgisi',
    ],
    tip: 'Faturanın hastanede sigortalı adına düzenlendiğinden emin olun; başka bir kişi adına kesilmiş faturalar geri ödemede sorun yaratabilir.',
  },
  {
    productKey: 'seyahat',
    title: 'Yurt Dışında Sağlık Sorunu Yaşarsanız',
    steps: [
      "Hayati tehlike varsa bulunduğunuz ülkenin acil yardım numarasını arayın; Avrupa'da genel acil numarası 112'dir.",
      'Tedaviye başlamadan önce mümkünse poliçenizde yazan 7 gün 24 saat asistans hattını arayarak poliçe numaranızı bildirin.',
      'Asistans şirketinin yönlendirdiği sağlık kurumuna başvurun; anlaşmalı kurumlarda ödeme çoğunlukla doğrudan asistans şirketi tarafından yapılır.',
      'Kendiniz ödeme yapmak zorunda kaldıysanız tüm fatura, rapor ve ödeme belgelerinin asıllarını saklayın.',
      'Bagajınız kaybolduysa havalimanında ilgili havayolu şirketine başvurarak kayıp bagaj raporu düzenletin.',
      "Türkiye'ye döndükten sonra belgelerinizle birlikte geri ödeme talebinizi sigorta şirketine iletin.",
    ],
    documents: [
      'Poliçe ve pasaport (giriş-çıkış damgalarının bulunduğu sayfalar dahil)',
      'Tıbbi rapor ve tedavi detayları',
      'Fatura ve ödeme belgelerinin asılları',
      'Bagaj kaybında havayolunun düzenlediği kayıp bagaj raporu',
      'Geri ödeme için IBAN bilgisi',
    ],
    tip: "Seyahate çıkmadan önce poliçenizin PDF'ini telefonunuza kaydedin ve asistans numarasını rehberinize ekleyin; acil bir durumda bu bilgiye saniyeler içinde ulaşırsınız.",
  },
  {
    productKey: 'yabanci',
    title: 'Yabancı Sağlık Sigortasını Kullanırken',
    steps: [
      "Sigorta şirketinizin Türkiye'deki anlaşmalı hastane ve sağlık kurumları listesini kontrol edin.",
      'Hastaneye başvururken pasaportunuzu veya ikamet izni kartınızı ve poliçe numaranızı yanınızda bulundurun.',
      'Hastanenin sigorta şirketinden provizyon almasını isteyin; planlı işlemlerde önceden onay alınmasını sağlayın.',
      "Acil durumlarda 112'yi arayın veya en yakın acil servise başvurun; ardından sigorta şirketinizi bilgilendirin.",
      'Anlaşmasız bir kurumda ödeme yaptıysanız fatura ve tıbbi belgeleri geri ödeme için sigorta şirketine iletin.',
    ],
    documents: [
      'Pasaport',
      'İkamet izni kartı veya yabancı kimlik numarası',
      'Poliçe numarası',
      'Doktor raporu veya epikriz',
      'Fatura ve ödeme belgeleri',
    ],
    tip: 'İkamet izninizi uzatırken sağlık sigortanızın da yeni ikamet süresini kapsayacak şekilde yenilenmesi gerekir; yeni poliçenizi sitemizden çevrimiçi teklif alarak 3D Secure korumalı ödemeyle hemen satın alabilirsiniz.',
  },
  {
    productKey: 'petsaglik',
    title: 'Evcil Hayvanınız Hastalandığında veya Kaza Geçirdiğinde',
    steps: [
      'Acil bir durum varsa dostunuzu vakit kaybetmeden en yakın veteriner kliniğine götürün.',
      'Mümkünse sigorta şirketinizin anlaşmalı veteriner kliniklerinden birini tercih edin ve poliçenizle mikroçip numaranızı bildirin.',
      'Planlı ameliyat ve yatışlarda işlemden önce sigorta şirketinden onay alınmasını isteyin.',
      'Tedavi sonrasında veteriner raporu, fatura ve reçeteyi eksiksiz temin edin.',
      'Dostunuz başka birine veya bir eşyaya zarar verdiyse karşı tarafın iletişim bilgilerini alın ve olayı fotoğraflarla kayıt altına alın; sigorta şirketinin onayı olmadan ödeme taahhüdünde bulunmayın.',
      'Hasar bildiriminizi belgelerle birlikte sigorta şirketine veya bize iletin.',
    ],
    documents: [
      'Poliçe numarası ve mikroçip numarası',
      'Veteriner muayene ve tedavi raporu',
      'Fatura ve ödeme belgesi',
      'Reçete ve tahlil sonuçları',
      'Aşı karnesi',
    ],
    tip: 'Aşı karnesini düzenli tutmak ve mikroçip kaydını güncel bırakmak, tazminat sürecinin hızla ilerlemesini sağlar.',
  },
  {
    productKey: 'konut',
    title: 'Evinizde Hasar Oluştuğunda',
    steps: [
      'Önce kendinizin ve ailenizin güvenliğini sağlayın; gerekirse elektrik, doğalgaz ve su vanalarını kapatın.',
      "Yangında 112'yi arayın; hırsızlıkta eşyalara dokunmadan 155 Polis veya 156 Jandarma'ya haber verip tutanak aldırın.",
      'Hasarın büyümesini önlemek için makul önlemleri alın; örneğin su kaçağında ana vanayı kapatın.',
      'Hasarlı alanı ve eşyaları temizlik veya onarım öncesinde ayrıntılı biçimde fotoğraflayın.',
      'Hasarı öğrendiğiniz andan itibaren en geç 5 gün içinde sigorta şirketine veya {{telefon}} numarasından bize bildirin.',
      'Eksper incelemesi tamamlanana kadar hasarlı eşyaları atmayın ve kalıcı onarıma başlamayın.',
    ],
    documents: [
      'T.C. kimlik kartı',
      'Tapu belgesi veya kira sözleşmesi',
      'Hasar fotoğrafları',
      'Hırsızlıkta karakol tutanağı, yangında itfaiye raporu',
      'Hasarlı eşyalara ait fatura veya satın alma belgeleri',
      'Tazminat için IBAN bilgisi',
    ],
    tip: 'Evinizdeki değerli eşyaların faturalarını ve fotoğraflarını dijital ortamda saklayın; hasar anında eşya listesini hazırlamak çok daha kolay olur.',
  },
  {
    productKey: 'dask',
    title: 'Deprem Sonrası DASK Hasar Bildirimi',
    steps: [
      'Önce can güvenliğinizi sağlayın; hasar görmüş binaya yetkililer izin vermeden girmeyin.',
      "Hasarı, depremin meydana geldiği tarihten itibaren en geç 15 gün içinde DASK'a bildirin.",
      "Bildirimi DASK'ın 125 numaralı hasar ihbar hattından, DASK'ın internet sitesinden, e-Devlet üzerinden ya da poliçenizi düzenleyen sigorta şirketi veya acente aracılığıyla yapabilirsiniz.",
      'Güvenli olduğu ölçüde binadaki hasarları fotoğraflayın.',
      "DASK'ın görevlendirdiği eksperin incelemesi için iletişim bilgilerinizin güncel olduğundan emin olun.",
      'Eksper raporuna göre belirlenen tazminat, poliçede belirtilen muafiyet düşüldükten sonra hesabınıza ödenir.',
    ],
    documents: [
      'T.C. kimlik numarası',
      'DASK poliçe numarası',
      'Tapu bilgileri',
      'Tazminatın ödeneceği IBAN bilgisi',
      'Güvenli şekilde çekilebildiyse hasar fotoğrafları',
    ],
    tip: 'Poliçe numaranızı bilmiyorsanız endişelenmeyin; kimlik numaranız ve adres bilgilerinizle de bildirim yapabilirsiniz. {{ad}} üzerinden düzenlenen poliçelerde bildirim için {{telefon}} numarasından bize ulaşabilirsiniz.',
  },
  {
    productKey: 'telefon',
    title: 'Telefonunuz Kırıldığında veya Çalındığında',
    steps: [
      'Cihaz çalındıysa hemen en yakın polis veya jandarma birimine başvurarak tutanak aldırın.',
      'Çalınma durumunda hattınızı kapattırmak için vakit kaybetmeden operatörünüzü arayın.',
      'Hasarlı cihazı kendiniz veya yetkisiz bir serviste açtırmayın ya da onarmaya çalışmayın.',
      'Hasarı, poliçenizde belirtilen süre içinde sigorta şirketine veya bize bildirin.',
      'Mümkünse cihazınızdaki verileri yedekleyin ve ekran kilidini sigorta şirketinin talimatına göre kaldırın.',
      'Cihazınızı sigorta şirketinin yönlendirdiği yetkili veya anlaşmalı servise teslim edin.',
    ],
    documents: [
      'Cihazın faturası',
      'Cihazın IMEI numarası',
      'Poliçe numarası',
      'Hasarlı cihazın fotoğrafları',
      'Çalınma durumunda karakol tutanağı',
    ],
    tip: 'Telefonunuzun IMEI numarasını *#06# tuşlayarak öğrenebilirsiniz; bu numarayı ve faturanın bir kopyasını güvenli bir yerde saklayın.',
  },
]
