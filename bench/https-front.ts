// What stands between a phone and the server in production (decision 088): a front that ends TLS and
// speaks HTTP/2 to the browser, HTTP/1.1 to the server behind it, and says who the client was in
// `X-Forwarded-For` and `X-Forwarded-Proto` (docs/running.md, TRUST_PROXY). The server speaks plain
// HTTP/1.1, which no browser uses with a site served over HTTPS; Lighthouse's simulated slow 4G gives
// HTTP/1.1 six connections that carry one request at a time, so a page's 40 to 70 scripts and calls
// would wait about ten round trips of 150 ms that no member's phone waits.
// The certificate is made for the run by `openssl` and trusted only by the bench's own browser, by
// its public key (`--ignore-certificate-errors-spki-list`).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids and a proxy never passes on. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

export interface HttpsFront {
  /** `https://127.0.0.1:<port>`. */
  origin: string;
  /** The Chromium flag that trusts this front's certificate, and no other one. */
  browserFlag: string;
  close(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, and the base64 SHA-256 of its public key. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer; spkiHash: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fernleaf-bench-tls-'));
  try {
    const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-keyout', keyFile, '-out', certFile, '-subj', '/CN=127.0.0.1'])
        .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile);
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyFile), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on `port`, passing every request to the server at `http://127.0.0.1:<serverPort>`. */
export async function startHttpsFront(port: number, serverPort: number): Promise<HttpsFront> {
  const { key, cert, spkiHash } = selfSignedCertificate();
  const agent = new http.Agent({ keepAlive: true });
  const front = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !hopByHop.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = request.authority ?? request.headers.host;
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: serverPort, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const answerHeaders: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!hopByHop.has(name) && value !== undefined) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    browserFlag: `--ignore-certificate-errors-spki-list=${spkiHash}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        front.close(() => resolve());
      }),
  };
}
