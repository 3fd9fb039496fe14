import { FooterMenu, type FooterItem } from './footer-menu.tsx'
import { telHref, type RootData } from '../components/root-data.ts'
import { useShellPart } from './shell-part.tsx'

const corporate: FooterItem[] = [
  { key: 'hakkimizda', name: 'Hakkımızda', url: '/hakkimizda' },
  { key: 'hizmetlerimiz', name: 'Hizmetlerimiz', url: '/hizmetlerimiz' },
  { key: 'hasar-aninda', name: 'Hasar Anında', url: '/hasar-aninda' },
  { key: 'sss', name: 'Sıkça Sorulan Sorular', url: '/sss' },
  { key: 'blog', name: 'Blog', url: '/blog' },
  { key: 'iletisim', name: 'İletişim', url: '/iletisim' },
  { key: 'erisilebilirlik', name: 'Erişilebilirlik Beyanı', url: '/erisilebilirlik' },
]
const legal: FooterItem[] = [
  {
    key: 'gizlilik',
    name: 'Gizlilik ve Kullanım Koşulları',
    url: '/gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi',
  },
  {
    key: 'kvkk',
    name: 'KVKK Aydınlatma Metni',
    url: '/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni',
  },
  { key: 'mesafeli', name: 'Mesafeli Satış Sözleşmesi', url: '/mesafeli-satis-sozlesmesi' },
  { key: 'cerez', name: 'Çerez Politikası', url: '/cerez-politikasi' },
]

const trustLogos = [
  { src: '/images/guven/etbis.svg', alt: "ETBİS'e kayıtlıdır" },
  { src: '/images/guven/ssl.svg', alt: '256 bit SSL ile güvenli bağlantı' },
  { src: '/images/guven/3d-secure.svg', alt: '3D Secure ile güvenli ödeme' },
]
const cardLogos = [
  { src: '/images/guven/visa.svg', alt: 'Visa' },
  { src: '/images/guven/mastercard.svg', alt: 'Mastercard' },
  { src: '/images/guven/troy.svg', alt: 'Troy' },
  { src: '/images/guven/amex.svg', alt: 'American Express' },
]

/** A row of logos below the menus; lazy, since the footer is the last thing a visitor sees. */
function LogoList({
  label,
  logos,
  width,
  className,
}: {
  label: string
  logos: { src: string; alt: string }[]
  width: number
  className: string
}) {
  return (
    <ul className={`flex flex-wrap items-center ${className}`} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <img
            src={logo.src}
            alt={logo.alt}
            width={width}
            height={40}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  )
}

/** The footer's menus, logos and notices. */
export function FooterInside({ agency, serviceMenu }: Pick<RootData, 'agency' | 'serviceMenu'>) {
  const serviceItems: FooterItem[] = serviceMenu.map((s) => ({
    key: s.key,
    name: s.name,
    url: `/hizmetlerimiz/${s.key}`,
  }))
  const contact: FooterItem[] = [
    { key: 'adres', name: agency.address, icon: 'konum' },
    { key: 'telefon', name: agency.phone, url: telHref(agency.phone), icon: 'telefon' },
    { key: 'eposta', name: agency.email, url: `mailto:${agency.email}`, icon: 'eposta' },
    { key: 'saat', name: 'Hafta içi 09.00–18.00, Cumartesi 09.00–13.00', icon: 'saat' },
  ]
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterMenu title="Kurumsal" items={corporate} />
        <FooterMenu title="Hizmetlerimiz" items={serviceItems} />
        <FooterMenu title="Sözleşmeler" items={legal} />
        <FooterMenu title="İletişim" items={contact} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 lg:flex-row lg:items-center lg:justify-between">
          <LogoList label="Güvenlik belgeleri" logos={trustLogos} width={96} className="gap-3" />
          <LogoList label="Kabul edilen kartlar" logos={cardLogos} width={64} className="gap-2" />
        </div>
      </div>
      <div className="border-t border-white/15 text-sm">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 sm:flex-row sm:justify-between">
          <p>© 2023 {agency.legalName.replace(/\.$/, '')}. Tüm hakları saklıdır.</p>
          <p>
            Sigorta yazılımı:{' '}
            <span className="font-semibold text-white">Teklifsoft Sigorta Yazılımları</span>
          </p>
        </div>
      </div>
    </>
  )
}

/**
 * Server-rendered and indexable, from the server's copy (decision 050); the browser skips
 * rendering it until it is near the viewport.
 */
export function Footer(props: Pick<RootData, 'agency' | 'serviceMenu'>) {
  return (
    <footer
      className="footer-lazy bg-brand-900 text-slate-200"
      {...useShellPart('alt-bilgi', <FooterInside {...props} />)}
    />
  )
}
