import type { SubmissionResult } from '@conform-to/react'
import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { ServerCheckedForm, useServerCheckedForm } from '~/components/forms/server-checked-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { Dialog } from '~/components/ui/dialog.tsx'
import { TextField } from '~/components/ui/field.tsx'
import type { SmsCodeFields } from '~/validation/fields.ts'
import type { PendingVerification } from '~/verification/pending.ts'

const currentSecond = () => Math.floor(Date.now() / 1000)
function subscribeToSeconds(onChange: () => void) {
  const timer = setInterval(onChange, 1000)
  return () => clearInterval(timer)
}

/**
 * Without JavaScript: the time when a new code may be asked for, and an always-enabled button
 * (the server refuses an early resend). With JavaScript: a ticking countdown that enables the
 * button at zero (spec §4, 60 seconds). The button submits the form `formId`, with `intent` when
 * that form serves other buttons too.
 */
export function ResendCountdown({
  availableAt,
  availableAtClock,
  formId,
  intent,
  pending,
}: {
  availableAt: string
  availableAtClock: string
  formId: string
  intent?: string
  pending: boolean
}) {
  // null on the server and during hydration, so the no-JS text is what hydrates; then it ticks.
  const nowSeconds = useSyncExternalStore(subscribeToSeconds, currentSecond, () => null)
  const remaining =
    nowSeconds === null ? null : Math.max(0, Math.ceil(Date.parse(availableAt) / 1000 - nowSeconds))
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="submit"
        form={formId}
        {...(intent ? { name: 'intent', value: intent, formNoValidate: true } : {})}
        disabled={pending || (remaining !== null && remaining > 0)}
        className="min-h-11 rounded font-semibold text-brand-700 underline disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
      >
        Yeniden Gönder
      </button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {remaining === null
          ? `Yeni kod ${availableAtClock} sonra istenebilir.`
          : remaining > 0
            ? `Yeni kodu ${remaining} saniye sonra isteyebilirsiniz.`
            : 'Yeni kod isteyebilirsiniz.'}
      </p>
    </div>
  )
}

/** Spec §5: the SMS code, six digits at most, as the phone offers it from the message. */
export function SmsCodeField({
  meta,
  autoFocus,
}: {
  meta: ComponentProps<typeof TextField>['meta']
  autoFocus?: boolean
}) {
  return (
    <TextField
      meta={meta}
      mask="digits"
      label="SMS kodu"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
    />
  )
}

/**
 * Spec §2 'Telefon Doğrulama': rendered by the server while a verification is pending, for a quote
 * entry and for a member's phone alike; `hiddenFields` say which one to the action.
 */
export function VerificationDialog({
  verification,
  action,
  hiddenFields,
  closeHref,
  lastResult,
  error,
  notice,
  returnFocusTo,
}: {
  verification: PendingVerification
  action: string
  hiddenFields: ReactNode
  closeHref: string
  lastResult?: SubmissionResult<string[]>
  error?: string
  notice?: string
  returnFocusTo?: string
}) {
  const [form, fields] = useServerCheckedForm<SmsCodeFields>({ id: 'sms-dogrulama', lastResult })
  const confirming = usePendingSubmission({ action, intent: 'onayla' })
  const resending = usePendingSubmission({ action, intent: 'yeniden-gonder' })
  const resendFormId = 'sms-yeniden-gonder'
  return (
    <Dialog title="Telefon Doğrulama" closeHref={closeHref} returnFocusTo={returnFocusTo}>
      {verification.codeSent ? (
        <>
          <p>Lütfen telefonunuza gelen SMS kodunu giriniz</p>
          <p className="mt-1 text-sm text-slate-600">
            Kod {verification.maskedPhone} numarasına gönderildi.
          </p>
        </>
      ) : (
        <>
          <p>Devam etmek için telefonunuzu yeniden doğrulamanız gerekiyor.</p>
          <p className="mt-1 text-sm text-slate-600">
            Yeni kod henüz gönderilmedi. Aşağıdaki süre dolduğunda «Yeniden Gönder» ile{' '}
            {verification.maskedPhone} numarasına kod isteyebilirsiniz.
          </p>
        </>
      )}
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : notice ? (
        <p role="status" className="mt-3 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
          {notice}
        </p>
      ) : null}
      {/* No code to type until one is sent: only the countdown and 'Yeniden Gönder'. */}
      {verification.codeSent ? (
        <ServerCheckedForm
          form={form}
          focusOrder={['SmsActivationCode']}
          method="post"
          action={action}
          className="mt-4"
        >
          <input type="hidden" name="intent" value="onayla" />
          {hiddenFields}
          <SmsCodeField meta={fields.SmsActivationCode} autoFocus />
        </ServerCheckedForm>
      ) : null}
      <Form method="post" action={action} id={resendFormId}>
        <input type="hidden" name="intent" value="yeniden-gonder" />
        {hiddenFields}
      </Form>
      <ResendCountdown
        availableAt={verification.resendAvailableAt}
        availableAtClock={verification.resendAvailableAtClock}
        formId={resendFormId}
        pending={resending}
      />
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={closeHref}
          preventScrollReset
          className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          İptal Et
        </Link>
        {verification.codeSent ? (
          <Button type="submit" form={form.id} pending={confirming}>
            Onayla
          </Button>
        ) : null}
      </div>
    </Dialog>
  )
}
