import { ArrowLeft, Send } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { BusyIcon } from "~/components/panel-parts";

/**
 * The operator's last step before anything leaves (his answer to a request, an act on a trip): what will be sent,
 * to whom, then « Envoyer » or « Modifier », 48 px apart on a phone. Its heading is focused as it opens.
 */
export function ReviewStep({
  id,
  title,
  text,
  sendLabel,
  sending,
  headingRef,
  onSend,
  onBack,
}: {
  id: string;
  title: ReactNode;
  text: string;
  sendLabel: string;
  sending: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSend: () => void;
  onBack: () => void;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1} className="font-sans text-base font-semibold outline-none">
        {title}
      </h3>
      <p className="mt-2 leading-relaxed">{text}</p>
      <div className="mt-6 flex flex-col gap-12 sm:flex-row sm:items-center sm:gap-6">
        <button
          type="button"
          onClick={onSend}
          aria-disabled={sending || undefined}
          className="btn-gold aria-disabled:opacity-60"
        >
          <BusyIcon busy={sending} icon={Send} />
          {sendLabel}
        </button>
        <button type="button" onClick={onBack} disabled={sending} className="btn-ghost-dark disabled:opacity-45">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Modifier
        </button>
      </div>
    </section>
  );
}
