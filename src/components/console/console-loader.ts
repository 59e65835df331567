/**
 * The console's code behind one more step: the islands entry, which every public page loads, names only this small
 * chunk, and the console's own chunks (React, the passkey library, its icons) are listed here, on its page.
 */
export const loadConsole = () => import("./console-app").then((m) => m.ConsoleApp);
