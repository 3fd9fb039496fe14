import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { TextField } from '~/components/ui/field.tsx'
import { UavtAddressFields } from '~/address/uavt-address-fields.tsx'
import type { UavtChain } from '~/address/uavt-chain.ts'
import { registeredAddressSchema, uavtChainSchema, uavtCodeSchema } from './schemas.ts'
import type { AddressForm, AddressReply } from './types.ts'

export interface WayFormProps {
  quoteId: string
  action: string
  actionData?: AddressReply
}

/** The reply to this form, if the last post was this form's. */
const replyTo = (form: AddressForm, actionData?: AddressReply) =>
  actionData?.form === form ? actionData : undefined

/** The whole chain, il to daire; the flat's code finds the home. */
export function ChainForm({
  quoteId,
  action,
  actionData,
  chain,
  defaults,
}: WayFormProps & { chain: UavtChain; defaults: Record<string, string> }) {
  const own = replyTo('chain', actionData)
  const [form, fields] = useValidatedForm(uavtChainSchema, {
    id: `adres-listesi-${quoteId}`,
    lastResult: own?.reply,
    defaultValue: defaults,
  })
  const pending = usePendingSubmission({ intent: 'zincir' })
  return (
    <ConformForm form={form} method="post" action={action} className="mt-4 grid gap-4">
      <FormMessage message={own?.message} />
      <UavtAddressFields fields={fields} chain={chain} intent="listeyi-getir" />
      <Button type="submit" name="intent" value="zincir" pending={pending} className="sm:w-auto">
        Bu Adresle Devam Et
      </Button>
    </ConformForm>
  )
}

/** The 10-digit UAVT address code, as on an earlier DASK policy or e-Devlet's address record. */
export function CodeForm({ quoteId, action, actionData }: WayFormProps) {
  const own = replyTo('code', actionData)
  const [form, fields] = useValidatedForm(uavtCodeSchema, {
    id: `adres-kodu-${quoteId}`,
    lastResult: own?.reply,
  })
  const pending = usePendingSubmission({ intent: 'kod' })
  return (
    <ConformForm form={form} method="post" action={action} className="mt-4 grid gap-4">
      <FormMessage message={own?.message} />
      <TextField
        meta={fields.UAVTNumber}
        label="UAVT adres kodu"
        hint="10 haneli sayı; DASK poliçenizde ya da e-Devlet'teki adres bilgilerinizde yazar."
        inputMode="numeric"
        maxLength={13}
        autoComplete="off"
      />
      <Button type="submit" name="intent" value="kod" pending={pending} className="sm:w-auto">
        Adresi Bul
      </Button>
    </ConformForm>
  )
}

/** The person's registered (MERNİS) home, found by the T.C. kimlik number and birth date. */
export function RegisteredForm({ quoteId, action, actionData }: WayFormProps) {
  const own = replyTo('registered', actionData)
  const [form, fields] = useValidatedForm(registeredAddressSchema, {
    id: `kayitli-adres-${quoteId}`,
    lastResult: own?.reply,
  })
  const pending = usePendingSubmission({ intent: 'kayitli' })
  return (
    <ConformForm form={form} method="post" action={action} className="mt-4 grid gap-4">
      <FormMessage message={own?.message} />
      <TextField
        meta={fields.Birthdate}
        label="Doğum tarihi"
        hint="GG.AA.YYYY"
        inputMode="numeric"
        autoComplete="bday"
      />
      <Button type="submit" name="intent" value="kayitli" pending={pending} className="sm:w-auto">
        Kayıtlı Adresimi Getir
      </Button>
    </ConformForm>
  )
}
