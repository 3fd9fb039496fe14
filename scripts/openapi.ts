import { writeFileSync } from 'node:fs'
import { openApiFile, providerOpenApiText } from '../app/upstream/openapi.ts'

// npm run openapi: writes docs/provider-openapi.json from the calls app/upstream declares.
writeFileSync(openApiFile, await providerOpenApiText())
console.log(`${openApiFile.pathname} yazıldı`)
