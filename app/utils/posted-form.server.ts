import { unreadableFormTexts } from './unreadable-form.ts'
import { plainPage } from '../../server/platform/plain-page.ts'

/**
 * The form an action was posted, as every action reads it. A body that is no form (JSON, plain
 * text, a multipart cut short or malformed, one refused for its size) is the sender's mistake,
 * not the site's: 400 instead of a 500 and a stack trace. A page route shows it in its error
 * boundary; a route without a page (login, logout, consent) answers this page itself.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw new Response(plainPage(unreadableFormTexts.title, unreadableFormTexts.text), {
      status: 400,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
}
