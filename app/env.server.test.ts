/** The storage variables of the environment schema (README, Configuration). */
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("storage settings", () => {
  it("keeps files on the disk when S3_BUCKET is unset", () => {
    const env = parseEnv({ DATA_DIR: "/srv/mm" });
    expect(env.s3).toBeNull();
    expect(env.uploadsBase).toBe("");
    expect(env.uploadsDir).toBe("/srv/mm/uploads");
  });

  it("selects the bucket with S3_BUCKET, defaulting the region and the addressing style", () => {
    expect(parseEnv({ S3_BUCKET: "motormart-files" }).s3).toEqual({
      bucket: "motormart-files",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
    });
    const minio = parseEnv({
      S3_BUCKET: "motormart",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "eu-west-2",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://cdn.motormart.ng/",
    });
    expect(minio.s3).toEqual({
      bucket: "motormart",
      region: "eu-west-2",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
    });
    expect(minio.uploadsBase).toBe("https://cdn.motormart.ng");
  });

  it("refuses bucket-only settings without a bucket, and bad values, naming the variable", () => {
    expect(() => parseEnv({ S3_ENDPOINT: "http://minio:9000" })).toThrow(
      /S3_ENDPOINT is set but S3_BUCKET is not/,
    );
    expect(() => parseEnv({ S3_PUBLIC_URL: "https://cdn.motormart.ng" })).toThrow(
      /S3_PUBLIC_URL is set but S3_BUCKET is not/,
    );
    expect(() => parseEnv({ S3_BUCKET: "Motor_Mart" })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => parseEnv({ S3_BUCKET: "mm-files", S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => parseEnv({ S3_BUCKET: "mm-files", S3_PUBLIC_URL: "ftp://cdn" })).toThrow(
      /S3_PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() =>
      parseEnv({ S3_BUCKET: "mm-files", S3_PUBLIC_URL: "https://cdn.motormart.ng/?v=1" }),
    ).toThrow(EnvError);
    expect(() => parseEnv({ S3_BUCKET: "mm-files", S3_FORCE_PATH_STYLE: "yes" })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe("TRUST_PROXY", () => {
  it("takes proxy names or ranges as given, and a bare number as a hop count", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback");
    expect(parseEnv({ TRUST_PROXY: "loopback, uniquelocal" }).TRUST_PROXY).toBe(
      "loopback, uniquelocal",
    );
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  });

  it("refuses true, which would let any client pick the IP its rate limits count under", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true/);
  });
});
