import { Island } from "~/islands/island";
import { TooltipIsland } from "./tooltip";

export function WhatsAppButton() {
  return <Island name="tooltip" hydrate="hover" className="contents" component={TooltipIsland} props={{ label: "Écrivez-nous sur WhatsApp", side: "left", trigger: "whatsapp" }} />;
}
