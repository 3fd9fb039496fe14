// When a kasko or trafik renewal is quoted online and when the reminders go out (decision 060; a
// phone's only while it is younger than 12 months, a trip's never: decision 081; a pet's only
// while it is younger than 9: decision 082; a health policy's only while an insurer takes one of
// its insured persons' ages: decision 083), in the words the FAQ and the guides use; migrations
// 0995, 1007, 1009 and 1011 put them into a database seeded before.

export const renewalTimesAnswer = `<p>Sigorta şirketleri, mevcut poliçenin bitişine kaskoda 28 gün, zorunlu trafik sigortasında 14 gün ya da daha az kaldığında yeni teklif vermez. Bu yüzden sitemizden kasko yenileme teklifini bitişe 28 günden fazla, trafik yenileme teklifini 14 günden fazla kala alabilirsiniz. Bu son günlerde yeni teklifi poliçenizin bittiği günden itibaren sitemizden alabilirsiniz. Sitemizden aldığınız poliçeleri size SMS ve e-postayla hatırlatırız: kaskoyu bitişten 45 ve 30 gün, trafiği 30 ve 15 gün, diğer poliçeleri 30, 7 ve 1 gün önce. Sigorta şirketleri satın alınalı 12 ay ya da daha fazla olmuş telefonlara teklif vermediğinden, cep telefonu poliçesini yalnızca telefonunuz o gün henüz 12 aylık değilse hatırlatırız; hatırlatmada yenileme teklifini hangi tarihe kadar alabileceğinizi yazarız. Sigorta şirketleri 9 yaşını doldurmuş kedi ve köpeklere de teklif vermediğinden, evcil hayvan poliçesini yalnızca hayvanınız o gün henüz 9 yaşını doldurmamışsa hatırlatırız; bu hatırlatmada da son tarihi yazarız. Tamamlayıcı, bireysel ve yabancı sağlık sigortalarında her sigorta şirketi yalnızca kendi yaş sınırına kadar olan kişilere teklif verir; poliçedeki sigortalıların hepsi o gün bütün şirketlerin yaş sınırını aşmışsa, yenilemesine teklif verilmeyeceği için bu poliçeyi hatırlatmayız. Seyahat sağlık sigortası tek bir yolculuğu kapsadığı için yenilenmez ve hatırlatılmaz; yeni yolculuğunuz için yeni bir teklif alabilirsiniz. Yeni poliçe, eski poliçenizin bittiği tarihten itibaren başlar; erken yenilemek süre kaybettirmez.</p>`

export const kaskoRenewalTime =
  'Sitemizde kasko yenileme teklifini mevcut poliçenizin bitişine 28 günden fazla kala alabilirsiniz; son 28 günde sigorta şirketleri yeni teklif vermez. Sitemizden aldığınız kaskoyu bitişten 45 ve 30 gün önce size hatırlatırız.'

export const trafikRenewalTime =
  'Sitemizde trafik yenileme teklifini poliçenizin bitişine 14 günden fazla kala alabilirsiniz; son 14 günde sigorta şirketleri yeni teklif vermez. Sitemizden aldığınız poliçeyi bitişten 30 ve 15 gün önce size hatırlatırız.'

export const vehicleRenewalTimes =
  'Yenileme teklifini trafik sigortasında poliçenin bitişine 14 günden, kaskoda 28 günden fazla kala alabilirsiniz; bitişten önce size SMS ve e-postayla hatırlatırız.'
