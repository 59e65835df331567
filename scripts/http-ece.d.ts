/** http_ece (a devDependency) ships no types: what the push stand-in and the tests use of it. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  type Params = { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer };
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
