// A loopback stand-in for the network between a runner and `https://*.preview.example.com`: an HTTP
// proxy (CONNECT, as HTTPS_PROXY speaks it) that opens a tunnel only to the preview hosts it knows
// and ends TLS there with a certificate for *.preview.example.com, then forwards the plain HTTP to
// the agent serving that host on 127.0.0.1. A process given HTTPS_PROXY, NODE_USE_ENV_PROXY=1 and
// NODE_EXTRA_CA_CERTS (see `env`) reaches the README's own target URLs, with their real host names
// and certificate checks, without DNS or the internet.
//
// The certificate and key in tls/ are made for this test only (self-signed, valid until 2126):
// openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -sha256 -days 36500
//   -subj "/CN=*.preview.example.com" -addext "subjectAltName=DNS:*.preview.example.com"
//   -addext "basicConstraints=critical,CA:TRUE" -keyout preview.example.com.key -out preview.example.com.crt
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import net, { type Socket } from 'node:net';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';

const CERT = fileURLToPath(new URL('tls/preview.example.com.crt', import.meta.url));
const KEY = fileURLToPath(new URL('tls/preview.example.com.key', import.meta.url));

export interface PreviewNetwork {
  /** Environment variables that route a Node process's HTTPS through this network. */
  env: Record<string, string>;
  /** Every tunnel asked for, as `host:port`, in order. */
  connects: string[];
  /** The tunnels refused: hosts this network does not serve. */
  refused: string[];
  close(): Promise<void>;
}

/** Serves each `host` (port 443) from the agent listening at `hosts[host]` on 127.0.0.1. */
export async function startPreviewNetwork(hosts: Record<string, string>): Promise<PreviewNetwork> {
  const context = tls.createSecureContext({ cert: readFileSync(CERT), key: readFileSync(KEY) });
  const connects: string[] = [];
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A peer gone mid-tunnel ends that tunnel only.
    socket.on('error', () => socket.destroy());
  };
  const proxy: Server = createServer((_req, res) => {
    res.statusCode = 405;
    res.end('this proxy only opens CONNECT tunnels\n');
  });
  proxy.on('connection', track);
  proxy.on('connect', (req, client: Socket) => {
    const authority = req.url ?? '';
    connects.push(authority);
    const [host, port] = authority.split(':');
    const upstream = port === '443' ? hosts[host!] : undefined;
    if (upstream === undefined) {
      refused.push(authority);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    const secure = new tls.TLSSocket(client, { isServer: true, secureContext: context });
    const agent = net.connect(Number(new URL(upstream).port), '127.0.0.1');
    track(secure);
    track(agent);
    secure.pipe(agent).pipe(secure);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    env: {
      NODE_USE_ENV_PROXY: '1',
      HTTPS_PROXY: `http://127.0.0.1:${port}`,
      NO_PROXY: '127.0.0.1,localhost',
      NODE_EXTRA_CA_CERTS: CERT,
    },
    connects,
    refused,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
