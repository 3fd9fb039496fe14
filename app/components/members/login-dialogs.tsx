import { getFormProps, useForm } from '@conform-to/react'
import { useEffect } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { useDialogValidators } from '~/components/use-dialog-validators.ts'
import { VerificationDialog } from '~/components/verification-dialog.tsx'
import { Dialog } from '~/components/ui/dialog.tsx'
import { TextField } from '~/components/ui/field.tsx'
import type { LoginDialogView } from '~/members/login-flow.ts'
import { phoneInputProps } from './phone-input.ts'
import { useHydrated } from './use-hydrated.ts'

const LOCKED_REDIRECT_MS = 3000

/** Where the dialog came from and goes back to; not secrets, so plain hidden fields. */
function FlowFields({ view }: { view: LoginDialogView }) {
  const hydrated = useHydrated()
  return (
    <>
      <input type="hidden" name="returnTo" value={view.returnTo} />
      <input type="hidden" name="redirectTo" value={view.redirectTo ?? '/'} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
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

function useSubmitting() {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formAction === '/giris'
}

function LoginForm({ view }: { view: LoginDialogView }) {
  const submitting = useSubmitting()
  const { validators, shouldValidate, shouldRevalidate } = useDialogValidators()
  const [form, fields] = useForm({
    lastResult: view.reply,
    defaultValue: { Username: view.maskedPhone ?? '' },
    onValidate: validators?.login,
    shouldValidate,
    shouldRevalidate,
  })
  const invalid = view.reply?.error ?? {}
  return (
    <Dialog title="Giriş Yap" closeHref={view.returnTo}>
      <Form method="post" action="/giris" {...getFormProps(form)} className="space-y-3">
        <FlowFields view={view} />
        <TextField
          meta={fields.Username}
          label="Cep Telefonu"
          hint="(5XX)XXX-XXXX"
          {...phoneInputProps}
          autoFocus={Boolean(invalid.Username) || !view.maskedPhone}
        />
        <TextField
          meta={fields.Password}
          label="Şifre"
          type="password"
          autoComplete="current-password"
          maxLength={75}
          autoFocus={!invalid.Username && (Boolean(invalid.Password) || Boolean(view.maskedPhone))}
        />
        <Button type="submit" name="intent" value="login" pending={submitting} className="w-full">
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
      </Form>
    </Dialog>
  )
}

/** Spec §4 2004: the SMS one-time-code dialog; the code goes back to the login as MfaCode. */
function MfaDialog({ view }: { view: LoginDialogView }) {
  const submitting = useSubmitting()
  const { validators, shouldValidate, shouldRevalidate } = useDialogValidators()
  const [form, fields] = useForm({
    lastResult: view.reply,
    onValidate: validators?.mfa,
    shouldValidate,
    shouldRevalidate,
  })
  return (
    <Dialog title="Telefon Doğrulama" closeHref={view.returnTo}>
      <Form method="post" action="/giris" {...getFormProps(form)} className="space-y-3">
        <FlowFields view={view} />
        <Alert items={view.message ? [view.message] : []} />
        <p>Lütfen telefonunuza gelen SMS kodunu giriniz</p>
        {view.maskedPhone ? (
          <p className="text-sm text-slate-600">Kod {view.maskedPhone} numarasına gönderildi.</p>
        ) : null}
        <TextField
          meta={fields.MfaCode}
          label="SMS Kodu"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
        />
        <div className="flex flex-wrap justify-between gap-3">
          <Button type="submit" name="intent" value="mfa-resend" variant="secondary" formNoValidate>
            Yeniden Gönder
          </Button>
          <div className="flex gap-3">
            <Button type="submit" name="intent" value="cancel" variant="secondary" formNoValidate>
              İptal Et
            </Button>
            <Button type="submit" name="intent" value="mfa" pending={submitting}>
              Onayla
            </Button>
          </div>
        </div>
      </Form>
    </Dialog>
  )
}

/** Spec §4 2008: the forced password change (600 px, newpass and newpassrepeat). */
function ExpiredPasswordDialog({ view }: { view: LoginDialogView }) {
  const submitting = useSubmitting()
  const { validators, shouldValidate, shouldRevalidate } = useDialogValidators()
  const [form, fields] = useForm({
    lastResult: view.reply,
    onValidate: validators?.expiredPassword,
    shouldValidate,
    shouldRevalidate,
  })
  return (
    <Dialog title="Şifre Değişikliği" closeHref={view.returnTo} width={600}>
      <Form method="post" action="/giris" {...getFormProps(form)} className="space-y-3">
        <FlowFields view={view} />
        <Alert title="Hata" items={view.errors ?? []} />
        <p>{view.message ?? 'Şifrenizin süresi doldu. Lütfen yeni bir şifre belirleyin.'}</p>
        <TextField
          meta={fields.newpass}
          label="Yeni Şifre"
          type="password"
          autoComplete="new-password"
          maxLength={75}
          autoFocus
        />
        <TextField
          meta={fields.newpassrepeat}
          label="Yeni Şifre (Tekrar)"
          type="password"
          autoComplete="new-password"
          maxLength={75}
        />
        <div className="flex justify-end gap-3">
          <Button type="submit" name="intent" value="cancel" variant="secondary" formNoValidate>
            İptal Et
          </Button>
          <Button type="submit" name="intent" value="expired" pending={submitting}>
            Şifremi Değiştir
          </Button>
        </div>
      </Form>
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

/** The login popover and the dialogs that follow it, by the flow's step (spec §2 and §4). */
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
    default:
      return <LoginForm view={view} />
  }
}
