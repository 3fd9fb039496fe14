import { Form, Link } from 'react-router'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { coverPeriodText } from '~/policies/cover-period.ts'
import { productLines } from '~/quote/product-lines.ts'
import type { Withdrawal } from '~/upstream/withdrawal.server.ts'
import { dottedDate, formatAmount } from '~/utils/format.ts'
import {
  CancelThroughAgency,
  linkClass,
  noWithdrawal,
  WITHDRAWAL_BUTTON,
} from './cancel-through-agency.tsx'

/**
 * The one confirmation step of a withdrawal: what was paid, what comes back and why, then the
 * button that cancels the policy. Once withdrawn, what it gave; when it cannot be withdrawn
 * (after the 14 days, or a policy the regulation excepts), why and where to ask.
 */
const lira = (amount: number) => `${formatAmount(amount)} TL`

/** The field a compulsory line's withdrawal posts its buyer's declaration in (decision 063). */
export const REPLACEMENT_FIELD = 'ReplacementDeclared'

/** What the buyer of a compulsory line declares to withdraw it, by the line. */
const replacementDeclarations: Record<string, string> = {
  trafik:
    'Bu araç için aynı dönemi kapsayan başka bir zorunlu trafik sigortası poliçesi yaptırdım ya da yaptıracağım; araç poliçesiz kaldığı sürece trafiğe çıkamayacağını biliyorum.',
  dask: 'Bu bina için aynı dönemi kapsayan başka bir zorunlu deprem sigortası (DASK) poliçesi yaptırdım ya da yaptıracağım; tapu, elektrik ve su aboneliği işlemlerinde geçerli bir DASK poliçesinin arandığını biliyorum.',
}

function ReplacementDeclaration({ productKey }: { productKey: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id="cayma-yerine-police"
        type="checkbox"
        name={REPLACEMENT_FIELD}
        value="on"
        required
        className="mt-1 size-5 shrink-0 accent-brand-600"
      />
      <label htmlFor="cayma-yerine-police" className="text-sm text-slate-800">
        {replacementDeclarations[productKey] ??
          'Bu poliçenin yerine aynı dönemi kapsayan başka bir poliçe yaptırdım ya da yaptıracağım.'}
      </label>
    </div>
  )
}

export function WithdrawalPanel({
  withdrawal,
  member,
  cancelHref,
  heading: Heading,
  error,
}: {
  withdrawal: Withdrawal
  member: boolean
  cancelHref: string
  /** h2 inside Hesabım, h1 on the e-mail link's own page. */
  heading: 'h1' | 'h2'
  /** Why the last confirmation was refused, from the provider. */
  error: string | null
}) {
  const pending = usePendingSubmission()
  const lineName =
    productLines.find((l) => l.key === withdrawal.ProductKey)?.name ?? withdrawal.ProductKey
  return (
    <section aria-labelledby="cayma-baslik" className="space-y-4">
      {error ? (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      ) : null}
      <Heading id="cayma-baslik" className="text-xl font-semibold">
        {withdrawal.WithdrawnOn ? 'Poliçeniz cayıldı' : WITHDRAWAL_BUTTON}
      </Heading>
      <dl className="grid gap-x-3 text-sm text-slate-700 sm:grid-cols-[12rem_1fr]">
        <dt>Poliçe</dt>
        <dd>
          {withdrawal.InsurerName} {lineName}
        </dd>
        <dt>Poliçe numarası</dt>
        <dd>{withdrawal.PolicyNumber}</dd>
        <dt>Sigorta süresi</dt>
        <dd>{coverPeriodText(withdrawal.StartsOn, withdrawal.EndsOn)}</dd>
        <dt>Ödediğiniz tutar</dt>
        <dd>{lira(withdrawal.PaidAmount)}</dd>
        <dt>{withdrawal.WithdrawnOn ? 'İade tutarı' : 'İade edilecek tutar'}</dt>
        <dd data-testid="cayma-iade">{lira(withdrawal.RefundAmount)}</dd>
      </dl>
      {withdrawal.WithdrawnOn ? (
        <p role="status" data-testid="cayma-sonucu">
          Poliçeniz {dottedDate(withdrawal.WithdrawnOn)} tarihinde cayma hakkınızla iptal edildi
          (cayıldı). {lira(withdrawal.RefundAmount)} ödemede kullandığınız karta en geç 14 gün
          içinde iade edilir; onayı SMS ve e-posta ile gönderdik.
        </p>
      ) : withdrawal.Withdrawable ? (
        <>
          <p>
            {withdrawal.RefundRule === 'full'
              ? 'Sigortanız henüz başlamadığı için ödediğiniz primin tamamı iade edilir.'
              : 'Sigortanız başladığı için yalnızca kullanılmayan günlerin primi iade edilir; bugün dahil sigortalı geçen günlerin primi düşülür.'}{' '}
            İade, ödemede kullandığınız karta en geç 14 gün içinde yapılır. Onayladığınızda
            poliçeniz hemen iptal edilir; bu işlem geri alınamaz. Cayma hakkınızı{' '}
            {dottedDate(withdrawal.LastDay)} tarihine kadar kullanabilirsiniz.
            {withdrawal.ReplacementRequired
              ? ' Zorunlu bir sigorta olduğundan cayabilmeniz, yerine başka bir poliçe yapılmasına bağlıdır.'
              : null}
          </p>
          <Form method="post" className="space-y-4">
            {withdrawal.ReplacementRequired ? (
              <ReplacementDeclaration productKey={withdrawal.ProductKey} />
            ) : null}
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" variant="danger" pending={pending}>
                Onaylıyorum, poliçemi iptal et
              </Button>
              <Link to={cancelHref} className={linkClass}>
                Vazgeç
              </Link>
            </div>
          </Form>
        </>
      ) : (
        <CancelThroughAgency
          why={noWithdrawal(withdrawal.Exception, withdrawal.LastDay)}
          member={member}
        />
      )}
    </section>
  )
}
