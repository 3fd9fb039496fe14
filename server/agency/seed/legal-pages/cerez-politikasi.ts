import type { LegalPageSeed } from './legal-page-seed.ts'

const html = `
<h2>1. Çerez Nedir?</h2>
<p>Çerezler, bir internet sitesini ziyaret ettiğinizde tarayıcınız aracılığıyla cihazınıza kaydedilen küçük metin dosyalarıdır. Çerezler sayesinde site; oturumunuzu açık tutabilir, tercihlerinizi hatırlayabilir ve hangi sayfaların ne sıklıkla kullanıldığını ölçebilir. Çerezler cihazınızdaki dosyalara erişemez ve bilgisayarınıza zarar veremez.</p>
<p>Çerezler, kullanım süresine göre tarayıcı kapatıldığında silinen <strong>oturum çerezleri</strong> ve belirlenen süre boyunca cihazınızda kalan <strong>kalıcı çerezler</strong> olarak; kaynağına göre ise ziyaret ettiğiniz site tarafından yerleştirilen <strong>birinci taraf çerezleri</strong> ve başka bir alan adı tarafından yerleştirilen <strong>üçüncü taraf çerezleri</strong> olarak ayrılır. Bu Çerez Politikası, {{unvan}} (“{{ad}}”) tarafından işletilen internet sitesinde kullanılan çerezler hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.</p>

<h2>2. Çerezler Aracılığıyla Hangi Veriler İşlenir?</h2>
<p>Çerezler aracılığıyla; tarayıcı türünüz ve sürümünüz, cihazınızın işletim sistemi, ekran çözünürlüğü, dil tercihi, IP adresiniz, siteyi ziyaret ettiğiniz tarih ve saat, görüntülediğiniz sayfalar, sitemize yönlendiren bağlantı ve yaptığınız çerez tercihleri gibi bilgiler işlenebilir. Oturum çerezi, SMS doğrulaması tamamlandıktan sonra sizi tanımak için rastgele üretilmiş bir oturum anahtarı içerir; T.C. kimlik numaranız, sağlık bilgileriniz veya kart bilgileriniz hiçbir çerezde saklanmaz.</p>
<p>Analitik çerezlerle elde edilen bilgileri, mümkün olan her durumda kimliğinizi belirlemeye elverişli olmayan toplu istatistikler hâlinde değerlendiririz. Bu istatistikler; hangi ürün sayfalarının daha çok ziyaret edildiğini, teklif formunun hangi adımında ziyaretçilerin zorlandığını ve sayfaların ne kadar hızlı yüklendiğini anlamamıza yardımcı olur.</p>

<h2>3. Kullandığımız Çerez Kategorileri</h2>
<h3>Zorunlu çerezler</h3>
<p>Sitenin temel işlevlerinin çalışması için gereklidir ve kapatılamaz. Bu çerezler; SMS doğrulamasının tamamlandığını tanımak, teklif ve ödeme adımları boyunca işleminizin güvenli biçimde devam etmesini sağlamak, üye girişinizi korumak ve çerez tercihlerinizi hatırlamak için kullanılır. Oturum çerezi “oturum” ve onay çerezleri bu kategoridedir.</p>
<h3>Analitik çerezler</h3>
<p>Sitemizin kaç kişi tarafından ziyaret edildiğini, hangi sayfaların kullanıldığını ve teklif adımlarının hangisinde zorluk yaşandığını toplu istatistikler hâlinde ölçmemize yardımcı olur. Bu bilgiler sitemizi geliştirmek için kullanılır. Analitik çerezler yalnızca onay vermeniz hâlinde yerleştirilir.</p>
<h3>İşlevsel çerezler</h3>
<p>Son incelediğiniz ürün veya daha önce seçtiğiniz il gibi tercihlerinizi hatırlayarak siteyi bir sonraki ziyaretinizde daha kolay kullanmanızı sağlar. Bu çerezleri reddetmeniz hâlinde site çalışmaya devam eder; ancak bazı tercihleri her ziyarette yeniden seçmeniz gerekebilir. İşlevsel çerezler yalnızca onay vermeniz hâlinde yerleştirilir.</p>
<h3>Hedefleme/Reklam çerezleri</h3>
<p>Sitemize hangi kampanya veya bağlantı üzerinden ulaştığınızı ölçmek, kampanyalarımızın etkinliğini değerlendirmek ve ilgi alanlarınıza uygun içerik ve kampanyaları göstermek için kullanılır. Hedefleme/Reklam çerezleri yalnızca onay vermeniz hâlinde yerleştirilir ve sağlık verisi gibi özel nitelikli kişisel veriler bu çerezlerle hiçbir koşulda ilişkilendirilmez.</p>

<h2>4. Sitemizde Kullanılan Çerezler</h2>
<table>
<thead>
<tr><th>Çerez adı</th><th>Kategori</th><th>Amaç</th><th>Süre</th></tr>
</thead>
<tbody>
<tr><td>oturum</td><td>Zorunlu</td><td>Oturumunuzu güvenli biçimde sürdürmek, SMS doğrulamasının tamamlandığını ve üye girişinizi tanımak, teklif ve ödeme adımları arasında işleminizin bütünlüğünü korumak. Yalnızca rastgele bir oturum anahtarı içerir.</td><td>8 saat</td></tr>
<tr><td>cerez_zorunlu</td><td>Zorunlu</td><td>Çerez bildirimi konusunda seçim yaptığınızı kaydetmek ve bilgilendirme penceresini her ziyarette yeniden göstermemek</td><td>1 yıl</td></tr>
<tr><td>cerez_analitik</td><td>Zorunlu (tercih kaydı)</td><td>Analitik çerezlere izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
<tr><td>cerez_islevsel</td><td>Zorunlu (tercih kaydı)</td><td>İşlevsel çerezlere izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
<tr><td>cerez_hedefleme</td><td>Zorunlu (tercih kaydı)</td><td>Hedefleme/reklam çerezlerine izin verip vermediğinizi saklamak (1: izin var, 0: izin yok)</td><td>1 yıl</td></tr>
</tbody>
</table>
<p>Sitemiz şu anda yukarıdaki beş çerezden başka çerez kullanmaz; analitik, işlevsel veya hedefleme/reklam amaçlı bir çerez ya da üçüncü taraf hizmeti bulunmamaktadır. Bu kategorilere verdiğiniz onay yalnızca kaydedilir; ileride böyle bir hizmet eklenirse yalnızca onay verdiyseniz çalıştırılır ve bu tablo önceden güncellenir. Onayınız olmadan zorunlu çerezler dışında hiçbir çerez yerleştirilmez.</p>

<h2>5. Çerez Tercihlerinizi Nasıl Yönetebilirsiniz?</h2>
<p>Sitemizi ilk ziyaretinizde görüntülenen bilgilendirme penceresinden tüm çerezleri kabul edebilir, zorunlu olmayan tüm çerezleri reddedebilir veya kategori bazında seçim yapabilirsiniz. Zorunlu olmayan çerezleri kabul etmek de reddetmek de aynı kolaylıkta sunulur; reddetmeniz sitenin temel hizmetlerinden yararlanmanıza engel olmaz.</p>
<p>Verdiğiniz onayı dilediğiniz zaman sitemizdeki <strong>“Tercihleri Değiştir”</strong> düğmesini kullanarak değiştirebilir veya geri alabilirsiniz. Onayınızı geri aldığınızda ilgili çerezler bir sonraki sayfa yüklemesinde silinir ve yeniden yerleştirilmez.</p>
<p>Ayrıca tarayıcınızın ayarları üzerinden de çerezleri yönetebilirsiniz. Google Chrome, Mozilla Firefox, Safari, Microsoft Edge ve Opera gibi yaygın tarayıcıların ayarlar menüsündeki gizlilik ve güvenlik bölümünden mevcut çerezleri silebilir, tüm çerezleri veya yalnızca üçüncü taraf çerezlerini engelleyebilir ve site bazında istisna tanımlayabilirsiniz. Mobil cihazlarda bu ayarlar genellikle tarayıcı uygulamasının ayarlarında yer alır. Tarayıcınız üzerinden zorunlu çerezleri engellemeniz hâlinde SMS doğrulaması, teklif alma, ödeme ve üye girişi gibi işlemler çalışmayabilir.</p>

<h2>6. Hukuki Dayanak</h2>
<p>Çerezler aracılığıyla işlenen kişisel veriler, 6698 sayılı Kişisel Verilerin Korunması Kanunu'na ve Kişisel Verileri Koruma Kurumu tarafından yayımlanan Çerez Uygulamaları Hakkında Rehber'e uygun olarak işlenir. Zorunlu çerezler, talep ettiğiniz hizmetin sunulabilmesi için gerekli olduğundan KVKK'nın 5. maddesinin ikinci fıkrasının (c) bendindeki sözleşmenin kurulması veya ifası ile (f) bendindeki meşru menfaat hukuki sebeplerine dayanılarak kullanılır. Analitik, işlevsel ve hedefleme/reklam çerezleri ise KVKK'nın 5. maddesinin birinci fıkrası uyarınca yalnızca açık rızanıza dayanılarak kullanılır.</p>
<p>Çerezler aracılığıyla işlenen verilerin aktarımı, saklanması ve KVKK'nın 11. maddesindeki haklarınız hakkında ayrıntılı bilgi için <a href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">Kişisel Verilerin İşlenmesine İlişkin Aydınlatma Metni</a>'ni inceleyebilirsiniz.</p>

<h2>7. Saklama Süreleri ve Aktarım</h2>
<p>Çerezler, yukarıdaki tabloda belirtilen süre sonunda tarayıcınız tarafından otomatik olarak silinir. Oturum çerezi ayrıca oturumunuzu kapattığınızda geçersiz hâle gelir. Çerezler aracılığıyla elde edilen veriler, yalnızca sitemizin barındırılması ve analiz hizmetleri için çalıştığımız hizmet sağlayıcılarla, veri işleyen sıfatıyla ve yazılı sözleşme çerçevesinde paylaşılabilir. Onay vermediğiniz kategorilere ait çerezler hiçbir şekilde yerleştirilmez ve bu kategoriler için veri toplanmaz.</p>

<h2>8. İletişim</h2>
<p>Çerez Politikası ile ilgili sorularınızı {{eposta}} adresine e-postayla, {{telefon}} numaralı telefonla veya {{adres}} adresine yazılı olarak iletebilirsiniz. Bu politika gerektiğinde güncellenir; güncel sürüm her zaman bu sayfada yayımlanır.</p>
`

export const cerezPolitikasi: LegalPageSeed = {
  slug: 'cerez-politikasi',
  title: 'Çerez Politikası',
  version: '1.1',
  updatedAt: '2026-11-01',
  html: html.trim(),
}
