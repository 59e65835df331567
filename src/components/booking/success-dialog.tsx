import * as Dialog from "@radix-ui/react-dialog";
import { CheckCircle2 } from "lucide-react";
import type { BookingLocale } from "~/lib/booking/schema";
import type { PaymentStep } from "./submit";
import { bookingFormText } from "./booking-form.text";

/**
 * The success dialog of the brief (docs/product.md), with the booking reference the e-mails carry. Its words say
 * what happened: a request was sent, or a booking at the fare shown awaits our confirmation
 * (docs/decisions/150-the-contract.md); `bookedFare` is that fare, in words, for a booking.
 */
export function SuccessDialog({
  reference,
  bookedFare,
  payment,
  onClose,
  locale = "fr",
}: {
  reference: string | null;
  bookedFare: string | null;
  /** A booking's last step, Stripe's page, when it is paid now or on a kept card. */
  payment?: PaymentStep | undefined;
  onClose: () => void;
  locale?: BookingLocale;
}) {
  const t = bookingFormText[locale];
  return (
    <Dialog.Root open={reference !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-ink/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[90] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-gold-ink" />
          <Dialog.Title className="mt-4 font-display text-2xl">
            {bookedFare ? t.dialogTitleBooked : t.dialogTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-3 leading-relaxed text-muted">
            {bookedFare ? t.dialogTextBooked(bookedFare) : t.dialogText}
          </Dialog.Description>
          {reference && (
            <p className="mt-4 text-sm">
              {t.dialogReference} <strong className="font-semibold tracking-wide">{reference}</strong>
            </p>
          )}
          {payment && bookedFare ? (
            <>
              <p className="mt-4 rounded-xl bg-sand/60 p-4 text-sm leading-relaxed text-ink">
                {t.paymentStep[payment.mode](bookedFare)}
              </p>
              <a href={payment.url} className="btn-gold mt-6 w-full">
                {t.paymentButton[payment.mode](bookedFare)}
              </a>
              <Dialog.Close className="btn-ghost-dark mt-3 w-full">{t.paymentLater}</Dialog.Close>
              <p className="mt-3 text-xs leading-relaxed text-muted">{t.paymentLaterHint}</p>
            </>
          ) : (
            <Dialog.Close className="btn-gold mt-7 w-full">{t.dialogClose}</Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
