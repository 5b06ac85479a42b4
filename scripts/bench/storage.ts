/**
 * `npx tsx scripts/bench/storage.ts [--photos N]`: how long a photo upload spends storing its
 * files on the local disk and in a bucket on an S3-speaking server on this machine (s3rver,
 * through the AWS SDK, as in the tests; README, Benchmark).
 *
 * For each store it runs N uploads of a generated 3000x2250 JPEG through the photo pipeline
 * (images.server.ts `makeVariants`: decode, orient, WebP and AVIF variants and their writes) and
 * times the whole upload; then, apart, the writes of its three variants alone, one after the
 * other and all at once. It prints the median and the 90th percentile in milliseconds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { makeVariants } from "~/services/images.server";
import {
  LocalStorage,
  PUBLIC_CACHE_CONTROL,
  S3Storage,
  setFileStorage,
  type FileStorage,
} from "~/services/storage.server";
import { startS3Server } from "../../tests/support/s3-server";

const { values } = parseArgs({ options: { photos: { type: "string", default: "12" } } });
const photos = Math.max(3, Number(values.photos) || 12);

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const fmt = (xs: number[]) =>
  `median ${quantile(xs, 0.5).toFixed(1)} ms, p90 ${quantile(xs, 0.9).toFixed(1)} ms`;

async function run(label: string, store: FileStorage, input: Buffer) {
  setFileStorage(store);
  // One warm-up upload: the first loads the SDK and opens connections.
  const warm = await makeVariants(input, "bench/warm-up");
  const variants = await Promise.all(
    warm.widths.map(async (w) => (await store.read(`bench/warm-up-${w}.webp`))!),
  );
  const whole: number[] = [];
  const oneByOne: number[] = [];
  const together: number[] = [];
  for (let i = 0; i < photos; i++) {
    let start = performance.now();
    await makeVariants(input, `bench/photo-${i}`);
    whole.push(performance.now() - start);
    start = performance.now();
    for (const [j, bytes] of variants.entries())
      await store.put(`bench/seq-${i}-${j}.webp`, bytes, "image/webp");
    oneByOne.push(performance.now() - start);
    start = performance.now();
    await Promise.all(
      variants.map((bytes, j) => store.put(`bench/par-${i}-${j}.webp`, bytes, "image/webp")),
    );
    together.push(performance.now() - start);
  }
  const kb = variants.reduce((n, b) => n + b.length, 0) / 1024;
  console.log(`${label}:`);
  console.log(`  whole upload (pipeline and writes): ${fmt(whole)}`);
  console.log(
    `  its ${variants.length} variants (${kb.toFixed(0)} KB), written one by one: ${fmt(oneByOne)}`,
  );
  console.log(`  the same, written at once:          ${fmt(together)}`);
}

// Blurred noise: a texture that compresses about as a phone photo does (a few MB as JPEG,
// 50-250 KB as 640-1280 px WebP), where a flat colour would make every file tiny.
const noise = await sharp({
  create: {
    width: 3000,
    height: 2250,
    channels: 3,
    background: "#787878",
    noise: { type: "gaussian", mean: 120, sigma: 60 },
  },
})
  .png()
  .toBuffer();
const input = await sharp(noise).blur(1.2).jpeg({ quality: 88 }).toBuffer();
console.log(
  `${photos} uploads of a ${(input.length / 1024 / 1024).toFixed(1)} MB 3000x2250 JPEG per store, ` +
    `Node ${process.version}, ${os.cpus().length} CPUs`,
);
const disk = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-bench-disk-"));
const s3 = await startS3Server("bench");
try {
  await run("local disk (LocalStorage)", new LocalStorage(disk), input);
  await run(
    "S3 stand-in on this machine (S3Storage -> s3rver)",
    new S3Storage(s3.settings, "uploads/", PUBLIC_CACHE_CONTROL),
    input,
  );
} finally {
  await s3.stop();
  fs.rmSync(disk, { recursive: true, force: true });
}
