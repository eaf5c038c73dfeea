/**
 * A second copy of the built Worker for the specs that need another configuration (upstream mode
 * with an admin API that fails, Turnstile switched on), next to a tiny fake admin API and a fake
 * siteverify on 127.0.0.1. The fakes stand in for third parties only; our Worker runs for real.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { text } from "node:stream/consumers";
import { test } from "@playwright/test";

export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

export interface FakeAdmin {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** The token the fake Turnstile widget hands out that the fake siteverify accepts. */
export const passingTurnstileToken = "e2e-pass-token";

/**
 * Answers 500 to every admin API call (an upstream outage), and siteverify with success only for
 * the passing token.
 */
export async function startFakeAdmin(): Promise<FakeAdmin> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (request, response) => {
    const body = await text(request);
    const path = request.url ?? "/";
    requests.push({ method: request.method ?? "GET", path, body });
    if (path.startsWith("/siteverify")) {
      const token = new URLSearchParams(body).get("response");
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ success: token === passingTurnstileToken }));
      return;
    }
    response.writeHead(500, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ message: "Internal Server Error" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SecondWorker {
  baseURL: string;
  stop(): Promise<void>;
}

/** Serves the same build (BUILD_DIR) with extra variables and its own fresh local state. */
export async function startSecondWorker(vars: Record<string, string>): Promise<SecondWorker> {
  const port = await freePort();
  const persist = `.wrangler/e2e-second-${port}`;
  rmSync(persist, { recursive: true, force: true });
  const child: ChildProcess = spawn("node", ["scripts/start.mjs", "--no-build"], {
    env: { ...process.env, ...vars, PORT: String(port), WRANGLER_PERSIST_DIR: persist },
    stdio: "ignore",
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/favicon.svg`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The second Worker did not start in 90 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseURL,
    async stop() {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

/** A second Worker and the stand-in for the third party it is configured to talk to. */
export interface SecondWorkerWith<Fake> {
  worker: SecondWorker;
  fake: Fake;
}

/**
 * Before a spec file's tests, starts a stand-in third party and then a second Worker configured by
 * `vars` to use it; after them, stops both. Read the fields inside tests and hooks only: they are
 * set once the file's `beforeAll` has run.
 */
export function serveSecondWorker<Fake extends { close(): Promise<void> }>(
  startFake: () => Promise<Fake>,
  vars: (fake: Fake) => Record<string, string>,
): SecondWorkerWith<Fake> {
  // Filled in by beforeAll, before any test reads it.
  const served = {} as SecondWorkerWith<Fake>;
  test.beforeAll(async () => {
    // Starting a second Worker can take a while on a busy machine.
    test.setTimeout(150_000);
    served.fake = await startFake();
    served.worker = await startSecondWorker(vars(served.fake));
  });
  test.afterAll(async () => {
    await served.worker?.stop();
    await served.fake?.close();
  });
  return served;
}
