import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // React Router 8's behaviour, adopted one flag at a time (issue 11).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_passThroughRequests: true,
  },
} satisfies Config
