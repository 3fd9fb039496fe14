import { describe, expect, it } from 'vitest'
import {
  entryStatusText,
  failedEntry,
  latestFile,
  nextUploadUid,
  previewOf,
  readEntry,
  refusedEntry,
  removedEntry,
  startEntry,
} from './upload-entry.ts'

const png = { name: 'kaza.png', type: 'image/png', size: 2048 }
const pngData = 'data:image/png;base64,iVBORw0KGgo='

describe('upload entry (spec §3, §4)', () => {
  it('starts uploading for an accepted file and is done with its data URL once read', () => {
    const started = startEntry(png, 'rc-upload-1')
    expect(started).toEqual({ uid: 'rc-upload-1', fileName: 'kaza.png', status: 'uploading' })
    expect(entryStatusText(started)).toBe('kaza.png yükleniyor…')
    const done = readEntry(started, pngData)
    expect(done).toEqual({ ...started, status: 'done', base64: pngData })
    expect(entryStatusText(done)).toBe('kaza.png eklendi.')
  })

  it('refuses a wrong type or a too large file at once, in the server’s words', () => {
    const exe = startEntry({ name: 'kur.exe', type: 'application/x-msdownload', size: 10 }, 'u1')
    expect(exe.status).toBe('error')
    expect(entryStatusText(exe)).toBe('Yalnızca PDF, JPG veya PNG dosyası ekleyebilirsiniz.')
    const big = startEntry({ name: 'foto.jpg', type: 'image/jpeg', size: 3 * 1024 * 1024 }, 'u2')
    expect(entryStatusText(big)).toBe('Dosya boyutu en fazla 2 MB olabilir.')
    // A refused file is never read into a done entry.
    expect(readEntry(big, pngData)).toBe(big)
  })

  it('reports only the name and the status removed on removal, and a late read stays removed', () => {
    const removed = removedEntry(readEntry(startEntry(png, 'u3'), pngData))
    expect(removed).toEqual({ uid: 'u3', fileName: 'kaza.png', status: 'removed' })
    expect(entryStatusText(removed)).toBe('kaza.png kaldırıldı.')
    expect(readEntry(removed, pngData)).toBe(removed)
    expect(failedEntry(removed)).toBe(removed)
  })

  it('shows a file the server refused as an error with the server’s message', () => {
    const refused = refusedEntry(
      { fileName: 'kaza.png', message: 'Dosyanın içeriği uzantısıyla uyuşmuyor.' },
      'u5',
    )
    expect(refused).toMatchObject({ uid: 'u5', fileName: 'kaza.png', status: 'error' })
    expect(entryStatusText(refused)).toBe('Dosyanın içeriği uzantısıyla uyuşmuyor.')
    expect(previewOf(refused)).toBeNull()
  })

  it('turns a failed read into an error with a Turkish message', () => {
    const failed = failedEntry(startEntry(png, 'u4'))
    expect(failed.status).toBe('error')
    expect(entryStatusText(failed)).toMatch(/okunamadı/)
  })

  it('previews a picture only once read, never a PDF or a file still uploading', () => {
    const started = startEntry(png, 'u5')
    expect(previewOf(started)).toBeNull()
    expect(previewOf(readEntry(started, pngData))).toBe(pngData)
    const pdf = startEntry({ name: 'dekont.pdf', type: 'application/pdf', size: 10 }, 'u6')
    expect(previewOf(readEntry(pdf, 'data:application/pdf;base64,JVBERi0='))).toBeNull()
    expect(previewOf(null)).toBeNull()
  })

  it('keeps only the latest file and gives every entry its own uid', () => {
    expect(latestFile(['a', 'b'])).toBe('b')
    expect(latestFile([])).toBeUndefined()
    expect(latestFile(null)).toBeUndefined()
    expect(nextUploadUid(5)).not.toBe(nextUploadUid(5))
  })
})
