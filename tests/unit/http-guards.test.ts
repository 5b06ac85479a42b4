/**
 * The outer server's guards (server/http-guards.ts) on a real HTTP server, with raw requests
 * as a scanner sends them: no method answers 5xx, and a request that gets no answer is bounded
 * (docs/decisions/015-failure-modes.md). The built server's own answers to these are checked
 * in tests/e2e/failure-modes.spec.ts.
 */
import http from "node:http";
import net from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerStalledRequests,
  configureHttpServer,
  dropLateAnswers,
  HTTP_TIMEOUTS,
  refuseOtherMethods,
} from "../../server/http-guards";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(refuseOtherMethods);
  app.use(answerStalledRequests({ idleMs: 300, uploadIdleMs: 1_200 }));
  app.get("/stalled", () => {});
  app.post("/upload", () => {});
  app.get("/late", (_req, res, next) => {
    setTimeout(() => {
      try {
        res.set("X-Late", "1").send("too late");
      } catch (error) {
        next(error);
      }
    }, 500);
  });
  app.use((req, res) => {
    res.send(`${req.method} ${req.path}`);
  });
  app.use(dropLateAnswers);
  server = http.createServer(app);
  configureHttpServer(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Sends `raw` on a new connection and answers what comes back until the server closes it. */
function rawRequest(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(raw));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no end: ${answer}`)));
  });
}

function request(method: string, path: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const options = { host: "127.0.0.1", port, method, path, headers, agent: false };
      const req = http.request(options, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("methods the site does not use", () => {
  it("TRACE, PROPFIND and other known methods answer 405 with Allow on pages and the API", async () => {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "LOCK"]) {
      const page = await request(method, "/browse");
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      const api = await request(method, "/api/health");
      expect(api.status).toBe(405);
      expect(api.headers.allow).toContain("GET");
      expect(JSON.parse(api.body)).toEqual({
        success: false,
        message: `The method ${method} is not allowed`,
      });
    }
  });

  it("OPTIONS answers 204 with Allow, the methods in use pass", async () => {
    const options = await request("OPTIONS", "/");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toContain("POST");
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"])
      expect((await request(method, "/x")).body).toBe(`${method} /x`);
  });

  it("CONNECT answers 405 instead of dropping the connection", async () => {
    const answer = await rawRequest(
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(answer).toContain("Allow: GET, HEAD, POST");
  });

  it("a method Node's parser does not know (TRACK) answers 4xx, never 5xx", async () => {
    for (const method of ["TRACK", "FOO", "DEBUG"]) {
      const answer = await rawRequest(`${method} / HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
  });
});

describe("requests that get no answer", () => {
  it("answer 503 with Retry-After once nothing has moved for the idle limit", async () => {
    const started = Date.now();
    const stalled = await request("GET", "/stalled");
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stalled.status).toBe(503);
    expect(stalled.headers["retry-after"]).toBe("30");
    expect(stalled.headers.connection).toBe("close");
  });

  it("a multipart upload, converted after it arrives, gets the longer limit", async () => {
    const started = Date.now();
    const upload = await request("POST", "/upload", {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": "0",
    });
    expect(upload.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThan(1_000);
  });

  it("a handler that answers after the 503 is ignored, and the server goes on", async () => {
    const late = await request("GET", "/late");
    expect(late.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await request("GET", "/after")).body).toBe("GET /after");
  });

  it("the server's timeouts are the documented ones", () => {
    expect(server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveMs);
    expect(server.headersTimeout).toBe(HTTP_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(HTTP_TIMEOUTS.requestMs);
    expect(HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
  });
});
