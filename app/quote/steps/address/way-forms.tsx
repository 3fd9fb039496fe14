import { ConformForm } from '~/components/forms/conform-form.tsx'
import { usePendingSubmission } from '~/components/forms/use-pending.ts'
import { useValidatedForm } from '~/components/forms/use-validated-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { TextField, type TextFieldProps } from '~/components/ui/field.tsx'
import { FormMessage } from '~/components/ui/form-message.tsx'
import { UavtAddressFields } from '~/address/uavt-address-fields.tsx'
import type { UavtChain } from '~/address/uavt-chain.ts'
import type { registeredAddressSchema, uavtCodeSchema } from './schemas.ts'
import type { AddressForm, AddressReply } from './types.ts'

export interface WayFormProps {
  draftId: string
  action: string
  actionData?: AddressReply
}

/** The reply to this form, if the last post was this form's. */
const replyTo = (form: AddressForm, actionData?: AddressReply) =>
  actionData?.form === form ? actionData : undefined

/** The whole chain, il to daire; the flat's code finds the home. */
export function ChainForm({
  draftId,
  action,
  actionData,
  chain,
  defaults,
}: WayFormProps & { chain: UavtChain; defaults: Record<string, string> }) {
  const own = replyTo('chain', actionData)
  const [form, fields] = useValidatedForm(
    () => import('./schemas.ts').then((m) => m.uavtChainSchema),
    {
      id: `adres-listesi-${draftId}`,
      lastResult: own?.reply,
      defaultValue: defaults,
    },
  )
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

/**
 * A way that asks one text field: the flat's code, or the birth date for the registered home.
 * Both forms post their intent and show their own reply.
 */
function OneFieldForm({
  draftId,
  action,
  actionData,
  way,
  schema,
  name,
  intent,
  button,
  ...field
}: WayFormProps & {
  way: AddressForm
  schema: 'uavtCodeSchema' | 'registeredAddressSchema'
  name: 'UAVTNumber' | 'Birthdate'
  intent: string
  button: string
} & Pick<TextFieldProps, 'label' | 'hint' | 'maxLength' | 'autoComplete' | 'mask'>) {
  const own = replyTo(way, actionData)
  const [form, fields] = useValidatedForm<
    typeof uavtCodeSchema | typeof registeredAddressSchema,
    Record<typeof name, string>
  >(() => import('./schemas.ts').then((m) => m[schema]), {
    id: `${intent}-${draftId}`,
    lastResult: own?.reply,
  })
  const pending = usePendingSubmission({ intent })
  return (
    <ConformForm form={form} method="post" action={action} className="mt-4 grid gap-4">
      <FormMessage message={own?.message} />
      <TextField meta={fields[name]} {...field} />
      <Button type="submit" name="intent" value={intent} pending={pending} className="sm:w-auto">
        {button}
      </Button>
    </ConformForm>
  )
}

/** The 10-digit UAVT address code, as on an earlier DASK policy or e-Devlet's address record. */
export const CodeForm = (props: WayFormProps) => (
  <OneFieldForm
    {...props}
    way="code"
    schema="uavtCodeSchema"
    name="UAVTNumber"
    intent="kod"
    button="Adresi Bul"
    label="UAVT adres kodu"
    hint="10 haneli sayı; DASK poliçenizde ya da e-Devlet'teki adres bilgilerinizde yazar."
    maxLength={13}
    autoComplete="off"
    mask="digits"
  />
)

/** The person's registered (MERNİS) home, found by the T.C. kimlik number and birth date. */
export const RegisteredForm = (props: WayFormProps) => (
  <OneFieldForm
    {...props}
    way="registered"
    schema="registeredAddressSchema"
    name="Birthdate"
    intent="kayitli"
    button="Kayıtlı Adresimi Getir"
    label="Doğum tarihi"
    hint="GG.AA.YYYY"
    autoComplete="bday"
    mask="date"
  />
)
