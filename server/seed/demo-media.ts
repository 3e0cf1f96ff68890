// Real pictures for the demo gallery: coloured gradients with soft circles, drawn with sharp from SVG.
import sharp from 'sharp';
import type { Random } from './random.ts';

const hsl = (h: number, s: number, l: number): string => `hsl(${h}, ${s}%, ${l}%)`;

export async function demoPicture(rng: Random, width = 960, height = 640): Promise<Buffer> {
  const hue = rng.int(0, 359);
  const circles = Array.from({ length: rng.int(4, 9) }, () => {
    const r = rng.int(40, 220);
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${hsl((hue + rng.int(20, 160)) % 360, 70, rng.int(55, 80))}" fill-opacity="${(rng.int(20, 55) / 100).toFixed(2)}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 65, 45)}"/><stop offset="1" stop-color="${hsl((hue + 60) % 360, 70, 70)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
