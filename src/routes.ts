import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { routeEntries } from "./pages.server";

/** The routes of the page list (src/pages.server.ts), the home page as the index route. */
export default routeEntries().map((r) =>
  r.path === "" ? index(r.module) : route(r.path, r.module, r.id ? { id: r.id } : {}),
) satisfies RouteConfig;
