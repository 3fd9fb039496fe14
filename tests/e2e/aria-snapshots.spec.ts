import { expect, test } from '@playwright/test'
import { demoPlateOffers } from './checkout.ts'
import { nationalNumberFor, phonesOf } from './quote-helpers.ts'

// What a screen reader meets (README, Accessibility): the accessibility tree of the quote entry,
// a wizard step, the offers and the checkout, pinned by its headings, labels and live regions.
// A template lists what must be there, in order; what it leaves out may change.

const phoneFor = phonesOf('54')

test('the entry, a step, the offers and the checkout keep their headings, labels and live regions', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/zorunlu-trafik-sigortasi')
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "Zorunlu Trafik Sigortası teklifi alın":
        - heading "Zorunlu Trafik Sigortası teklifi alın" [level=1]
      - region "Teklif formu":
        - textbox "T.C. kimlik veya vergi numarası"
        - textbox "Cep telefonu"
        - combobox "Plaka durumu"
        - textbox "Plaka"
        - group "Onaylar":
          - checkbox /^Gizlilik politikası ve kullanım koşullarını .* okudum, kabul ediyorum\\.$/
          - checkbox /^Kişisel verilerin işlenmesine ilişkin aydınlatma metnini .* okudum, onaylıyorum\\.$/
          - checkbox /^Kampanya ve fırsatlardan haberdar olmak için/
        - button "Teklif Al"
  `)

  const phone = phoneFor(test.info().project.name === 'js', 1)
  await demoPlateOffers(page, 'Trafik Sigortası', phone, nationalNumberFor(phone))
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - navigation "Teklif adımları":
        - list:
          - listitem: 1 Doğrulama
          - listitem:
            - link "2 Bilgileriniz"
          - listitem:
            - link "3 Araç bilgileri"
          - listitem: 4 Teklifler
      - heading "Teklifler" [level=1]
      - status: /^\\d+ teklif geldi\\. Tüm sigorta şirketleri yanıt verdi\\.$/
      - group: Filtrele
      - heading /^Teklifler \\(\\d+ şirket yanıtladı\\)$/ [level=2]
      - list "Teklif listesi":
        - listitem:
          - heading /Sigorta/ [level=3]
          - link /^Satın Al:/
          - checkbox /^Karşılaştır:/
      - button "Seçilenleri Karşılaştır"
  `)
  const offers = page.url()
  const checkout = (await page
    .getByTestId('teklif')
    .first()
    .getByRole('link', { name: /^Satın Al/ })
    .getAttribute('href'))!

  await page.goto(offers.replace(/teklifler$/, 'arac'))
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - navigation "Teklif adımları":
        - list:
          - listitem: 1 Doğrulama
          - listitem:
            - link "2 Bilgileriniz"
          - listitem: 3 Araç bilgileri
      - paragraph: Trafik Sigortası teklifi · 3. adım
      - heading "Araç bilgileri" [level=1]
      - term: Plaka
      - definition: 66 ABC 123
      - paragraph:
        - link "Bilgiler yanlış, aracımı listeden seçeyim"
        - link "Başka bir plaka sorgula"
      - button "Bilgiler Doğru, Teklifleri Getir"
  `)

  await page.goto(checkout)
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Ödeme" [level=1]
      - textbox "Poliçenin gönderileceği e-posta"
      - combobox "Ödeme seçeneği"
      - checkbox "Ön Bilgilendirme Formu'nu ve Mesafeli Satış Sözleşmesi'ni okudum, kabul ediyorum."
      - paragraph:
        - link "Sözleşmelerin tam metni"
      - button "Ödemeye Geç"
      - region "Sözleşmeler":
        - heading "Sözleşmeler" [level=2]
        - region "Ön Bilgilendirme Formu":
          - heading "Ön Bilgilendirme Formu" [level=3]
        - region "Mesafeli Satış Sözleşmesi":
          - heading "Mesafeli Satış Sözleşmesi" [level=3]
      - region "Satın aldığınız teklif":
        - heading "Satın aldığınız teklif" [level=2]
  `)
})
