import { Link } from 'react-router'
import { dottedDate } from '~/utils/format.ts'

export const WITHDRAWAL_BUTTON = 'Cayma hakkımı kullanmak istiyorum'

export const linkClass = 'font-semibold text-brand-700 underline'

/**
 * After the 14 days, a policy is cancelled through the agency, as any other cancellation: where to
 * ask, for a member (their support requests) or a visitor (the contact page).
 */
export function CancelThroughAgency({ lastDay, member }: { lastDay: string; member: boolean }) {
  return (
    <p className="text-sm text-slate-700" data-testid="cayma-suresi-doldu">
      14 günlük cayma süresi {dottedDate(lastDay)} tarihinde doldu. Poliçenizi iptal ettirmek için{' '}
      <Link to={member ? '/hesabim/destek' : '/destek-talebi'} className={linkClass}>
        Poliçe İşlemleri türünde bir destek talebi açın
      </Link>{' '}
      ya da{' '}
      <Link to="/iletisim" className={linkClass}>
        acentemizle iletişime geçin
      </Link>
      ; iade, kalan süreye göre sigorta şirketinin iptal kurallarıyla hesaplanır.
    </p>
  )
}
