/**
 * Reads an iCalendar file the way RFC 5545 writes it, failing on what a strict reader would refuse: lines not
 * ended by CRLF, lines longer than 75 octets, a continuation that does not start with a space, a content line
 * without a name and a colon, components not closed in order, a calendar without VERSION:2.0 or PRODID, an
 * event without UID, DTSTAMP or DTSTART, a date-time not in UTC form. Returns each component's properties.
 */
export type Component = { name: string; props: [string, string][]; children: Component[] };

export function parseIcs(text: string): Component {
  if (!text.endsWith("\r\n")) throw new Error("the file does not end with CRLF");
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (line.includes("\n") || line.includes("\r")) throw new Error(`a bare line break in « ${line} »`);
    if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`line longer than 75 octets: « ${line} »`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) {
      if (!logical.length) throw new Error("the file starts with a continuation line");
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: Component[] = [{ name: "", props: [], children: [] }];
  for (const line of logical) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^;:,"]*)(?:,(?:"[^"]*"|[^;:,"]*))*)*):(.*)$/.exec(
      line,
    );
    if (!match) throw new Error(`not a content line: « ${line} »`);
    const [, name, params, value] = match as unknown as [string, string, string, string];
    if (name === "BEGIN") {
      const component: Component = { name: value, props: [], children: [] };
      stack.at(-1)!.children.push(component);
      stack.push(component);
    } else if (name === "END") {
      const open = stack.pop();
      if (!open || open.name !== value) throw new Error(`END:${value} closes ${open?.name ?? "nothing"}`);
    } else stack.at(-1)!.props.push([`${name}${params}`, value]);
  }
  if (stack.length !== 1) throw new Error(`${stack.at(-1)!.name} is never closed`);
  const calendar = stack[0]!.children[0];
  if (!calendar || calendar.name !== "VCALENDAR" || stack[0]!.children.length !== 1)
    throw new Error("not one VCALENDAR");
  if (prop(calendar, "VERSION") !== "2.0") throw new Error("VERSION:2.0 missing");
  if (!prop(calendar, "PRODID")) throw new Error("PRODID missing");
  for (const event of calendar.children.filter((c) => c.name === "VEVENT")) {
    for (const required of ["UID", "DTSTAMP", "DTSTART"])
      if (!prop(event, required)) throw new Error(`VEVENT without ${required}`);
    for (const stamp of ["DTSTAMP", "DTSTART"])
      if (!/^\d{8}T\d{6}Z$/.test(prop(event, stamp)!)) throw new Error(`${stamp} is not a UTC date-time`);
  }
  return calendar;
}

/** A property's value by its name (parameters ignored), or undefined. */
export function prop(component: Component, name: string): string | undefined {
  return component.props.find(([key]) => key === name || key.startsWith(`${name};`))?.[1];
}

export function events(calendar: Component): Component[] {
  return calendar.children.filter((c) => c.name === "VEVENT");
}
