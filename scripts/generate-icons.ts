/**
 * Generates the app's icons from one SVG design: a lit clay lamp (agal vilakku) on kumkum red.
 * Run once after changing the design, then commit the output (it is NOT part of the build):
 *
 *   npx node scripts/generate-icons.ts
 *
 * Writes public/icons/{favicon.svg, logo.svg, icon-192.png, icon-512.png, icon-maskable-512.png}.
 * PNGs are palette-quantised (a flat design needs few colours) to stay a few KB each.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** Brand colours; keep in sync with pwa/styles/app.css (--color-primary) and the manifest's theme_color. */
const RED = '#b3261e';
const GOLD = '#f2a93b';
const GOLD_LIGHT = '#ffd98a';
const GOLD_DARK = '#c77a12';
const FLAME = '#ffc93c';
const FLAME_CORE = '#fff4cf';

/** The lamp, drawn on a 512 × 512 canvas; it stays inside the maskable safe zone (a centred circle of r = 205). */
const lamp = `
  <g transform="translate(0 -12)">
    <path fill="${FLAME}" d="M256 96C296 160 316 200 316 238C316 274 290 298 256 298C222 298 196 274 196 238C196 200 216 160 256 96Z"/>
    <path fill="${FLAME_CORE}" d="M256 170C275 204 285 226 285 246C285 266 272 280 256 280C240 280 227 266 227 246C227 226 237 204 256 170Z"/>
    <path fill="${GOLD}" d="M104 300H408C404 372 340 416 256 416C172 416 108 372 104 300Z"/>
    <ellipse fill="${GOLD_LIGHT}" cx="256" cy="300" rx="152" ry="20"/>
    <g fill="${RED}"><circle cx="196" cy="352" r="8"/><circle cx="226" cy="358" r="8"/><circle cx="256" cy="360" r="8"/><circle cx="286" cy="358" r="8"/><circle cx="316" cy="352" r="8"/></g>
    <path fill="${GOLD_DARK}" d="M212 412H300L288 440H224Z"/>
  </g>`;

/** The icon: `maskable` fills the whole square (the platform crops it); otherwise a rounded square. */
function iconSvg({ maskable = false, title }: { maskable?: boolean; title?: string } = {}): string {
  const background = maskable ? `<rect width="512" height="512" fill="${RED}"/>` : `<rect width="512" height="512" rx="112" fill="${RED}"/>`;
  const a11y = title ? ` role="img" aria-label="${title}"><title>${title}</title>` : ' aria-hidden="true">';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"${a11y}${background}${lamp}</svg>\n`;
}

/** Collapses the indentation so the SVG files stay small. */
const minify = (svg: string) => svg.replace(/\n\s*/g, '');

async function png(svg: string, size: number, file: string) {
  const buffer = await sharp(Buffer.from(svg), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toBuffer();
  await writeFile(new URL(file, `file://${outDir}`), buffer);
  console.log(`${file}: ${buffer.length} bytes`);
}

await mkdir(outDir, { recursive: true });
const name = 'தமிழ் சமூகம் · Tamil Community';
await writeFile(`${outDir}favicon.svg`, minify(iconSvg()));
await writeFile(`${outDir}logo.svg`, minify(iconSvg({ title: name })));
await png(iconSvg(), 192, 'icon-192.png');
await png(iconSvg(), 512, 'icon-512.png');
await png(iconSvg({ maskable: true }), 512, 'icon-maskable-512.png');
