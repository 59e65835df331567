/**
 * The operator's console (docs/decisions/260-operator-console.md): POST /api/console, his passkey, his day, his
 * answers and acts through the stages' own functions, his devices, the periods he is away; GET /api/console, the
 * receipts register.
 */
export { handleConsole } from "./handler.js";
