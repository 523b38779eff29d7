// Serves the benchmark's peer page (scripts/bench/peer: an AG Grid Community board) and AG Grid's
// own production build from node_modules, on loopback. Bench only: nothing here is in the app.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export async function startPeerServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'peer');
  const files: Record<string, { file: string; type: string }> = {
    '/': { file: path.join(dir, 'index.html'), type: 'text/html' },
    '/peer.js': { file: path.join(dir, 'peer.js'), type: 'text/javascript' },
    '/ag-grid-community.min.js': {
      // The package exports no file paths; the bench runs from the project root.
      file: path.resolve('node_modules/ag-grid-community/dist/ag-grid-community.min.js'),
      type: 'text/javascript',
    },
  };
  const server = http.createServer((req, res) => {
    const entry = files[new URL(req.url ?? '/', 'http://peer').pathname];
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-store' });
    fs.createReadStream(entry.file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    // "localhost", not 127.0.0.1: another site than the app, so Chromium gives it its own renderer.
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
