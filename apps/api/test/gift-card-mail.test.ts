import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../src/platform/mailer';
import { openDrawer, sellGiftCard } from './data-factories';
import { newCompany, type TestCompany } from './factories';
import { startTestServer, type TestServer } from './server';
import { startSmtpSink } from './smtp-sink';

// Issue 29 (decision 056): a gift card sold with a recipient's e-mail is announced to them by the
// jobs, through a real SMTP server: the code, the value, the last day, the message and the
// code's QR as an inline image. Queued in the sale's transaction, sent once.

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
let company: TestCompany;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({}, smtpMailer(sink.url, 'Sari <ventas@sari.test>'));
  company = await newCompany(server, { name: 'Salón Regalo' });
  await openDrawer(company, 100_000);
  await company.admin.post('/api/items/setting', { key: 'gift_card_expiry_months', value: '12' });
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const mailsTo = (address: string) =>
  sink.received.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

describe('the gift card e-mail', () => {
  it('sends the code, the value, the expiry, the message and the QR once, after the sale', async () => {
    const { card } = await sellGiftCard(company, {
      amount: 75_000,
      recipient: {
        recipient_name: 'Lucía',
        recipient_email: 'lucia@regalo.test',
        message: '¡Feliz día, Lucía!',
      },
    });
    // Queued with the sale, not sent before the jobs run.
    const [job] = await server.db.rows<{ kind: string; done: boolean }>(
      sql`select kind, done_at is not null as done from sys_job where key = ${`gift-card-mail:${card.id}`}`,
    );
    expect(job).toEqual({ kind: 'wallet.gift-card-mail', done: false });
    await server.runJobs();
    await sink.waitFor(1);
    await server.runJobs();
    const mails = mailsTo('lucia@regalo.test');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Tu tarjeta de regalo de Salón Regalo');
    const grouped = card.code.match(/.{4}/g)!.join('-');
    expect(mail.text).toContain('Hola Lucía:');
    expect(mail.text).toContain(`Código: ${grouped}`);
    expect(mail.text).toContain('$75.000');
    expect(mail.text).toContain('«¡Feliz día, Lucía!»');
    expect(card.expires_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = card.expires_on!.split('-');
    expect(mail.text).toContain(`Vale hasta el ${d}/${m}/${y}.`);
    // The QR is an inline PNG the HTML shows by its content id, and it encodes the code.
    // (the parser puts the inline image's data where the HTML said cid:codigo-qr)
    expect(mail.html).toContain(`<img src="data:image/png;base64,`);
    expect(mail.html).toContain(`alt="QR del código ${grouped}"`);
    const qr = mail.attachments.find((file) => file.filename === 'codigo-qr.png')!;
    expect(qr.contentType).toBe('image/png');
    expect(qr.cid).toBe('codigo-qr');
    expect(qr.content.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const expected = await QRCode.toBuffer(card.code, { type: 'png', width: 400, margin: 2 });
    expect(qr.content.equals(expected)).toBe(true);
    // Recorded like every message to a client, once.
    const sent = await server.db.rows<{ kind: string; status: string }>(
      sql`select kind, status from client_message where recipient = 'lucia@regalo.test'`,
    );
    expect(sent).toEqual([{ kind: 'gift_card', status: 'sent' }]);
  });

  it('sends nothing for a card without an e-mail, nor for a sale that was refused', async () => {
    const before = await server.db.rows(sql`select id from sys_job where kind = 'wallet.gift-card-mail'`);
    await sellGiftCard(company, { amount: 20_000, recipient: { recipient_name: 'Sin correo' } });
    const refused = await company.admin.post('/api/sales/checkout', {
      site_id: company.siteId,
      client_id: null,
      lines: [{ gift_card: { amount: 30_000, recipient_email: 'nunca@regalo.test' } }],
      payments: [{ amountPay: 10_000, paymentMethod: 'efectivo' }],
    });
    expect(refused.status).toBe(422);
    const after = await server.db.rows(sql`select id from sys_job where kind = 'wallet.gift-card-mail'`);
    expect(after).toHaveLength(before.length);
  });

  it('does not announce a card voided before the e-mail went out', async () => {
    const { saleId, card } = await sellGiftCard(company, {
      amount: 40_000,
      recipient: { recipient_email: 'anulada@regalo.test' },
    });
    const refund = await company.admin.post(`/api/sales/${saleId}/refunds`, {
      reason: 'Se equivocó de valor',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    const [row] = await server.db.rows<{ status: string }>(
      sql`select status from wallet_instrument where id = ${card.id}`,
    );
    expect(row.status).toBe('anulada');
    await server.runJobs();
    expect(mailsTo('anulada@regalo.test')).toHaveLength(0);
  });
});
