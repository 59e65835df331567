import { createServer, type Server } from "node:http";
import { afterEach, expect, test } from "vitest";
import { withTimeout } from "../../src/server/kernel/timeout";
import { reach } from "./reachable";
import { startStub } from "./stub-server";
import { onVirtualClock } from "./virtual-time";

/**
 * The in-memory sockets of the controlled clock behave as a connection does when its other end goes: the end left is
 * told and closes, so a keep-alive pool never sends a request into a connection nobody reads. A stand-in that
 * closed (its test over) once left its clients' idle connections alive in Node's pool; a stand-in of a later test
 * that happened to get the same port then never saw the request sent on one, and the clock, seeing nothing in
 * flight, jumped to the caller's timeout (a booking's « SendGrid: no answer » on a busy CI machine).
 */
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

function answering(port: number, body: string): Promise<Server> {
  const server = createServer((_req, res) => res.end(body));
  servers.push(server);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => (reach(server), resolve(server))));
}

const get = (url: string) =>
  onVirtualClock(() =>
    withTimeout(
      fetch(url).then((answer) => answer.text()),
      3000,
      "the stand-in",
    ),
  );

test("a stand-in closed with its connections: the next one on its port gets the request, not a dead connection", async () => {
  const first = await startStub([{ status: 200, body: "first" }]);
  expect(await get(first.url)).toBe('"first"');
  await first.close();

  await answering(Number(new URL(first.url).port), "second");
  expect(await get(first.url)).toBe("second");
});

test("a connection the server ends after its keep-alive timeout is not used again by the client", async () => {
  const server = await answering(0, "fresh");
  let connections = 0;
  server.on("connection", () => connections++);
  const address = server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}/`;
  const answers = await onVirtualClock(async () => {
    const before = await withTimeout(
      fetch(url).then((a) => a.text()),
      3000,
      "the stand-in",
    );
    // Longer than the server's keep-alive timeout (5 s): it closes the idle connection, as a real server does.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const after = await withTimeout(
      fetch(url).then((a) => a.text()),
      3000,
      "the stand-in",
    );
    return [before, after];
  });
  expect(answers).toEqual(["fresh", "fresh"]);
  expect(connections).toBe(2);
});
