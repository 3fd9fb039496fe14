// The agency's own story, told in its own words: an operator running the site for another agency
// rewrites this file (the contact details come from the AGENCY_* configuration).
export const about: {
  title: string
  description: string
  lead: string
  sections: { heading: string; paragraphs: string[] }[]
  values: { title: string; text: string }[]
} = {
  title: 'Hakkımızda',
  description:
    "Bozok Sigorta, 2009'dan beri Yozgat'ta hizmet veren yetkili sigorta acentesidir. Birçok sigorta şirketinin teklifini tek ekranda sunar, telefonla destek verir.",
  lead: "Bozok Sigorta Aracılık Hizmetleri Ltd. Şti., 2009 yılında Yozgat'ta küçük bir aile acentesi olarak kuruldu. Bugün aynı samimiyetle, birçok sigorta şirketinin tekliflerini internet üzerinden dakikalar içinde karşılaştırmanızı sağlıyor ve her adımda yanınızda olmaya devam ediyor.",
  sections: [
    {
      heading: "Yozgat'ta Başlayan Hikâyemiz",
      paragraphs: [
        "Bozok Sigorta, adını Yozgat'ın tarihî adı olan Bozok'tan alır. 2009 yılında şehir merkezindeki küçük ofisimizde açtığımız ilk günden beri komşularımızın, esnafımızın ve çiftçilerimizin araçlarını, evlerini ve sağlıklarını güvence altına almak için çalışıyoruz.",
        'Aile acentesi olarak başladığımız bu yolda müşterilerimizle kurduğumuz güven ilişkisi en büyük sermayemiz oldu. Bir poliçe satmaktan çok, hasar anında telefonu açan ve süreci sonuna kadar takip eden bir danışman olmayı önemsedik.',
      ],
    },
    {
      heading: 'Aile Acentesinden Online Sigortacılığa',
      paragraphs: [
        'Müşterilerimizin büyük bölümü zamanla farklı şehirlere taşındı, çalışma temposu arttı ve sigorta işlemlerini ofise gelmeden halletmek istedi. Bu ihtiyaçtan yola çıkarak hizmetlerimizi internete taşıdık.',
        'Bugün T.C. kimlik numaranızı ve cep telefonunuzu girip SMS ile doğruladıktan sonra birkaç dakika içinde farklı sigorta şirketlerinden teklif alabiliyor, teminatları yan yana karşılaştırabiliyor, teklifinizi PDF olarak indirebiliyor ve 3D Secure korumalı kart ödemesiyle poliçenizi hemen satın alabiliyorsunuz.',
        'Dijitalleşirken insan dokunuşundan vazgeçmedik. Sorunuz olduğunda {{telefon}} numarasından bize ulaşabilir, konuyu sizi tanıyan bir uzmanla konuşabilirsiniz.',
      ],
    },
    {
      heading: 'Yetkili Acente Olarak Çalışıyoruz',
      paragraphs: [
        'Bozok Sigorta, birden fazla sigorta şirketiyle yapılmış acentelik sözleşmeleriyle çalışan yetkili bir sigorta acentesidir ve TOBB nezdinde tutulan Sigorta Acenteleri Levhası kaydıyla faaliyet gösterir.',
        'Sitemizde gördüğünüz teklifler doğrudan anlaşmalı sigorta şirketlerinin sistemlerinden gelir. Poliçeniz ilgili sigorta şirketi tarafından düzenlenir; hasar ve tazminat süreçlerinde sigorta şirketiyle aranızdaki iletişimi biz takip ederiz.',
      ],
    },
    {
      heading: 'Bize Ulaşın',
      paragraphs: [
        "Poliçe seçimi, yenileme, iptal veya hasar süreciyle ilgili her konuda {{telefon}} numaralı telefondan ya da {{eposta}} adresinden bize ulaşabilirsiniz. Yozgat'taki ofisimizde sizi ağırlamaktan da her zaman memnuniyet duyarız.",
      ],
    },
  ],
  values: [
    {
      title: 'Şeffaflık',
      text: 'Teklifleri teminatları, muafiyetleri ve fiyatlarıyla birlikte açıkça gösteririz. Sizi belirli bir sigorta şirketine yönlendirmek yerine karşılaştırıp kendi kararınızı vermenizi sağlarız.',
    },
    {
      title: 'Kişisel Destek',
      text: 'Her müşterimizin arayabileceği gerçek bir insan vardır. Telefonla ulaştığınızda sorunuzu dinleyen ve çözüme kadar takip eden bir ekip sizi karşılar.',
    },
    {
      title: 'Hasar Anında Yanınızdayız',
      text: 'Sigortanın gerçek değeri hasar anında ortaya çıkar. Bildirimden tazminat ödemesine kadar süreci sizinle birlikte yürütür, gerekli belgeleri hazırlamanıza yardımcı oluruz.',
    },
    {
      title: 'Veri Güvenliği',
      text: "Kişisel verilerinizi 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun şekilde işler, yalnızca teklif ve poliçe işlemleriniz için kullanırız. Ödemeleriniz 3D Secure ile korunur.",
    },
  ],
}
