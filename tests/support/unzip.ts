import { crc32, inflateRawSync } from "node:zlib";

/**
 * A ZIP read back the way an unzipper reads it: from the end-of-directory record, each entry of the central directory,
 * its local header, its data inflated or stored, and its CRC checked. Throws on anything an unzipper would refuse.
 */
export type Entry = { name: string; data: Buffer; method: number; date: number; time: number };

export function unzip(bytes: Uint8Array): Entry[] {
  const zip = Buffer.from(bytes);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end !== zip.length - 22) throw new Error("no end-of-directory record at the end");
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  if (at + size !== end) throw new Error("the central directory does not end where its end record starts");
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: no central header`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const time = zip.readUInt16LE(at + 12);
    const date = zip.readUInt16LE(at + 14);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const length = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x0800 ? "utf8" : "latin1");
    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`${name}: no local header`);
    if (zip.readUInt32LE(offset + 14) !== crc || zip.readUInt16LE(offset + 8) !== method)
      throw new Error(`${name}: local header and central directory disagree`);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const raw = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(raw) : method === 0 ? Buffer.from(raw) : null;
    if (!data) throw new Error(`${name}: method ${method}`);
    if (data.length !== length || crc32(data) !== crc) throw new Error(`${name}: size or CRC wrong`);
    entries.push({ name, data, method, date, time });
    at += 46 + nameLength + skip;
  }
  return entries;
}
