import { crc32, deflateRawSync } from "node:zlib";
import { parisClock } from "../../lib/paris-time.js";

/**
 * A ZIP archive (PKWARE's APPNOTE, the subset every unzipper reads), written in memory: each file deflated when that
 * makes it smaller, stored otherwise; names in UTF-8 (bit 11); dates as Nantes's clock shows them. No ZIP64: an
 * archive stays under 4 GiB and 65,535 files, which the callers' own bounds keep far below.
 */
export type ZipFile = { name: string; data: Uint8Array; at: Date };

const UTF8_NAMES = 0x0800;
const VERSION = 20;
/** Made on Unix (3): unzippers then take the names as written, not as an MS-DOS code page, and the mode below. */
const MADE_BY = (3 << 8) | VERSION;
/** -rw-r--r--, so that an extracted file opens for its owner and reads for everyone. */
const UNIX_FILE = (0o100644 << 16) >>> 0;

/** The MS-DOS date and time a ZIP stores, two-second steps, from 1980 on. */
function dosTime(at: Date): { time: number; date: number } {
  const c = parisClock(at);
  const year = Math.max(c.year, 1980);
  return {
    time: (c.hour << 11) | (c.minute << 5) | Math.floor(c.second / 2),
    date: ((year - 1980) << 9) | (c.month << 5) | c.day,
  };
}

type Entry = {
  method: number;
  time: number;
  date: number;
  crc: number;
  compressed: number;
  size: number;
  nameLength: number;
};

/**
 * The run a file's local header and its central directory entry share, from « version needed » to the name's length
 * (26 bytes): the local header has it at 4, the central entry at 6, after the « made by » field.
 */
function writeEntry(header: Buffer, at: number, e: Entry): void {
  header.writeUInt16LE(VERSION, at);
  header.writeUInt16LE(UTF8_NAMES, at + 2);
  header.writeUInt16LE(e.method, at + 4);
  header.writeUInt16LE(e.time, at + 6);
  header.writeUInt16LE(e.date, at + 8);
  header.writeUInt32LE(e.crc, at + 10);
  header.writeUInt32LE(e.compressed, at + 14);
  header.writeUInt32LE(e.size, at + 18);
  header.writeUInt16LE(e.nameLength, at + 22);
}

export function zip(files: ZipFile[]): Uint8Array<ArrayBuffer> {
  if (files.length > 0xffff) throw new Error(`${files.length} files: more than a ZIP without ZIP64 holds`);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const deflated = deflateRawSync(file.data);
    const stored = deflated.length >= file.data.length;
    const body = stored ? Buffer.from(file.data) : deflated;
    const entry: Entry = {
      method: stored ? 0 : 8,
      ...dosTime(file.at),
      crc: crc32(file.data),
      compressed: body.length,
      size: file.data.length,
      nameLength: name.length,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntry(local, 4, entry);
    // Extra field: none (28 and 29 stay zero).
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(MADE_BY, 4);
    writeEntry(central, 6, entry);
    // Extra field, comment, disk, internal attributes: none (30 to 37 stay zero).
    central.writeUInt32LE(UNIX_FILE, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
    if (offset > 0xffffffff) throw new Error("A ZIP past 4 GiB needs ZIP64");
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
