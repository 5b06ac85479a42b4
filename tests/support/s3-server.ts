/**
 * A real S3-speaking server for tests and benchmarks: `s3rver` (npm, a devDependency) started
 * as a child process on a free port with one bucket, its objects in a temporary folder. The
 * app talks to it through the real AWS SDK, as it would to AWS, MinIO or R2. Vitest files use
 * `useS3Server` (tests/support/s3.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "../../app/env.server";

export type S3Server = {
  /** Where the bucket is, with the stand-in's credentials. */
  settings: S3Settings;
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  stop(): Promise<void>;
};

const BIN = path.resolve("node_modules/s3rver/bin/s3rver.js");

/** Starts s3rver with the bucket `bucket`; resolves once it listens. */
export async function startS3Server(bucket = "motormart-test"): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-s3-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [BIN, "-d", directory, "-a", "127.0.0.1", "-p", "0", "-s", "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${out}`)), 20_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on [\d.]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}):\n${out}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    settings: {
      bucket,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
