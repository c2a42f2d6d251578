import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A push service standing in for the browsers' own (docs/product.md#notifications) on 127.0.0.1,
 * over https with a certificate the test CA signed. The server under test trusts that CA through
 * NODE_EXTRA_CA_CERTS, which Node reads only when a process starts: vitest.config.ts gives it to
 * the server project's workers (each is a process of its own), so the app under test reaches this
 * service with Node's ordinary certificate checks, as it reaches a real one.
 */
const here = path.join(import.meta.dirname, 'push-service');
export const TEST_PUSH_CA = path.join(here, 'ca.pem');

export interface ReceivedPush {
  /** The subscription's name (the endpoint's last segment). */
  name: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's subscription for the stand-in, and how that browser reads what it receives. */
export interface TestSubscription {
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The payload of a push sent to it: RFC 8291 decrypted with its own private key. */
  decrypt(body: Buffer): string;
}

export interface TestPushService {
  origin: string;
  /** `host:port`, as PUSH_ENDPOINT_HOSTS names it. */
  host: string;
  received: ReceivedPush[];
  /** Answers pushes to this subscription with `status` (410: it is gone), or holds them unanswered. */
  answer(name: string, status: number | 'hold'): void;
  /** Answers every held push with 201; how many were still waiting for it (not given up on). */
  release(): number;
  subscription(name: string): TestSubscription;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number | 'hold'>();
  const held: (() => boolean)[] = [];
  const server = https.createServer(
    {
      key: fs.readFileSync(path.join(here, 'server-key.pem')),
      cert: fs.readFileSync(path.join(here, 'server.pem')),
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const name = (request.url ?? '').split('/').at(-1) ?? '';
        received.push({ name, headers: request.headers, body: Buffer.concat(chunks) });
        const status = answers.get(name) ?? 201;
        if (status === 'hold') {
          held.push(() => {
            const waiting = !response.destroyed;
            response.writeHead(201).end();
            return waiting;
          });
        } else response.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    received,
    answer: (name, status) => answers.set(name, status),
    release: () => held.splice(0).filter((answer) => answer()).length,
    subscription: (name) => browserSubscription(`${origin}/push/${name}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its P-256 key pair and 16-byte auth secret (RFC 8291 §2). */
function browserSubscription(endpoint: string): TestSubscription {
  const browser = createECDH('prime256v1');
  const browserPublic = browser.generateKeys();
  const authSecret = randomBytes(16);
  return {
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: browserPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, browser, browserPublic, authSecret),
  };
}

/**
 * RFC 8291 with RFC 8188's aes128gcm, written from the RFCs and apart from the library that
 * encrypts, so the test checks the server's message and not the library against itself: the
 * header (salt, record size, the sender's public key), the keys from ECDH and HKDF, one record.
 */
function decryptAes128gcm(
  body: Buffer,
  browser: ReturnType<typeof createECDH>,
  browserPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record: no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
