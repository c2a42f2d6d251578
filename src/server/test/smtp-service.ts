import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server standing in for the family's SMTP provider (docs/product.md#notifications) on
 * 127.0.0.1, speaking real SMTP to the app's nodemailer: each message is received whole, with its
 * envelope, and parsed as a mail program would (MIME, encoded Arabic headers and bodies).
 */
export interface ReceivedMail {
  /** The envelope's recipients, as the app addressed the message. */
  to: string[];
  from: string;
  mail: Email;
}

export interface TestSmtpService {
  /** `smtp://127.0.0.1:port`, as SMTP_URL names it. */
  url: string;
  received: ReceivedMail[];
  /** Keeps every message's final answer back until `release()`: a slow mail server. */
  hold(): void;
  /** Answers every held message; how many were waiting. */
  release(): number;
  close(): Promise<void>;
}

export async function startTestSmtpService(): Promise<TestSmtpService> {
  const received: ReceivedMail[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to trust, no account to sign in with.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              mail,
            });
            if (holding) held.push(() => callback());
            else callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const waiting = held.splice(0);
      for (const answer of waiting) answer();
      return waiting.length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
