/**
 * A stand-in for a seller's phone photo of a car, for measuring the photo pipeline on bytes
 * that compress as a real photo does (a flat placeholder makes every variant a few hundred
 * bytes and proves nothing). No real photo ships with the repository, so the scene is drawn:
 * a street with sky, buildings, a tree, asphalt and a car (SVG gradients and shapes), then
 * given a photograph's texture, which is what costs bytes: fractal value noise in four octaves
 * (256 to 4 px) whose strength follows the surface (foliage and asphalt strong, sky and paint
 * weak), plus per-pixel sensor grain in luminance with a little in colour, and a slight lens
 * blur. Saved as a JPEG at quality 90 with 4:2:0 chroma, as phone cameras do.
 *
 * At 4000x3000 the file is 3.0 MB, inside the 2-5 MB of a 12-megapixel phone JPEG (the
 * benchmark checks it). At 640 px it weighs about as much as real photos do: 33 KB as WebP at
 * quality 76, between a street scene (21 KB) and a close-up of a circuit board (59 KB) tried
 * the same way. Deterministic for a seed.
 */
import sharp from "sharp";

const TEXTURE_OCTAVES = [
  { cell: 256, amp: 0.5 },
  { cell: 64, amp: 0.35 },
  { cell: 16, amp: 0.3 },
  { cell: 6, amp: 0.4 },
  { cell: 3, amp: 0.35 },
] as const;

/** Adds one octave of smooth value noise (a random lattice every `cell` px), in [-amp, amp]. */
function addOctave(
  out: Float32Array,
  width: number,
  height: number,
  cell: number,
  amp: number,
  rand: () => number,
) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const lattice = new Float32Array(gw * gh);
  for (let i = 0; i < lattice.length; i++) lattice[i] = rand() * 2 - 1;
  for (let y = 0; y < height; y++) {
    const fy = y / cell;
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    const sy = ty * ty * (3 - 2 * ty);
    for (let x = 0; x < width; x++) {
      const fx = x / cell;
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const sx = tx * tx * (3 - 2 * tx);
      const i = y0 * gw + x0;
      const a = lattice[i];
      const b = lattice[i + 1];
      const c = lattice[i + gw];
      const d = lattice[i + gw + 1];
      out[y * width + x] += amp * (a + (b - a) * sx + (c - a + (a - b - c + d) * sx) * sy);
    }
  }
}

