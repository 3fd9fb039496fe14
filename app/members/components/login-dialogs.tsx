import { useEffect, type RefObject } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { Button } from '~/components/ui/button.tsx'
import { useDialogForm } from '~/members/use-dialog-validators.ts'
import { ResendCountdown, VerificationDialog } from '~/verification/verification-dialog.tsx'
import { Dialog } from '~/components/ui/dialog.tsx'
import { Popover } from '~/components/ui/popover.tsx'
import { PasswordField, TextField } from '~/components/ui/field.tsx'
import { loginControlId, type LoginDialogView } from '~/members/login-flow.ts'
import { MemberPhoneField } from './member-fields.tsx'

const LOCKED_REDIRECT_MS = 3000

/** Where the dialog came from and goes back to; not secrets, so plain hidden fields. */
function FlowFields({ view }: { view: LoginDialogView }) {
  return (
    <>
      <input type="hidden" name="returnTo" value={view.returnTo} />
      <input type="hidden" name="redirectTo" value={view.redirectTo ?? '/'} />
    </>
  )
}

function Alert({ title, items }: { title?: string; items: string[] }) {
  if (items.length === 0) return null
  return (
    <div
      role="alert"
      className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <ul className="text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Spec §2: the user button's login popover (phone, password, "Şifremi Unuttum", "Üye Ol"). The
 * header renders it inside the button's wrapper so it hangs under the button.
 */
export function LoginPopover({
  view,
  returnFocusTo,
}: {
  view: LoginDialogView
  returnFocusTo?: RefObject<HTMLElement | null>
}) {
  const submitting = usePendingSubmission({ action: '/giris' })
  const [form, fields] = useDialogForm('login', {
    lastResult: view.reply,
    defaultValue: { Username: view.maskedPhone ?? '' },
  })
  return (
    <Popover title="Giriş Yap" closeHref={view.returnTo} returnFocusTo={returnFocusTo}>
      <ConformForm form={form} method="post" action="/giris" className="space-y-3">
        <FlowFields view={view} />
        <MemberPhoneField meta={fields.Username} autoFocus={!view.maskedPhone} />
        <PasswordField
          meta={fields.Password}
          label="Şifre"
          autoComplete="current-password"
          autoFocus={Boolean(view.maskedPhone)}
        />
        <Button
          type="submit"
          name="intent"
          value="giris-yap"
          pending={submitting}
          className="w-full"
        >
          Giriş Yap
        </Button>
        <p className="flex justify-between text-sm">
          <Link to="/sifremiUnuttum" className="text-brand-700 underline">
            Şifremi Unuttum
          </Link>
          <Link to="/uyeOl" className="text-brand-700 underline">
            Üye Ol
          </Link>
        </p>
      </ConformForm>
    </Popover>
  )
}

/** Spec §4 2004: the SMS one-time-code dialog; the code goes back to the login as MfaCode. */
function MfaDialog({ view }: { view: LoginDialogView }) {
  const submitting = usePendingSubmission({ action: '/giris' })
  const resending = usePendingSubmission({ action: '/giris', intent: 'iki-adim-yeniden-gonder' })
  const [form, fields] = useDialogForm('mfa', { lastResult: view.reply })
  // Resend and cancel post their own form, so Onayla is the code form's only submit button and
  // Enter in the code field confirms, with or without JavaScript.
  const otherActions = `${form.id}-diger`
  return (
    <Dialog title="Telefon Doğrulama" closeHref={view.returnTo} returnFocusTo={loginControlId}>
      <Form method="post" action="/giris" id={otherActions}>
        <FlowFields view={view} />
      </Form>
      <ConformForm form={form} method="post" action="/giris" className="space-y-3">
        <FlowFields view={view} />
        <Alert items={view.message ? [view.message] : []} />
        <p>Lütfen telefonunuza gelen SMS kodunu giriniz</p>
        {view.maskedPhone ? (
          <p className="text-sm text-slate-600">Kod {view.maskedPhone} numarasına gönderildi.</p>
        ) : null}
        <TextField
          meta={fields.MfaCode}
          mask="digits"
          label="SMS Kodu"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
        <div className="flex flex-wrap justify-between gap-3">
          {view.verification ? (
            <ResendCountdown
              availableAt={view.verification.resendAvailableAt}
              availableAtClock={view.verification.resendAvailableAtClock}
              formId={otherActions}
              intent="iki-adim-yeniden-gonder"
              pending={resending}
            />
          ) : null}
          <div className="flex gap-3">
            <Button
              type="submit"
              form={otherActions}
              name="intent"
              value="iptal-et"
              variant="secondary"
            >
              İptal Et
            </Button>
            <Button type="submit" name="intent" value="iki-adim-onayla" pending={submitting}>
              Onayla
            </Button>
          </div>
        </div>
      </ConformForm>
    </Dialog>
  )
}

/** Spec §4 2008: the forced password change (600 px, newpass and newpassrepeat). */
function ExpiredPasswordDialog({ view }: { view: LoginDialogView }) {
  const submitting = usePendingSubmission({ action: '/giris' })
  const [form, fields] = useDialogForm('expiredPassword', { lastResult: view.reply })
  return (
    <Dialog
      title="Şifre Değişikliği"
      closeHref={view.returnTo}
      width={600}
      returnFocusTo={loginControlId}
    >
      <ConformForm form={form} method="post" action="/giris" className="space-y-3">
        <FlowFields view={view} />
        <Alert title="Hata" items={view.errors ?? []} />
        <p>{view.message ?? 'Şifrenizin süresi doldu. Lütfen yeni bir şifre belirleyin.'}</p>
        <PasswordField
          meta={fields.newpass}
          label="Yeni Şifre"
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          meta={fields.newpassrepeat}
          label="Yeni Şifre (Tekrar)"
          autoComplete="new-password"
        />
        <div className="flex justify-end gap-3">
          <Button type="submit" name="intent" value="iptal-et" variant="secondary" formNoValidate>
            İptal Et
          </Button>
          <Button type="submit" name="intent" value="sifre-degistir" pending={submitting}>
            Şifremi Değiştir
          </Button>
        </div>
      </ConformForm>
    </Dialog>
  )
}

function LockedRedirect() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/sifremiUnuttum'), LOCKED_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [navigate])
  return null
}

/** The dialogs that follow the login popover, by the flow's step (spec §4). */
export function LoginDialogs({ view }: { view: LoginDialogView }) {
  switch (view.step) {
    case 'mfa':
      return <MfaDialog view={view} />
    case 'expired':
      return <ExpiredPasswordDialog view={view} />
    case 'locked':
      return <LockedRedirect />
    case 'verify':
      // Spec §4 2001: the identity work's dialog, posting its code back to the login.
      return view.verification ? (
        <VerificationDialog
          verification={view.verification}
          action="/giris"
          hiddenFields={<FlowFields view={view} />}
          closeHref={view.returnTo}
          returnFocusTo={loginControlId}
          lastResult={view.reply}
          error={view.message}
          notice={view.notice}
        />
      ) : null
    case 'otp-confirm':
      return (
        <Dialog title="Şifre Değişikliği" closeHref={view.redirectTo ?? '/'}>
          <p>
            Tek kullanımlık şifre ile giriş yaptınız. Şifrenizi değiştirmek için şifre değiştirme
            sayfasına gitmek ister misiniz?
          </p>
          <div className="mt-4 flex justify-end gap-3">
            <Link
              to={view.redirectTo ?? '/'}
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700"
            >
              Hayır
            </Link>
            <Link
              to="/hesabim?page=sifre-degisikligi"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white"
            >
              Evet
            </Link>
          </div>
        </Dialog>
      )
    case 'form':
      // The popover under the user button (LoginPopover), rendered by the header.
      return null
  }
}
