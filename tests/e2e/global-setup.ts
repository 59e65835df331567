import { rmSync } from "node:fs";
import { OUTBOX } from "../../playwright.config";

/**
 * Once per run, before any worker starts: an empty outbox. Tests then find their own e-mails by reference, so two
 * workers writing into it at once never see each other's.
 */
export default function globalSetup() {
  rmSync(OUTBOX, { recursive: true, force: true });
}
