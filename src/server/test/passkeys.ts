import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator for the API tests (decision 048): it answers the server's options as a
// phone's passkey would, with a real P-256 key (ES256), attestation "none", and its own signature
// counter, so every check the server makes runs on real signed bytes. What a test wants wrong (the
// origin, the challenge, the RP ID, the counter) it says in `tamper`.

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** What a test may make an answer say instead of the truth. */
export interface Tamper {
  origin?: string;
  challenge?: string;
  rpID?: string;
  counter?: number;
  userHandle?: string;
  type?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  /** The user handle the server gave when the passkey was made; sent back at each sign-in. */
  userHandle = '';
  counter = 0;

  /** `origin` is the page's, as the browser would write it; the RP ID is its host name. */
  constructor(
    readonly origin: string,
    private readonly synced = true,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  private get rpID(): string {
    return new URL(this.origin).hostname;
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private authData(rpID: string, counter: number, attested: boolean): Buffer {
    let flags = FLAG_UP | FLAG_UV;
    if (this.synced) flags |= FLAG_BE | FLAG_BS;
    if (attested) flags |= FLAG_AT;
    const head = Buffer.alloc(37);
    sha256(rpID).copy(head, 0);
    head.writeUInt8(flags, 32);
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
  }

  private clientData(type: string, challenge: string, tamper: Tamper): string {
    return JSON.stringify({
      type: tamper.type ?? type,
      challenge: tamper.challenge ?? challenge,
      origin: tamper.origin ?? this.origin,
      crossOrigin: false,
    });
  }

  /** The answer to a creation ceremony's options (what `startRegistration()` returns). */
  create(options: { challenge: string; user: { id: string } }, tamper: Tamper = {}) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, tamper);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(tamper.rpID ?? this.rpID, this.counter, true)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The answer to a sign-in's options (what `startAuthentication()` returns); the counter moves on. */
  get(options: { challenge: string }, tamper: Tamper = {}) {
    this.counter += 1;
    const authData = this.authData(tamper.rpID ?? this.rpID, tamper.counter ?? this.counter, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper);
    // ES256 signatures travel DER-encoded, which is what node:crypto makes for an EC key.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: tamper.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
