import { readFileSync } from "node:fs";

/**
 * Preloaded into a local server a browser test starts (`node --import`), never into the product: the server's
 * clock moved by the test. The offset in milliseconds is read from the file TEST_CLOCK_FILE names, again every
 * 50 ms, so a test writes a new offset and the server lives at that time from then on (a cancellation 18 hours
 * before the pickup, a no-show after it). Timers keep the real time.
 */
const file = process.env.TEST_CLOCK_FILE;
const RealDate = Date;
let offset = 0;

function read() {
  try {
    offset = Number(readFileSync(file, "utf8")) || 0;
  } catch {
    offset = 0;
  }
}

if (file) {
  read();
  setInterval(read, 50).unref();
  globalThis.Date = class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offset;
    }
  };
}
