/**
 * A bireysel or tamamlayıcı header's people and declaration, as the insured-people step sends
 * them: Ayşe (the policyholder, T.C. 10000000146 at the entry), her husband and her father.
 */
export const healthFamily = {
  Birthdate: '15.03.1988',
  Gender: 'K',
  InsuredName: 'Ayşe Yılmaz',
  Height: '168',
  Weight: '60',
  ChronicIllness: 'false',
  OngoingTreatment: 'false',
  'fam[0].Relation': 'es',
  'fam[0].Name': 'Mehmet Yılmaz',
  'fam[0].NationalNumber': '10000000078',
  'fam[0].Birthdate': '02.02.1986',
  'fam[0].Gender': 'E',
  'fam[1].Relation': 'baba',
  'fam[1].Name': 'Hasan Yılmaz',
  'fam[1].NationalNumber': '10000000214',
  'fam[1].Birthdate': '10.01.1968',
  'fam[1].Gender': 'E',
}
