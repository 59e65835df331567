import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { expect, test } from "vitest";
import { ErrorBoundary } from "../../src/root";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];
const render = (error: unknown) => renderToStaticMarkup(createElement(ErrorBoundary, { error } as BoundaryProps));

test("a route failure shows 'Unexpected Application Error!' with the status", () => {
  const html = render(new ErrorResponse(503, "Service Unavailable", "Indisponible"));
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("503 Service Unavailable");
});

test("a thrown error shows 'Unexpected Application Error!' with its message", () => {
  const html = render(new Error("La lecture du contenu a échoué"));
  expect(html).toContain("Unexpected Application Error!");
  expect(html).toContain("La lecture du contenu a échoué");
});
