// The accessibility statement (erişilebilirlik beyanı). What it says was tested is exactly what the
// e2e suite checks (README, Accessibility): change one with the other.
export const accessibilityStatement: {
  title: string
  description: string
  lead: string
  sections: { heading: string; paragraphs: string[]; items?: string[] }[]
} = {
  title: 'Erişilebilirlik Beyanı',
  description:
    '{{ad}} internet sitesinin erişilebilirlik beyanı: uyduğu standart, nasıl test edildiği, bilinen sınırlamalar ve bir engeli nasıl bildirebileceğiniz.',
  lead: '{{ad}} olarak sitemizi herkesin, ekran okuyucu, yalnızca klavye ya da büyütme kullananlar dahil, rahatça kullanabilmesini amaçlıyoruz.',
  sections: [
    {
      heading: 'Standart',
      paragraphs: [
        "Hedefimiz, Web İçeriği Erişilebilirlik Yönergeleri'nin (WCAG) 2.2 sürümünün AA düzeyidir. Bu hedef, elektronik ticaret sitelerini erişilebilir olmakla yükümlü kılan 2025/10 sayılı Cumhurbaşkanlığı Genelgesi'nin beklediği düzeydir.",
      ],
    },
    {
      heading: 'Nasıl test ediyoruz',
      paragraphs: [
        'Sitenin her değişikliği, yayına alınmadan önce tarayıcıda çalışan otomatik testlerden geçer. Bu testler JavaScript açıkken ve kapalıyken ayrı ayrı çalışır:',
      ],
      items: [
        'Teklif, doğrulama, ödeme, üyelik ve destek akışlarının sayfaları axe aracıyla WCAG 2.0, 2.1 ve 2.2 A ve AA kurallarına göre taranır; dokunma hedeflerinin en az 24 × 24 piksel olması da bu kurallardandır.',
        'Bir zorunlu trafik ve bir DASK poliçesi, ana sayfadan ödeme sonucuna kadar fare kullanılmadan, yalnızca klavyeyle (Sekme, Shift+Sekme, Boşluk, Enter, yazma) satın alınır.',
        'Teklif adımları arasında geçişte odağın adımın başlığına taşındığı, gelen tekliflerin sayısının ekran okuyucuya kibarca (tek tek değil, toplam olarak) bildirildiği ve SMS doğrulama ile giriş pencerelerinin odağı içinde tutup kapanınca açan düğmeye geri verdiği sınanır.',
        'Eksik ya da hatalı gönderilen uzun formların (üyelik, araç bilgilerinin listeden seçildiği form, ödeme ve uzun teklif adımları) üstünde hataların bir özeti, her biri ilgili alana götüren bağlantılarla gösterilir ve odak ilk hatalı alana gider.',
        'Ana sayfada, bir teklif giriş sayfasında ve üyelik formunda Sekme tuşuyla gelinen her öğede odağın görünür olduğu ve çerez bildiriminin altında kalmadığı sınanır.',
        'Teklif giriş sayfası, bir teklif adımı, teklifler ve ödeme sayfalarının erişilebilirlik ağacındaki başlıkları, etiketleri ve canlı bölgeleri kayıtlı hâlleriyle karşılaştırılır.',
        'Sayfalar 320 piksel genişlikte ve 1280 piksellik bir pencerede %200 yakınlaştırmada yana kaydırma gerektirmeden görüntülenir; teklif karşılaştırma tablosu yalnızca kendi kutusu içinde kayar.',
      ],
    },
    {
      heading: 'Bilinen sınırlamalar',
      paragraphs: [
        'Otomatik testler her engeli bulamaz: renk ve anlam, metinlerin anlaşılırlığı ve gerçek ekran okuyucularla deneyim henüz düzenli olarak kişilerce test edilmemektedir.',
        'Ödemenin 3D Secure adımı bankanızın sayfasında gerçekleşir; o sayfanın erişilebilirliği bankanın sorumluluğundadır.',
        'İndirilen PDF teklif ve poliçe belgeleri etiketli (erişilebilir) PDF değildir; içeriğini sayfada da görebilir ya da bizden okunabilir bir kopya isteyebilirsiniz.',
      ],
    },
    {
      heading: 'Bir engeli bildirin',
      paragraphs: [
        'Sitemizde bir işlemi tamamlamanızı engelleyen bir sorunla karşılaşırsanız lütfen bize bildirin; size başka bir yoldan da yardımcı oluruz. {{telefon}} numaralı telefondan bize ulaşabilir, {{eposta}} adresine e-posta gönderebilir ya da iletişim formunu veya destek talebi sayfasını kullanabilirsiniz.',
        'Bildirimlere en geç üç iş günü içinde yanıt vermeyi amaçlıyoruz.',
      ],
    },
  ],
}