/** The scene in a 400x300 box: colours, and (`texture`) how strongly each surface is textured. */
function sceneSvg(width: number, height: number, texture: boolean): string {
  const fill = (colour: string, strength: number) =>
    texture ? `rgb(${strength},${strength},${strength})` : colour;
  const grad = (id: string) => (texture ? "" : `url(#${id})`);
  const windows = (x: number, y: number, cols: number, rows: number, dx: number, dy: number) =>
    Array.from(
      { length: cols * rows },
      (_, i) =>
        `<rect x="${x + (i % cols) * dx}" y="${y + Math.floor(i / cols) * dy}" width="${dx * 0.55}" height="${dy * 0.6}" fill="${fill(i % 3 ? "#34404d" : "#56697c", 150)}"/>`,
    ).join("");
  // Foliage and brickwork: many small edges, where a photo spends most of its bytes.
  let leafState = 7;
  const r = () => (leafState = (leafState * 16807) % 2147483647) / 2147483647;
  const leaves = Array.from({ length: 2500 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const [cx, cy, rad] = [
      [200, 84, 40],
      [242, 96, 32],
      [166, 100, 28],
    ][Math.floor(r() * 3)];
    const g = 60 + Math.floor(r() * 90);
    return `<ellipse cx="${(cx + Math.cos(a) * d * rad).toFixed(1)}" cy="${(cy + Math.sin(a) * d * rad).toFixed(1)}" rx="${(0.8 + r() * 1.6).toFixed(1)}" ry="${(0.5 + r() * 0.9).toFixed(1)}" transform="rotate(${Math.floor(r() * 180)} ${(cx + Math.cos(a) * d * rad).toFixed(1)} ${(cy + Math.sin(a) * d * rad).toFixed(1)})" fill="${fill(`rgb(${g - 40},${g + 30},${g - 50})`, 255)}" fill-opacity="${texture ? 1 : 0.8}"/>`;
  }).join("");
  const bricks = (x: number, y: number, w: number, h: number) =>
    Array.from(
      { length: Math.floor(h / 1.6) },
      (_, i) =>
        `<line x1="${x}" y1="${(y + i * 1.6).toFixed(1)}" x2="${x + w}" y2="${(y + i * 1.6).toFixed(1)}" stroke="${fill("#6d5c4c", 200)}" stroke-width=".25" stroke-opacity="${texture ? 1 : 0.5}"/>`,
    ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="none">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d8fcf"/><stop offset="1" stop-color="#d6e3ee"/></linearGradient>
<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8883"/><stop offset="1" stop-color="#44403d"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde2"/><stop offset=".42" stop-color="#8a9099"/><stop offset=".5" stop-color="#c4c8ce"/><stop offset="1" stop-color="#363a40"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b5d70"/><stop offset="1" stop-color="#1d242d"/></linearGradient>
<radialGradient id="leaves" cx=".45" cy=".4" r=".6"><stop offset="0" stop-color="#5c8a3a"/><stop offset="1" stop-color="#1f3a16"/></radialGradient>
</defs>
<rect width="400" height="140" fill="${grad("sky") || fill("", 30)}"/>
<rect y="112" width="400" height="188" fill="${grad("road") || fill("", 200)}"/>
<rect x="0" y="38" width="92" height="92" fill="${fill("#b39878", 120)}"/>
<rect x="96" y="62" width="72" height="68" fill="${fill("#dad3c3", 90)}"/>
<rect x="296" y="26" width="104" height="104" fill="${fill("#978a80", 120)}"/>
${bricks(0, 38, 92, 92)}${bricks(296, 26, 104, 104)}
${windows(5, 46, 8, 5, 11, 16)}${windows(102, 70, 6, 3, 11, 18)}${windows(302, 34, 6, 5, 16, 18)}
<circle cx="200" cy="84" r="40" fill="${grad("leaves") || fill("", 255)}"/><circle cx="242" cy="96" r="32" fill="${grad("leaves") || fill("", 255)}"/><circle cx="166" cy="100" r="28" fill="${grad("leaves") || fill("", 255)}"/>
${leaves}
<rect x="196" y="110" width="8" height="24" fill="${fill("#4a3526", 160)}"/>
<rect x="0" y="128" width="400" height="5" fill="${fill("#cfcac0", 110)}"/>
<path d="M0 262 L400 250 L400 254 L0 266 Z" fill="${fill("#e8e2c8", 110)}"/>
<ellipse cx="208" cy="236" rx="172" ry="13" fill="${fill("#000", 120)}" fill-opacity="${texture ? 1 : 0.4}"/>
<path d="M40 230 L46 196 Q54 182 82 178 L128 172 L170 136 Q184 126 210 126 L272 126 Q294 126 310 142 L338 172 L366 180 Q380 186 380 204 L378 230 Z" fill="${grad("paint") || fill("", 40)}" stroke="${fill("#1c1f24", 60)}" stroke-width="1"/>
<path d="M140 172 L176 142 Q186 134 206 134 L236 134 L236 172 Z M244 172 L244 134 L272 134 Q288 134 300 146 L324 172 Z" fill="${grad("glass") || fill("", 70)}"/>
<path d="M152 168 L180 145 L198 145 L170 168 Z" fill="${fill("#ffffff", 60)}" fill-opacity="${texture ? 1 : 0.22}"/>
<path d="M70 200 Q200 190 372 198" stroke="${fill("#ffffff", 40)}" stroke-opacity="${texture ? 1 : 0.35}" stroke-width="2" fill="none"/>
<line x1="160" y1="181" x2="344" y2="183" stroke="${fill("#3b3f45", 60)}" stroke-width=".7"/>
<line x1="238" y1="136" x2="238" y2="226" stroke="${fill("#3b3f45", 60)}" stroke-width=".7"/>
<rect x="252" y="190" width="12" height="2.5" rx="1" fill="${fill("#2b2e33", 60)}"/>
<rect x="354" y="186" width="20" height="9" rx="2" fill="${fill("#f6eab8", 40)}"/>
<rect x="42" y="190" width="14" height="8" rx="2" fill="${fill("#b3202a", 40)}"/>
<rect x="336" y="206" width="40" height="11" rx="1.5" fill="${fill("#f4f4f0", 60)}" stroke="${fill("#1a4d2e", 60)}" stroke-width=".6"/>
<text x="339" y="214.5" font-family="sans-serif" font-weight="bold" font-size="7" fill="${fill("#1a4d2e", 60)}">LAG 482 KJ</text>
${[108, 312]
  .map(
    (cx) =>
      `<circle cx="${cx}" cy="230" r="28" fill="${fill("#15171a", 140)}"/><circle cx="${cx}" cy="230" r="17" fill="${fill("#a3a9b1", 80)}"/>` +
      Array.from(
        { length: 5 },
        (_, k) =>
          `<line x1="${cx}" y1="230" x2="${(cx + 15 * Math.cos((k * 2 * Math.PI) / 5)).toFixed(1)}" y2="${(230 + 15 * Math.sin((k * 2 * Math.PI) / 5)).toFixed(1)}" stroke="${fill("#3d4248", 80)}" stroke-width="3"/>`,
      ).join("") +
      `<circle cx="${cx}" cy="230" r="4" fill="${fill("#2a2d31", 80)}"/>`,
  )
  .join("")}
</svg>`;
}

/**
 * A phone-camera-like JPEG of a car in a street, `width` x `height` px (default 4000x3000,
 * 12 megapixels), quality 90. Answers the JPEG bytes. About 4 s at 4000x3000 on an idle core.
 */
export async function phonePhoto(
  options: { width?: number; height?: number; seed?: number } = {},
): Promise<Buffer> {
  const { width = 4000, height = 3000 } = options;
  let state = (options.seed ?? 20251) >>> 0;
  const rand = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const render = (texture: boolean) =>
    sharp(Buffer.from(sceneSvg(width, height, texture)))
      .resize(width, height, { fit: "fill" })
      .removeAlpha()
      .raw()
      .toBuffer();
  const [colour, strength] = await Promise.all([render(false), render(true)]);

  const field = new Float32Array(width * height);
  // Octave scales are for a 4000 px photo; a smaller stand-in keeps the same look.
  const scale = width / 4000;
  for (const { cell, amp } of TEXTURE_OCTAVES)
    addOctave(field, width, height, Math.max(2, Math.round(cell * scale)), amp, rand);

  const out = Buffer.alloc(width * height * 3);
  for (let p = 0, i = 0; p < width * height; p++, i += 3) {
    const surface = strength[i] / 255; // how textured this surface is
    const grain = (rand() + rand() + rand() - 1.5) * 9; // sensor noise, about 5 levels rms
    const light = 1 + field[p] * 0.45 * surface;
    for (let c = 0; c < 3; c++) {
      const chroma = (rand() - 0.5) * 3;
      const v = colour[i + c] * light + grain + chroma;
      out[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .blur(0.5 * Math.max(scale, 0.6))
    .jpeg({ quality: 90, chromaSubsampling: "4:2:0" })
    .toBuffer();
}
