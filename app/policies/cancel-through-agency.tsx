import { Link } from 'react-router'
import type { WithdrawalException } from '~/upstream/withdrawal.server.ts'
import { dottedDate } from '~/utils/format.ts'

export const WITHDRAWAL_BUTTON = 'Cayma hakkımı kullanmak istiyorum'

export const linkClass = 'font-semibold text-brand-700 underline'

/** Why a policy cannot be withdrawn online: its 14 days are over, or the regulation excepts it. */
export type NoWithdrawal = { exception: WithdrawalException } | { lastDay: string }

/** The provider's answer as the reason: an exception outweighs the days. */
export const noWithdrawal = (
  exception: WithdrawalException | null | undefined,
  lastDay: string,
): NoWithdrawal => (exception ? { exception } : { lastDay })

/**
 * A policy that cannot be withdrawn is cancelled through the agency, as any other cancellation:
 * why, in one sentence (docs/decisions/063), and where to ask, for a member (their support
 * requests) or a visitor (the contact page).
 */
export function CancelThroughAgency({ why, member }: { why: NoWithdrawal; member: boolean }) {
  const shortTerm = 'exception' in why
  return (
    <p className="text-sm text-slate-700" data-testid="cayma-yok">
      {shortTerm
        ? 'Süresi bir aydan kısa seyahat sigortalarında Finansal Hizmetlere İlişkin Mesafeli Sözleşmeler Yönetmeliği gereği cayma hakkı yoktur.'
        : `14 günlük cayma süresi ${dottedDate(why.lastDay)} tarihinde doldu.`}{' '}
      Poliçenizi {shortTerm ? 'seyahatiniz başlamadan ' : ''}iptal ettirmek için{' '}
      <Link to={member ? '/hesabim/destek' : '/destek-talebi'} className={linkClass}>
        Poliçe İşlemleri türünde bir destek talebi açın
      </Link>{' '}
      ya da{' '}
      <Link to="/iletisim" className={linkClass}>
        acentemizle iletişime geçin
      </Link>
      ;{' '}
      {shortTerm
        ? 'iptal ve iade sigorta şirketinin koşullarıyla yapılır.'
        : 'iade, kalan süreye göre sigorta şirketinin iptal kurallarıyla hesaplanır.'}
    </p>
  )
}
