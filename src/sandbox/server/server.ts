// The sandbox as a real server: HTTP (every operation) and the L1 WebSocket on one port, with CORS
// for the dev origin. Anything that speaks HTTP can use it; the app uses it in live mode.
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { Sandbox, type SandboxOptions } from '../engine/sandbox';
import { handleSandboxRequest } from '../http/router';
import { createFeedSession, type FeedSession, type FeedSessionOptions } from '../ws/feed-session';
import type { OperationFault } from '../engine/faults';

export interface SandboxServerOptions extends SandboxOptions {
  port?: number;
  host?: string;
  /** Faults active from the start, by operationId ("*" = every operation). */
  faults?: Record<string, OperationFault>;
  feed?: FeedSessionOptions;
  /** Emit only the OpenAPI document's enum values (`--strict-openapi`). */
  strictOpenApi?: boolean;
  /** Log each request on stdout (method, path, status, ms). */
  log?: boolean;
}

export interface RunningSandboxServer {
  url: string;
  wsUrl: string;
  sandbox: Sandbox;
  /** The symbols each open L1 socket is subscribed to, in connection order (leak checks). */
  feedSubscriptions(): string[][];
  close(): Promise<void>;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Expose-Headers': 'x-request-id, retry-after',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Control endpoints for tests and demos, outside /v1: faults and reset. */
async function handleControl(
  state: { sandbox: Sandbox; sessions: Set<FeedSession> },
  options: SandboxServerOptions,
  req: http.IncomingMessage,
  path: string,
): Promise<{ status: number; body: unknown }> {
  if (path === '/__sandbox/faults' && req.method === 'GET')
    return {
      status: 200,
      body: { operations: state.sandbox.faults.list(), feed: state.sandbox.faults.feed },
    };
  if (path === '/__sandbox/faults' && req.method === 'POST') {
    const body = JSON.parse((await readBody(req)) || '{}') as {
      operationId?: string;
      fault?: OperationFault;
      feed?: { drop?: boolean; silent?: boolean };
    };
    if (body.operationId && body.fault) state.sandbox.faults.set(body.operationId, body.fault);
    if (body.feed) state.sandbox.faults.setFeed(body.feed);
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__sandbox/faults' && req.method === 'DELETE') {
    state.sandbox.faults.clear();
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__sandbox/feed' && req.method === 'GET')
    return {
      status: 200,
      body: { sessions: [...state.sessions].map((s) => ({ symbols: s.subscribedSymbols() })) },
    };
  if (path === '/__sandbox/reset' && req.method === 'POST') {
    state.sandbox = new Sandbox(options);
    return { status: 200, body: { ok: true } };
  }
  return { status: 404, body: { error: 'unknown control path' } };
}

export function startSandboxServer(options: SandboxServerOptions = {}): Promise<RunningSandboxServer> {
  const state = { sandbox: new Sandbox(options), sessions: new Set<FeedSession>() };
  for (const [operationId, fault] of Object.entries(options.faults ?? {}))
    state.sandbox.faults.set(operationId, fault);
  const sockets = new Set<WebSocket>();

  const server = http.createServer(async (req, res) => {
    const started = performance.now();
    const cors = corsHeaders(req.headers.origin);
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      if (url.pathname.startsWith('/__sandbox/')) {
        const result = await handleControl(state, options, req, url.pathname);
        res
          .writeHead(result.status, { ...cors, 'Content-Type': 'application/json' })
          .end(JSON.stringify(result.body));
        return;
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
      const response = await handleSandboxRequest(
        state.sandbox,
        {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: { get: (name) => (req.headers[name.toLowerCase()] as string | undefined) ?? null },
          body,
        },
        { strictOpenApi: options.strictOpenApi === true },
      );
      if (response.delayMs) await new Promise((r) => setTimeout(r, response.delayMs));
      if (response.hang) return; // never answer
      if (response.networkError) {
        req.socket.destroy();
        return;
      }
      res.writeHead(response.status, { ...cors, ...response.headers }).end(response.body);
      if (options.log)
        console.log(
          `${req.method} ${url.pathname} ${response.status} ${Math.round(performance.now() - started)}ms`,
        );
    } catch (error) {
      res.writeHead(500, { ...cors, 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          data: null,
          error: { code: 500, message: String(error) },
          metadata: { request_id: 'n/a' },
        }),
      );
    }
  });

  const wss = new WebSocketServer({ server, path: '/v1/ws' });
  wss.on('connection', (socket) => {
    sockets.add(socket);
    const session = createFeedSession(
      state.sandbox,
      {
        send: (text) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
        close: (code, reason) => socket.close(code, reason),
      },
      options.feed,
    );
    state.sessions.add(session);
    socket.on('message', (data) => session.receive(data.toString()));
    socket.on('close', () => {
      sockets.delete(socket);
      state.sessions.delete(session);
      session.dispose();
    });
    socket.on('error', () => {
      state.sessions.delete(session);
      session.dispose();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const host = options.host ?? '127.0.0.1';
      resolve({
        url: `http://${host}:${port}`,
        wsUrl: `ws://${host}:${port}/v1/ws`,
        get sandbox() {
          return state.sandbox;
        },
        feedSubscriptions: () => [...state.sessions].map((s) => s.subscribedSymbols()),
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.terminate();
            wss.close();
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
