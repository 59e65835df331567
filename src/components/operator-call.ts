import { callPanel, type PanelAnswer } from "~/components/panel-call";

/** Posts an act of the operator's pages (his answer to a request, his trip page): in French only, as they are. */
export function callOperator(path: string, body: Record<string, unknown>): Promise<PanelAnswer> {
  return callPanel(path, body, "Le site ne répond pas\u00a0: vérifiez votre connexion, puis réessayez.");
}
