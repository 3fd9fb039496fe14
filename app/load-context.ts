import 'react-router'

declare module 'react-router' {
  interface AppLoadContext {
    /** Fresh per request; allows exactly the scripts this response renders. */
    cspNonce: string
  }
}
