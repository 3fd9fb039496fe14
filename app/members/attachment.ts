// Apart from the form schemas: the upload widget shows these rules, and its page loads no zod.
export const ATTACHMENT_MAX_MB = 2
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024
/** The upload widget's hint, from the same rule the files are checked by. */
export const attachmentHint = `En fazla 1 dosya; PDF, JPG veya PNG, en çok ${ATTACHMENT_MAX_MB} MB.`
export const attachmentAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/** Spec §5 upload rule: a file matches by extension or by mime type; PDF, JPG, PNG up to 2 MB. */
export function attachmentProblem(file: { name: string; type: string; size: number }) {
  const byExtension = /\.(pdf|jpe?g|png)$/i.test(file.name)
  const byMime = ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type)
  if (!byExtension && !byMime) return 'Yalnızca PDF, JPG veya PNG dosyası ekleyebilirsiniz.'
  if (file.size > ATTACHMENT_MAX_BYTES)
    return `Dosya boyutu en fazla ${ATTACHMENT_MAX_MB} MB olabilir.`
  return null
}
