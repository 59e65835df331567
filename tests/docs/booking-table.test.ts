import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ACTS, BOOKING_STATES } from "../../src/server/booking/states";

/**
 * The booking's state machine is drawn in its decision record (docs/decisions/200-booking-state.md): the table there
 * says exactly what `ACTS` says, act by act, so that a rule changed in the code without its record (or the other way
 * round) fails here.
 */
const RECORD = "docs/decisions/200-booking-state.md";

function rows(): Map<string, string[]> {
  const text = readFileSync(RECORD, "utf8");
  // Its header row, however a formatter pads the columns.
  const table = text.slice(text.search(/^\|\s*Act\s*\|\s*Who\s*\|/m));
  const lines = table
    .split("\n")
    .slice(2)
    .filter((line) => line.startsWith("| "));
  return new Map(
    lines
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      )
      .map((cells) => [cells[0]!, cells.slice(1)]),
  );
}

/** « every state but requested » and lists as the record writes them, as the code's states. */
function statesOf(cell: string): string[] {
  if (cell === "every state but requested") return BOOKING_STATES.filter((state) => state !== "requested");
  return cell.split(",").map((state) => state.trim());
}

test("the decision record's table of acts is the code's own, row by row", () => {
  const table = rows();
  expect([...table.keys()].sort()).toEqual(Object.keys(ACTS).sort());
  for (const [act, spec] of Object.entries(ACTS)) {
    const [who, from, to, keeps, page] = table.get(act)!;
    expect(
      who!.split(",").map((s) => s.trim()),
      act,
    ).toEqual([...spec.by]);
    expect(statesOf(from!).sort(), act).toEqual([...spec.from].sort());
    expect(to, act).toBe(spec.to);
    expect(keeps, act).toBe(spec.keeps);
    expect(page, act).toBe(spec.page);
  }
});
