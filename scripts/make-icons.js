// Draws the PNG/ICO fallbacks of public/favicon.svg (a shield on a navy tile) without an image
// library: each pixel is tested against the same shapes, 4x4 supersampled, and written as PNG.
// Run: node scripts/make-icons.js
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const navy = [11, 47, 85]
const blue = [11, 92, 173]
const white = [255, 255, 255]

// Shapes in the 32x32 design space of favicon.svg.
function insideRoundedRect(x, y, r) {
  const cx = Math.min(Math.max(x, r), 32 - r)
  const cy = Math.min(Math.max(y, r), 32 - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= 0 && x <= 32 && y >= 0 && y <= 32
}
function insideShield(x, y, grow = 0) {
  if (y < 4 - grow || y > 25 + grow) return false
  const half =
    y < 7.4
      ? 5 + (4 * (y - 4)) / 3.4
      : y < 14
        ? 9
        : 9 * Math.sqrt(Math.max(0, 1 - ((y - 14) / 11) ** 2))
  return Math.abs(x - 16) <= half + grow
}
function nearSegment(x, y, [x1, y1], [x2, y2], width) {
  const dx = x2 - x1
  const dy = y2 - y1
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)))
  return (x - x1 - t * dx) ** 2 + (y - y1 - t * dy) ** 2 <= (width / 2) ** 2
}
function colourAt(x, y) {
  if (!insideRoundedRect(x, y, 7)) return null
  if (
    nearSegment(x, y, [11.8, 14.8], [14.8, 17.8], 2.4) ||
    nearSegment(x, y, [14.8, 17.8], [20.2, 11.8], 2.4)
  )
    return white
  if (insideShield(x, y)) return blue
  if (insideShield(x, y, 0.75)) return white
  return navy
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}
function png(size, { padded = false } = {}) {
  const raw = Buffer.alloc(size * (size * 4 + 1))
  const samples = 4
  for (let py = 0; py < size; py++) {
    raw[py * (size * 4 + 1)] = 0
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          let x = ((px + (sx + 0.5) / samples) / size) * 32
          let y = ((py + (sy + 0.5) / samples) / size) * 32
          // Maskable icons keep their content in the middle 80 %, on a full navy background.
          if (padded) {
            x = (x - 16) / 0.8 + 16
            y = (y - 16) / 0.8 + 16
          }
          const c = colourAt(x, y) ?? (padded ? navy : null)
          if (c) {
            r += c[0]
            g += c[1]
            b += c[2]
            a += 255
          }
        }
      }
      const n = samples * samples
      const o = py * (size * 4 + 1) + 1 + px * 4
      const alpha = a / n
      raw[o] = alpha ? Math.round((r / n) * (255 / alpha)) : 0
      raw[o + 1] = alpha ? Math.round((g / n) * (255 / alpha)) : 0
      raw[o + 2] = alpha ? Math.round((b / n) * (255 / alpha)) : 0
      raw[o + 3] = Math.round(alpha)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i
    header[e] = size % 256
    header[e + 1] = size % 256
    header.writeUInt16LE(1, e + 4)
    header.writeUInt16LE(32, e + 6)
    header.writeUInt32LE(data.length, e + 8)
    header.writeUInt32LE(offset, e + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((i) => i.data)])
}

writeFileSync('public/favicon.ico', ico([16, 32, 48].map((size) => ({ size, data: png(size) }))))
writeFileSync('public/apple-touch-icon.png', png(180, { padded: true }))
writeFileSync('public/icon-192.png', png(192))
writeFileSync('public/icon-512.png', png(512))
writeFileSync('public/icon-maskable-512.png', png(512, { padded: true }))
console.log('icons written')
