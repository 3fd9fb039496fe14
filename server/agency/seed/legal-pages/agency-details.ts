/** The agency's address and registry numbers, as the KVKK notice and the sales contract list them. */
export const agencyDetailRows = `<tr><th>Adres</th><td>{{adres}}</td></tr>
<tr><th>Telefon</th><td>{{telefon}}</td></tr>
<tr><th>E-posta</th><td>{{eposta}}</td></tr>
<tr><th>KEP adresi</th><td>bozoksigorta@hs03.kep.tr</td></tr>
<tr><th>MERSİS numarası</th><td>0178 0562 3490 0012</td></tr>
<tr><th>Sigorta Acenteleri Levhası kayıt numarası</th><td>066-2019-0417</td></tr>`
