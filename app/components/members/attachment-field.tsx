import { attachmentAccept } from '~/members/schemas.ts'

/** The support forms' optional file, posted as multipart with the field name Attachment. */
export function AttachmentField({ id }: { id: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Dosya Ekle (isteğe bağlı)
      </label>
      <input
        id={id}
        name="Attachment"
        type="file"
        accept={attachmentAccept}
        aria-describedby={`${id}-ipucu`}
        className="mt-1 block w-full text-sm"
      />
      <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-600">
        En fazla 1 dosya; PDF, JPG veya PNG, en çok 2 MB.
      </p>
    </div>
  )
}
