import { getFormProps, type FormMetadata } from '@conform-to/react'
import { Form, type FormProps } from 'react-router'
import { firstInvalid, FirstInvalidProvider } from './first-invalid.ts'
import { useHydrated } from './use-hydrated.ts'

/**
 * A conform form that React Router posts once the page has hydrated; before that (and without
 * JavaScript) it is a plain HTML form that posts natively.
 *
 * A slow phone shows this form long before it hydrates, and the visitor may have typed and chosen
 * meanwhile. React keeps those values in the inputs, but conform's own state starts from the
 * server's values, so whatever follows a field (the counties of a city, the models of a brand)
 * would follow the server's choice. The hidden `enhanced` field, added only once hydrated, makes
 * conform read the form again (it watches for fields added to it), and tells the action that the
 * post came from the enhanced form.
 *
 * Its fields take the focus when they are the first invalid one (`focusOrder`: the order they
 * appear in, when it is not the order of the schema).
 */
export function ConformForm<Schema extends Record<string, unknown>>({
  form,
  focusOrder,
  children,
  ...props
}: {
  form: FormMetadata<Schema, string[]>
  focusOrder?: readonly string[]
} & Omit<FormProps, 'id' | 'onSubmit' | 'noValidate'>) {
  const hydrated = useHydrated()
  return (
    <Form {...props} {...getFormProps(form)}>
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <FirstInvalidProvider value={firstInvalid(form.allErrors, focusOrder)}>
        {children}
      </FirstInvalidProvider>
    </Form>
  )
}
