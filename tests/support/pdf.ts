import { PDFParse } from 'pdf-parse'

/** The text layer of a PDF the backend printed, as a reader's copy-paste would give it. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}
