import type { ComponentProps } from 'react'
import { CheckboxField } from '~/components/ui/field.tsx'

type Meta = ComponentProps<typeof CheckboxField>['meta']

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
      {children}
      <span className="text-slate-600"> (yeni sekmede açılır)</span>
    </a>
  )
}

/**
 * The agreements a phone verification goes out with (spec §3 verification request), and a
 * member's registration too: privacy and terms, the personal data notice, and the optional
 * electronic messages. The texts open in a new tab so what was typed stays.
 */
export function VerificationConsents({
  fields,
}: {
  fields: { PrivacyPolicy: Meta; OpenDataAgreement: Meta; AdvertisementAgreement: Meta }
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">Onaylar</legend>
      <CheckboxField meta={fields.PrivacyPolicy}>
        <NewTabLink href="/gizlilik-ve-kullanim-kosullari-ve-kullanici-sozlesmesi">
          Gizlilik politikası ve kullanım koşullarını
        </NewTabLink>{' '}
        okudum, kabul ediyorum.
      </CheckboxField>
      <CheckboxField meta={fields.OpenDataAgreement}>
        <NewTabLink href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">
          Kişisel verilerin işlenmesine ilişkin aydınlatma metnini
        </NewTabLink>{' '}
        okudum, onaylıyorum.
      </CheckboxField>
      <CheckboxField meta={fields.AdvertisementAgreement}>
        Kampanya ve fırsatlardan haberdar olmak için e-bülten, SMS ve diğer ticari elektronik
        iletileri almak istiyorum (isteğe bağlı;{' '}
        <NewTabLink href="/kisisel-verilerin-islenmesine-iliskin-aydinlatma-metni">
          ayrıntılar
        </NewTabLink>
        ).
      </CheckboxField>
    </fieldset>
  )
}
