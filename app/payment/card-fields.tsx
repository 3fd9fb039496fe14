import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useRef, useState, type FormEvent } from 'react'
import { useAutoFocus } from '~/components/forms/first-invalid.ts'
import { FieldError, SelectField, TextField } from '~/components/ui/field.tsx'
import {
  cardBrandNames,
  detectCardBrand,
  formatCardNumber,
  type CardBrand,
} from '~/validation/card.ts'

type Meta = FieldMetadata<string | undefined | null | boolean>

const cardLogo: Record<CardBrand, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
  diners: 'diners',
  jcb: 'jcb',
  unionpay: 'unionpay',
  troy: 'troy',
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  name: String(i + 1).padStart(2, '0'),
}))

export const cardFieldLabels = {
  CardHolderName: 'Kart üzerindeki ad soyad',
  CardNumber: 'Kart numarası',
  ExpiryMonth: 'Son kullanma ayı',
  ExpiryYear: 'Son kullanma yılı',
  Cvc: 'Güvenlik kodu (CVC)',
}

/**
 * The checkout's card: holder, number (grouped as it is typed, its brand shown), expiry and
 * security code. `onBin` hears the number's first eight digits whenever they change, since the
 * card's bank decides the installments.
 */
export function CardFields({
  fields,
  years,
  onBin,
}: {
  fields: Record<'CardHolderName' | 'CardNumber' | 'ExpiryMonth' | 'ExpiryYear' | 'Cvc', Meta>
  years: number[]
  onBin: (bin: string) => void
}) {
  const [brand, setBrand] = useState<CardBrand | null>(null)
  const lastBin = useRef('')
  const cardProps = getInputProps(fields.CardNumber, { type: 'text', ariaAttributes: true })
  const focus = useAutoFocus(fields.CardNumber.name)

  function onCardInput(event: FormEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const formatted = formatCardNumber(input.value)
    if (formatted !== input.value) input.value = formatted
    setBrand(detectCardBrand(formatted))
    const bin = formatted.replace(/\D/g, '').slice(0, 8)
    if (bin.length === 8 && bin !== lastBin.current) {
      lastBin.current = bin
      onBin(bin)
    }
  }

  return (
    <fieldset className="grid gap-4">
      <legend className="text-lg font-semibold">Kart bilgileri</legend>
      <TextField
        meta={fields.CardHolderName}
        mask="name"
        label={cardFieldLabels.CardHolderName}
        hint="Kart sahibi poliçede ödeyen olarak yazılır; sigortalıdan farklı olabilir."
        autoComplete="cc-name"
      />
      <div>
        <label htmlFor={fields.CardNumber.id} className="block text-sm font-medium text-slate-800">
          {cardFieldLabels.CardNumber}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <input
            {...cardProps}
            key={cardProps.key}
            // Never filled from the server: the number is not echoed back.
            defaultValue=""
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={19}
            placeholder="0000 0000 0000 0000"
            onInput={onCardInput}
            aria-describedby={`${fields.CardNumber.id}-tur ${fields.CardNumber.errorId}`}
            className="block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-700"
            autoFocus={focus}
          />
          {brand ? (
            <img src={`/images/guven/${cardLogo[brand]}.svg`} alt="" width={48} height={30} />
          ) : null}
        </div>
        <p
          id={`${fields.CardNumber.id}-tur`}
          aria-live="polite"
          className="mt-1 text-xs text-slate-600"
        >
          {brand
            ? `Kart türü: ${cardBrandNames[brand]}`
            : 'Visa, Mastercard, American Express, Troy, Discover, Diners Club, JCB ve China UnionPay kabul edilir.'}
        </p>
        <FieldError meta={fields.CardNumber} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <SelectField
          meta={fields.ExpiryMonth}
          label={cardFieldLabels.ExpiryMonth}
          options={monthOptions}
          placeholder="Ay"
        />
        <SelectField
          meta={fields.ExpiryYear}
          label={cardFieldLabels.ExpiryYear}
          options={years.map((y) => ({ id: String(y), name: String(y) }))}
          placeholder="Yıl"
        />
        <TextField
          meta={fields.Cvc}
          mask="digits"
          label={cardFieldLabels.Cvc}
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
    </fieldset>
  )
}
