import { attachmentProblem } from './attachment.ts'

/** Spec §4 upload statuses. */
export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed'

/**
 * Spec §3 uploaded file entry: the file's name, its content as a base64 data URL once read, and a
 * uid; a removed entry keeps only its name (and uid) with the status removed. The browser keeps
 * it to show what is attached; the file itself still travels in the form's multipart field
 * (decision 017), so the server has one way in, with or without JavaScript.
 */
export interface UploadEntry {
  uid: string
  fileName: string
  status: UploadStatus
  base64?: string
  /** Why the entry is in error: the server's own message for the same refusal. */
  message?: string
}

/** A file the server refused although the browser took it: its name and the server's message. */
export interface AttachmentRefusal {
  fileName: string
  message: string
}

/** Spec §9 upload timings that apply here: thumbnail size, and no progress bar for quick reads. */
export const uploadTiming = { progressAfterMs: 300 } as const
export const THUMBNAIL_PX = 200

/** When the browser cannot read a file the user chose (it vanished, no permission). */
const UPLOAD_READ_ERROR = 'Dosya okunamadı. Lütfen tekrar seçin.'

let lastUid = 0

/** A uid unique within the page, in the widget's `rc-upload-…` style; nothing secret in it. */
export function nextUploadUid(now = Date.now()) {
  lastUid += 1
  return `rc-upload-${now}-${lastUid}`
}

/**
 * The entry for a file just chosen or dropped: refused at once, with the server's message, when
 * the shared rule of `attachmentProblem` says no; otherwise uploading until it has been read.
 */
export function startEntry(
  file: { name: string; type: string; size: number },
  uid: string,
): UploadEntry {
  const problem = attachmentProblem(file)
  return problem
    ? { uid, fileName: file.name, status: 'error', message: problem }
    : { uid, fileName: file.name, status: 'uploading' }
}

/** The file has been read: done, with its data URL. A read that finishes after removal is moot. */
export function readEntry(entry: UploadEntry, base64: string): UploadEntry {
  return entry.status === 'uploading' ? { ...entry, status: 'done', base64 } : entry
}

export function failedEntry(entry: UploadEntry, message = UPLOAD_READ_ERROR): UploadEntry {
  return entry.status === 'uploading'
    ? { uid: entry.uid, fileName: entry.fileName, status: 'error', message }
    : entry
}

/** The entry of a file the server refused: in error, with the server's message. */
export function refusedEntry(refusal: AttachmentRefusal, uid: string): UploadEntry {
  return { uid, fileName: refusal.fileName, status: 'error', message: refusal.message }
}

/** Spec §3: on removal the entry reports its name and the status removed, its content dropped. */
export function removedEntry(entry: UploadEntry): UploadEntry {
  return { uid: entry.uid, fileName: entry.fileName, status: 'removed' }
}

/** Spec §4: a picture is previewed only when it is not uploading and its content is there. */
export function previewOf(entry: UploadEntry | null): string | null {
  if (!entry || entry.status !== 'done' || !entry.base64) return null
  return /^data:image\/(png|jpeg);base64,/.test(entry.base64) ? entry.base64 : null
}

/** What the widget says (and a screen reader announces) about the entry. */
export function entryStatusText(entry: UploadEntry | null): string {
  if (!entry) return ''
  switch (entry.status) {
    case 'uploading':
      return `${entry.fileName} yükleniyor…`
    case 'done':
      return `${entry.fileName} eklendi.`
    case 'error':
      return entry.message ?? UPLOAD_READ_ERROR
    case 'removed':
      return `${entry.fileName} kaldırıldı.`
  }
}

/** Spec §5 upload: with a count of 1 only the latest file is kept. */
export function latestFile<T>(files: ArrayLike<T> | null | undefined): T | undefined {
  return files && files.length > 0 ? files[files.length - 1] : undefined
}
