import { bookingReference } from "../../src/server/kernel/reference";
import { createSetupCheckout, ensureCustomer, idempotencyKey, readCheckoutSession } from "../../src/server/payment";
import { payOnHostedPage } from "./stripe-stand-in";

const soon = () => Date.now() + 10_000;

/**
 * A booking whose customer kept `card` as a guarantee, the way a customer does it: a `setup` session, the hosted
 * page, the session read back. What an off-session charge then needs.
 */
export async function keptCard(card: string, reference = bookingReference(new Date())) {
  const customer = await ensureCustomer(
    { reference, email: "client@example.com", name: "Camille Martin" },
    { key: idempotencyKey(reference, "customer"), deadline: soon() },
  );
  if (!customer.ok) throw new Error(customer.error.reason);
  const customerId = customer.value.customerId;
  const session = await createSetupCheckout(
    {
      reference,
      customerId,
      terms: "Débitée seulement en cas d’annulation tardive ou d’absence.",
      locale: "fr",
      return: {
        successUrl: "https://www.vtc-premium-nantes.fr/ok",
        cancelUrl: "https://www.vtc-premium-nantes.fr/non",
      },
    },
    { key: idempotencyKey(reference, "guarantee"), deadline: soon() },
  );
  if (!session.ok) throw new Error(session.error.reason);
  const page = await payOnHostedPage(session.value.url!, card, { authenticate: true });
  if (page.status !== 303) throw new Error(`card ${card} not kept: ${page.text}`);
  const read = await readCheckoutSession(session.value.id, { deadline: soon() });
  if (!read.ok || !read.value.paymentMethodId) throw new Error("no payment method");
  return { reference, customerId, paymentMethodId: read.value.paymentMethodId };
}
