import { useEffect, useEffectEvent, useRef, useState, type DragEvent } from 'react'
import { useHydrated } from '~/components/forms/use-hydrated.ts'
import { attachmentAccept, attachmentHint } from '~/members/attachment.ts'
import {
  THUMBNAIL_PX,
  entryStatusText,
  failedEntry,
  latestFile,
  nextUploadUid,
  previewOf,
  readEntry,
  refusedEntry,
  removedEntry,
  startEntry,
  uploadTiming,
  type AttachmentRefusal,
  type UploadEntry,
} from '~/members/upload-entry.ts'

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/** True once `active` has lasted `ms`: a quick read never flashes a progress bar (spec §9). */
function useShownAfter(active: boolean, ms: number) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setShown(true), ms)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [active, ms])
  return active && shown
}

/**
 * The support forms' optional file (spec's upload widget), posted as multipart with the field
 * name Attachment. Without JavaScript it is the plain file input and the server checks the file.
 * Once hydrated the same input sits in a drop zone: a chosen or dropped file is checked at once
 * with the server's rule and words (a refused file is taken off the input, so it is never sent),
 * read for a picture preview, and can be removed; each status change is announced.
 *
 * A file the server refuses after the browser took it (`refusal`, from the action) is shown on
 * the entry as an error with the server's message, with JavaScript as without it, and taken off
 * the input; the form's other fields keep what was typed.
 */
export function AttachmentField({
  id,
  refusal,
}: {
  id: string
  refusal?: AttachmentRefusal | null
}) {
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [entry, setEntry] = useState<UploadEntry | null>(() =>
    refusal ? refusedEntry(refusal, nextUploadUid()) : null,
  )
  // A new refusal arrives with the action's answer, the page staying mounted with JavaScript.
  const [shownRefusal, setShownRefusal] = useState(refusal)
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal)
    if (refusal) setEntry(refusedEntry(refusal, nextUploadUid()))
  }
  // A refusal the page was served with left the input empty in its HTML; clearing it again as the
  // page hydrates would drop a file a slow phone's visitor has chosen since. That file, chosen
  // before any script listened, is taken as if chosen now.
  const served = useRef(refusal)
  useEffect(() => {
    if (refusal && refusal !== served.current && input.current) input.current.value = ''
  }, [refusal])
  const chosenBeforeHydration = useEffectEvent(() => {
    const file = latestFile(input.current?.files)
    if (file) take(file)
  })
  useEffect(() => chosenBeforeHydration(), [])
  const [dragging, setDragging] = useState(false)
  const showProgress = useShownAfter(entry?.status === 'uploading', uploadTiming.progressAfterMs)
  const preview = previewOf(entry)
  const statusId = `${id}-durum`

  function take(file: File | undefined) {
    if (!input.current) return
    if (!file) return setEntry(null)
    const started = startEntry(file, nextUploadUid())
    setEntry(started)
    if (started.status === 'error') {
      input.current.value = ''
      return
    }
    // Only the entry still shown takes the result: a newer file or a removal wins.
    const settle = (next: (e: UploadEntry) => UploadEntry) =>
      setEntry((e) => (e?.uid === started.uid ? next(e) : e))
    readAsDataUrl(file).then(
      (base64) => settle((e) => readEntry(e, base64)),
      () => {
        if (input.current) input.current.value = ''
        settle((e) => failedEntry(e))
      },
    )
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const file = latestFile(event.dataTransfer.files)
    if (!file || !input.current) return
    // The dropped file goes into the form's own input, so the post is the same as a chosen one.
    const files = new DataTransfer()
    files.items.add(file)
    input.current.files = files.files
    take(file)
  }

  function remove() {
    if (!input.current || !entry) return
    input.current.value = ''
    setEntry(removedEntry(entry))
    // The button goes away with the file; the input is where the user carries on.
    input.current.focus()
  }

  const removable = entry?.status === 'uploading' || entry?.status === 'done'
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false)
      }}
      onDrop={drop}
      data-testid={`${id}-alan`}
      // The same box before and after hydration, so nothing below it moves under a finger.
      className={`rounded-md border-2 border-dashed p-3 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Dosya Ekle (isteğe bağlı)
      </label>
      <input
        ref={input}
        id={id}
        name="Attachment"
        type="file"
        accept={attachmentAccept}
        aria-describedby={`${id}-ipucu ${statusId}`}
        aria-invalid={entry?.status === 'error' ? true : undefined}
        onChange={(event) => take(latestFile(event.currentTarget.files))}
        className="mt-1 block w-full text-sm"
      />
      <p id={`${id}-ipucu`} className="mt-1 text-xs text-slate-600">
        {attachmentHint}
      </p>
      {/* Its line kept from the first paint; shown once dropping works, which needs a script. */}
      <p className={`mt-1 text-sm text-slate-700 ${hydrated ? '' : 'invisible'}`}>
        Buraya Sürükle Bırak Yapabilirsiniz
      </p>
      {/* Present from the first paint, so that screen readers announce what is put in it later. */}
      <p
        id={statusId}
        role="status"
        className={`mt-1 text-sm ${entry?.status === 'error' ? 'font-medium text-red-800' : 'text-slate-800'}`}
      >
        {entryStatusText(entry)}
      </p>
      {showProgress ? (
        <progress aria-label={entryStatusText(entry)} className="mt-1 block w-full" />
      ) : null}
      {preview ? (
        <img
          src={preview}
          alt={`${entry?.fileName ?? ''} önizlemesi`}
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          className="mt-2 rounded border border-slate-200 bg-white object-contain"
        />
      ) : null}
      {removable ? (
        <button
          type="button"
          onClick={remove}
          className="mt-2 rounded-md border border-slate-400 px-3 py-1 text-sm text-slate-900 hover:bg-slate-100 focus:ring-2 focus:ring-brand-600 focus:outline-none"
        >
          Kaldır<span className="sr-only"> {entry.fileName}</span>
        </button>
      ) : null}
    </div>
  )
}
