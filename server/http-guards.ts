/**
 * What every connection and request meets in the outer server (server.js) before the app: the
 * HTTP methods the site answers, a bound on a request that gets no answer, and the server's
 * timeouts (docs/decisions/015-failure-modes.md). server/app.ts re-exports these, so server.js
 * takes them from the build like the rest of the app.
 */
import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";

/** The methods the pages and the API use; anything else is refused with 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ALLOW = ALLOWED_METHODS.join(", ");

/**
 * Server timeouts (ms):
 * - keep-alive 65 s: above the 60 s idle timeout of common load balancers and proxies, so the
 *   proxy, not the server, closes an idle connection (else it may send a request on a
 *   connection the server is closing, and its client gets a 502);
 * - headers 20 s: a client that trickles its headers (slowloris) is cut off;
 * - request 300 s (Node's default): the whole request, photo uploads on slow mobile links
 *   included;
 * - response 30 s: a request with no traffic either way for this long (a database that stopped
 *   answering, a stuck handler) gets a 503, or the connection is closed if the answer had begun;
 *   120 s for a multipart upload, whose photos are converted one by one after they arrive (20
 *   HEIC photos of 10 MB take tens of seconds on two cores).
 */
export const HTTP_TIMEOUTS = {
  keepAliveMs: 65_000,
  headersMs: 20_000,
  requestMs: 300_000,
  responseIdleMs: 30_000,
  uploadIdleMs: 120_000,
};

/** Seconds a client is asked to wait before retrying a request the server gave up on. */
const RETRY_AFTER_SECONDS = 30;

function refuse(req: Request, res: Response, status: number, message: string) {
  res.status(status);
  if (req.path.startsWith("/api/")) {
    res.set("Cache-Control", "no-store");
    res.json({ success: false, message });
  } else {
    res.type("text").send(`${message}\n`);
  }
}

/**
 * 405 with `Allow` for any method the site does not use (TRACE, PROPFIND...) on every path:
 * React Router's handler cannot even build a request for TRACE, which used to answer 500.
 * OPTIONS answers 204 with `Allow` here, as no route has anything else to say to it.
 */
export const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (req.method === "OPTIONS") {
    res.set("Allow", ALLOW).status(204).end();
    return;
  }
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.set("Allow", ALLOW);
  refuse(req, res, 405, `The method ${req.method} is not allowed`);
};

/**
 * Answers a request that has seen no traffic for `idleMs` (`uploadIdleMs` for a multipart body;
 * HTTP_TIMEOUTS): 503 with `Retry-After` and `Connection: close` when nothing was sent yet, else
 * the connection is closed. The handler may still finish later; what it then tries to send is
 * dropped (`dropLateAnswers`).
 */
export function answerStalledRequests({
  idleMs = HTTP_TIMEOUTS.responseIdleMs,
  uploadIdleMs = HTTP_TIMEOUTS.uploadIdleMs,
} = {}): RequestHandler {
  return (req, res, next) => {
    const upload = req.is("multipart/form-data") === "multipart/form-data";
    res.setTimeout(upload ? uploadIdleMs : idleMs, () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.locals.stalled = true;
      res.set({ "Retry-After": String(RETRY_AFTER_SECONDS), Connection: "close" });
      refuse(req, res, 503, "The server could not answer in time. Please try again.");
    });
    next();
  };
}

/** The last error handler: a handler that finishes after `answerStalledRequests` answered. */
export const dropLateAnswers: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.locals.stalled) return;
  next(error);
};

/**
 * A CONNECT request (a proxy tunnel) never reaches Express: Node hands it to the server's
 * `connect` listener and, without one, drops the connection without an answer.
 */
function refuseConnect(_req: unknown, socket: Duplex) {
  const body = "The method CONNECT is not allowed\n";
  socket.on("error", () => {});
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\n" +
      `Allow: ${ALLOW}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

/** Applies HTTP_TIMEOUTS and the CONNECT answer to a listening (or about to) server. */
export function configureHttpServer(server: Server) {
  server.keepAliveTimeout = HTTP_TIMEOUTS.keepAliveMs;
  server.headersTimeout = HTTP_TIMEOUTS.headersMs;
  server.requestTimeout = HTTP_TIMEOUTS.requestMs;
  server.on("connect", refuseConnect);
}
