import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator for the tests of the console's passkeys (the browser tests use Chromium's virtual one):
 * an ES256 key pair made at registration, answering WebAuthn's two ceremonies as a phone would (user present and
 * verified), without attestation. What it signs is the server's own challenge, for the origin it is told.
 */
export type SoftPasskey = {
  id: string;
  /** Answers `navigator.credentials.create` with the server's options. */
  create(options: { challenge: string; rp: { id?: string } }): Record<string, unknown>;
  /** Answers `navigator.credentials.get` with the server's options. */
  get(options: { challenge: string; rpId?: string }): Record<string, unknown>;
  signCount: number;
};

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest();

export function softPasskey(origin: string): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(32);
  const jwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y, "base64url"))],
    ]),
  );
  const passkey: SoftPasskey = {
    id: b64(credentialId),
    signCount: 0,
    create(options) {
      const clientData = JSON.stringify({
        type: "webauthn.create",
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      });
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(cose),
      ]);
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id: passkey.id,
        rawId: passkey.id,
        type: "public-key",
        response: {
          clientDataJSON: b64(Buffer.from(clientData)),
          attestationObject: b64(attestation),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    get(options) {
      return assertion(privateKey, passkey, origin, options);
    },
  };
  return passkey;
}

function assertion(
  privateKey: KeyObject,
  passkey: SoftPasskey,
  origin: string,
  options: { challenge: string; rpId?: string },
): Record<string, unknown> {
  passkey.signCount += 1;
  const clientData = Buffer.from(
    JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin, crossOrigin: false }),
  );
  const count = Buffer.alloc(4);
  count.writeUInt32BE(passkey.signCount);
  const authData = Buffer.concat([sha256(options.rpId ?? new URL(origin).hostname), Buffer.from([0x05]), count]);
  const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    response: {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: b64(Buffer.from("vtc-premium-nantes-operator")),
    },
    clientExtensionResults: {},
    authenticatorAttachment: "platform",
  };
}
