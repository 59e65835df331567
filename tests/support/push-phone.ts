import { createECDH, randomBytes } from "node:crypto";
import ece from "http_ece";
import type { PushPayload } from "../../src/server/alerts/push";

/** A phone's subscription, made as a browser makes one, on the stand-in's endpoint: its keys decrypt what arrives. */
export function phoneSubscription(endpoint: (id: string) => string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const id = randomBytes(6).toString("hex");
  return {
    id,
    subscription: {
      endpoint: endpoint(id),
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
    read: (body: Buffer) =>
      JSON.parse(
        ece.decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
      ) as PushPayload,
  };
}
