/**
 * After `react-router build`: writes a Brotli (`.br`, quality 11) and a Zopfli gzip (`.gz`,
 * about 3% smaller than zlib's best) copy of every hashed JavaScript and CSS file in
 * `build/client/assets`, so the server sends them without compressing on each request
 * (server.js serves them by the browser's Accept-Encoding, Brotli first). Run by `npm run build`.
 */
import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { promisify } from "node:util";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(zlib.brotliCompress);
const dir = path.resolve("build/client/assets");
const files = (await fs.readdir(dir)).filter((f) => /\.(js|css)$/.test(f));
let raw = 0;
let gz = 0;
let br = 0;
for (const name of files) {
  const file = path.join(dir, name);
  const body = await fs.readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gzipAsync(body, { numiterations: 15 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  await fs.writeFile(`${file}.gz`, gzipped);
  await fs.writeFile(`${file}.br`, brotlied);
  raw += body.length;
  gz += gzipped.length;
  br += brotlied.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Compressed ${files.length} assets: ${kb(raw)} -> gzip ${kb(gz)}, brotli ${kb(br)} (all routes together)`,
);
