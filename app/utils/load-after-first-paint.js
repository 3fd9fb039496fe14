// Runs in the browser as inline script text (scripts-after-paint.server.ts imports this file with
// `?raw`): where React Router's <Scripts> stood, it loads the page's modules once the page has
// been painted (decision 026). Kept to the syntax every module-capable browser reads.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the inline script that carries this text
function loadAfterFirstPaint(inertId, preloads, entry) {
  // Hydration must find the body as the server rendered it.
  document.currentScript.remove()
  let started = false
  async function start() {
    if (started) return
    started = true
    const inert = document.getElementById(inertId)
    const nonce = inert.nonce
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.nonce = nonce
      document.head.append(link)
    }
    // All are being fetched; each is evaluated in a task of its own, so a phone's main thread is
    // never held long. React Router lists a module before the modules it imports, so the list is
    // taken from its end: a module's imports are done by the time it runs. The client entry
    // hydrates: it comes last, from React Router's own script, once that has set the routes up.
    for (const href of preloads.slice().reverse()) {
      if (href === entry) continue
      await import(href)
      await new Promise((next) => setTimeout(next))
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.nonce = nonce
    script.textContent = inert.textContent
    inert.replaceWith(script)
  }
  // After the frame that painted: the next one has ended by the time the timeout runs.
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start))
  if (document.visibilityState === 'hidden') {
    start()
  } else if (
    window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      afterFrame()
    }).observe({ type: 'paint', buffered: true })
  } else {
    afterFrame()
  }
}
