export const home: {
  heroTitle: string
  heroLead: string
  steps: { title: string; text: string }[]
  trust: { title: string; text: string }[]
} = {
  heroTitle: 'Sigortanızı dakikalar içinde karşılaştırın, en uygun teklifi seçin',
  heroLead:
    'Kasko, zorunlu trafik, tamamlayıcı ve bireysel sağlık, seyahat ve yabancı sağlık, evcil hayvan, konut, DASK ve cep telefonu sigortası: on sigorta türünün hepsinde birçok sigorta şirketinin teklifini tek ekranda görün. T.C. kimlik numaranızı ve cep telefonunuzu girin, SMS ile doğrulayın, poliçenizi 3D Secure korumalı ödemeyle hemen çevrimiçi satın alın.',
  steps: [
    {
      title: 'Bilgilerinizi girin ve SMS ile doğrulayın',
      text: 'T.C. kimlik numaranızı ve cep telefonu numaranızı girin; telefonunuza gelen tek kullanımlık kodu girerek doğrulamayı tamamlayın. Ürüne göre birkaç temel bilgiyi de ekledikten sonra teklifleriniz hazırlanır.',
    },
    {
      title: 'Teklifleri karşılaştırın',
      text: 'Farklı sigorta şirketlerinden gelen teklifleri fiyat, teminat ve muafiyetleriyle yan yana inceleyin. Beğendiğiniz teklifi PDF olarak indirip daha sonra da değerlendirebilirsiniz.',
    },
    {
      title: 'Güvenle ödeyin',
      text: 'Seçtiğiniz teklifte "Satın Al" deyin; kredi kartı veya banka kartınızla, dilerseniz taksitle, 3D Secure korumalı ödeme adımında satın alın. Poliçeniz hemen düzenlenir, e-postanıza gönderilir ve PDF olarak indirebilirsiniz.',
    },
  ],
  trust: [
    {
      title: "2009'dan Beri Hizmetinizde",
      text: "Yozgat'ta aile acentesi olarak başladığımız yolda aynı özen ve samimiyetle çalışmaya devam ediyoruz.",
    },
    {
      title: 'Yetkili Sigorta Acentesi',
      text: 'Birçok sigorta şirketinin yetkili acentesi olarak levha kaydıyla faaliyet gösteriyoruz; poliçeleriniz doğrudan sigorta şirketi tarafından düzenlenir.',
    },
    {
      title: '3D Secure ile Güvenli Ödeme',
      text: 'Kart bilgileriniz bankanızın 3D Secure doğrulamasıyla korunur; ödemeniz onayınız olmadan gerçekleşmez.',
    },
    {
      title: 'Telefonla Kişisel Destek',
      text: 'Sorunuz olduğunda {{telefon}} numarasından bize ulaşın; poliçe seçiminden hasar sürecine kadar yanınızdayız.',
    },
  ],
}
