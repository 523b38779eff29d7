// The L1 feed over msw's WebSocket interception (browser demo and msw/node tests): every client
// connection to `wsUrl` gets its own feed session speaking the project's L1 protocol.
import { ws } from 'msw';
import type { Sandbox } from '../engine/sandbox';
import { createFeedSession, type FeedSessionOptions } from './feed-session';

const decoder = new TextDecoder();

function asText(data: unknown): string | undefined {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return decoder.decode(data);
  if (ArrayBuffer.isView(data)) return decoder.decode(data);
  return undefined;
}

export function createFeedHandler(sandbox: Sandbox, wsUrl: string, options?: FeedSessionOptions) {
  const link = ws.link(wsUrl);
  return link.addEventListener('connection', ({ client }) => {
    let open = true;
    const session = createFeedSession(
      sandbox,
      {
        send: (text) => {
          if (open) client.send(text);
        },
        close: (code, reason) => {
          if (!open) return;
          open = false;
          // msw delivers sent messages asynchronously: close after them, as a real socket does.
          setTimeout(() => client.close(code, reason), 0);
        },
      },
      options,
    );
    client.addEventListener('message', (event) => {
      const text = asText(event.data);
      // Binary frames are not part of the protocol: answer them as malformed text.
      session.receive(text ?? '\u0000binary');
    });
    client.addEventListener('close', () => {
      open = false;
      session.dispose();
    });
  });
}
