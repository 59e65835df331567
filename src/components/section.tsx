import type { ReactNode } from "react";

const tones = {
  light: "bg-ivory text-ink",
  white: "bg-white text-ink",
  sand: "bg-sand/60 text-ink",
  dark: "bg-ink text-ivory",
} as const;

export function Section({
  id,
  tone = "light",
  children,
  className = "",
}: {
  id?: string;
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} className={`${tones[tone]} py-20 sm:py-24 ${className}`}>
      <div className="container-page">{children}</div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  light = false,
  center = false,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  light?: boolean;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && <p className={`eyebrow ${light ? "text-gold" : "text-gold-ink"}`}>{eyebrow}</p>}
      <h2 className={`mt-3 text-3xl leading-tight sm:text-[2.6rem] ${light ? "text-white" : "text-ink"}`}>{title}</h2>
      {lead && <div className={`mt-5 text-lg leading-relaxed ${light ? "text-mist" : "text-muted"}`}>{lead}</div>}
    </div>
  );
}
