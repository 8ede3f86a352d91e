import { randomUUID } from 'node:crypto';
import { cardGiftCheckout } from '@fairway/contracts/gift';
import { checkoutResponse, type CheckoutResponse } from '@fairway/contracts/registration';
import type { Test } from 'supertest';
import type { MailTemplateName } from '@fairway/contracts/mail';
import { MailRenderer } from '../../src/modules/mail/mail.renderer';
import type { OutgoingMail } from '../../src/modules/mail/mail.transport';
import { registrationWorld, type RegistrationWorld, teamOrder } from '../registration/support/registration-world';

const publicBase = 'https://golf.example.org';
const lan = 'http://192.168.1.20:8080';

describe("a checkout returns to the buyer's own origin (a phone on the club's Wi-Fi); e-mails keep PUBLIC_BASE_URL", () => {
  let world: RegistrationWorld;
  let tournamentId: string;
  let entryId: string;

  beforeAll(async () => {
    world = await registrationWorld('return-origin', { PUBLIC_BASE_URL: publicBase });
    tournamentId = await world.tournament();
    await world.settle(tournamentId, { open: true, capacityTeams: 20, waitlistOfferHours: 24 });
    entryId = (await world.product(tournamentId, { kind: 'team-entry', name: 'Foursome', price: 400 })).id;
  });

  afterAll(() => world?.testApp.close());

  const register = async (headers: (call: Test) => Test = (call) => call): Promise<Extract<CheckoutResponse, { outcome: 'checkout' }>> => {
    const call = world.api().post(`/api/tournaments/${tournamentId}/registration/checkout`);
    const reply = checkoutResponse.parse((await headers(call).send(teamOrder(entryId)).expect(201)).body);
    if (reply.outcome !== 'checkout') throw new Error(`expected a checkout, got ${reply.outcome}`);
    return reply;
  };
  const confirmationPath = (token: string) => `/tournament/${tournamentId}/register/confirmation/${token}`;
  const rendered = async (template: MailTemplateName, recipient: string): Promise<OutgoingMail> => {
    const [row] = await world.dataSource.query('SELECT id, tournament_id, recipient, template, data FROM mail_outbox WHERE template = $1 AND recipient = $2', [
      template,
      recipient,
    ]);
    const mail = await world.testApp.app.get(MailRenderer).render({ ...row, claim_id: randomUUID(), attempts: 1 });
    if (mail === 'suppressed') throw new Error('suppressed');
    return mail;
  };

  it('opens the test checkout on the LAN address the phone came from and sends it back there once paid; the e-mail links PUBLIC_BASE_URL', async () => {
    const reply = await register((call) => call.set('Origin', lan));
    expect(reply.checkoutUrl).toBe(`${lan}/api/payments/test-checkout/${world.sessionOf(reply)}`);

    const paid = await world.pay(reply).expect(303);
    expect(paid.headers.location).toBe(`${lan}${confirmationPath(reply.token)}`);
    await world.until(reply.token, 'paid');

    const mail = await rendered('registration-confirmation', await buyerEmail(reply.token));
    expect(mail.text).toContain(`${publicBase}${confirmationPath(reply.token)}`);
    expect(`${mail.text}${mail.html}`).not.toContain('192.168.1.20');
  });

  it('a place offered from the waitlist, claimed on the phone, is paid and returns on its LAN address too', async () => {
    const full = await world.tournament();
    await world.settle(full, { open: true, capacityTeams: 1, waitlistOfferHours: 24 });
    const only = (await world.product(full, { kind: 'team-entry', name: 'Foursome', price: 400 })).id;
    const holder = await world.checkout(full, teamOrder(only));
    const waiting = await world.checkout(full, teamOrder(only));
    expect(waiting.outcome).toBe('waitlisted');
    await world
      .api()
      .post(`/api/payments/test-checkout/${world.sessionOf(holder)}/cancel`)
      .expect(303);
    await world.until(waiting.token, 'offered');

    const claimed = checkoutResponse.parse((await world.api().post(`/api/registrations/${waiting.token}/checkout`).set('Origin', lan).expect(201)).body);
    expect(claimed).toMatchObject({ outcome: 'checkout', checkoutUrl: `${lan}/api/payments/test-checkout/${world.sessionOf(claimed)}` });
    const paid = await world.pay(claimed).expect(303);
    expect(paid.headers.location).toBe(`${lan}/tournament/${full}/register/confirmation/${waiting.token}`);
  });

  it('falls back to PUBLIC_BASE_URL when the Origin sent is not an http(s) origin (never guessed from the Host then)', async () => {
    for (const origin of ['null', 'javascript:alert(1)', 'ftp://files.example.org', 'garbage']) {
      const reply = await register((call) => call.set('Origin', origin).set('X-Forwarded-Host', 'elsewhere.example.org'));
      expect(reply.checkoutUrl).toBe(`${publicBase}/api/payments/test-checkout/${world.sessionOf(reply)}`);
    }
  });

  it('without an Origin, uses the Host as seen through the trusted proxy, and PUBLIC_BASE_URL when that is no address', async () => {
    const proxied = await register((call) => call.set('X-Forwarded-Host', '192.168.1.20:8080').set('X-Forwarded-Proto', 'http'));
    expect(proxied.checkoutUrl).toBe(`${lan}/api/payments/test-checkout/${world.sessionOf(proxied)}`);
    const nowhere = await register((call) => call.set('X-Forwarded-Host', 'no such host'));
    expect(nowhere.checkoutUrl).toBe(`${publicBase}/api/payments/test-checkout/${world.sessionOf(nowhere)}`);
  });

  it("a gift paid by card returns to the donor's LAN address (receipt when paid, donate page when cancelled); its receipt e-mail links PUBLIC_BASE_URL", async () => {
    const give = async (contactEmail: string) =>
      cardGiftCheckout.parse(
        (
          await world
            .api()
            .post(`/api/tournaments/${tournamentId}/donations/card`)
            .set('Origin', lan)
            .send({ entryId: randomUUID(), amount: 50, donorName: 'Dana Donor', anonymous: false, contactEmail })
            .expect(201)
        ).body,
      );
    const gift = await give('dana-lan@example.org');
    const session = gift.checkoutUrl.split('/').pop()!;
    expect(gift.checkoutUrl).toBe(`${lan}/api/payments/test-checkout/${session}`);
    const paid = await world.api().post(`/api/payments/test-checkout/${session}/pay`).type('form').send({ card: '4242424242424242' }).expect(303);
    expect(paid.headers.location).toBe(`${lan}/tournament/${tournamentId}/donate/receipt/${gift.token}`);

    const receiptMail = await waitForMail('gift-receipt', 'dana-lan@example.org');
    expect(receiptMail.text).toContain(`${publicBase}/tournament/${tournamentId}/donate/receipt/${gift.token}`);
    expect(`${receiptMail.text}${receiptMail.html}`).not.toContain('192.168.1.20');

    const cancelled = await give('dana-cancel@example.org');
    const back = await world
      .api()
      .post(`/api/payments/test-checkout/${cancelled.checkoutUrl.split('/').pop()!}/cancel`)
      .expect(303);
    expect(back.headers.location).toBe(`${lan}/tournament/${tournamentId}/donate`);
  });

  async function buyerEmail(token: string): Promise<string> {
    const [row] = await world.dataSource.query('SELECT buyer_email FROM registrations WHERE token = $1', [token]);
    return row.buyer_email;
  }

  async function waitForMail(template: MailTemplateName, recipient: string): Promise<OutgoingMail> {
    for (let tries = 0; tries < 50; tries += 1) {
      const [row] = await world.dataSource.query('SELECT 1 FROM mail_outbox WHERE template = $1 AND recipient = $2', [template, recipient]);
      if (row) return rendered(template, recipient);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${template} mail for ${recipient}`);
  }
});
